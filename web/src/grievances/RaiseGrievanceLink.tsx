import { Link } from 'react-router-dom';
import { useTranslation } from '../i18n/react';

/**
 * The way into a grievance from where the need arises: an entry's rejection or disqualification (that entry
 * chosen on the form), a round the creator did not go through (a decision on an entry), or the privacy page
 * (personal data).
 */
export function RaiseGrievanceLink(
  props: (
    { submissionId: string; topic?: never } | { topic: 'entry_decision' | 'personal_data'; submissionId?: never }
  ) & {
    className?: string;
  },
) {
  const { t } = useTranslation();
  const to = props.submissionId
    ? `/grievances?entry=${encodeURIComponent(props.submissionId)}`
    : `/grievances?topic=${props.topic}`;
  return (
    <p className={props.className}>
      <Link to={to} className="font-semibold underline">
        {props.topic === 'personal_data' ? t('grievances.raiseAboutData') : t('grievances.raiseAboutEntry')}
      </Link>
    </p>
  );
}
