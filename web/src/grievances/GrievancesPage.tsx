import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../api/api-error';
import { GRIEVANCE_TOPICS, type GrievanceTopic } from '../api/grievances-api';
import { useAuth } from '../auth/auth-context';
import { buttonClass } from '../components/button-styles';
import { PageHeader } from '../components/PageHeader';
import { usePageTitle } from '../content/use-page-title';
import { useTranslation } from '../i18n/react';
import { GrievanceForm } from './GrievanceForm';
import { MyGrievancesList } from './MyGrievancesList';
import { useMyGrievances } from './use-my-grievances';

/** What the link that led here chose: `?entry=<id>` (a decision on that entry) or `?topic=personal_data`. */
function initialChoice(params: URLSearchParams): { topic: GrievanceTopic | ''; submissionId: string } {
  const submissionId = params.get('entry') ?? '';
  if (submissionId) return { topic: 'entry_decision', submissionId };
  const topic = params.get('topic');
  return { topic: GRIEVANCE_TOPICS.find((value) => value === topic) ?? '', submissionId: '' };
}

/**
 * /grievances: raise a grievance (an entry decision, personal data, anything else) and follow the answers.
 * The organisers answer within the response time the API states.
 */
export default function GrievancesPage() {
  const { t } = useTranslation();
  const { isAuthenticated, signIn } = useAuth();
  const [params] = useSearchParams();
  const grievances = useMyGrievances();
  usePageTitle(t('grievances.title'), t('grievances.metaDescription'));

  return (
    <>
      <PageHeader eyebrow={t('grievances.eyebrow')} title={t('grievances.title')}>
        {grievances.data ? t('grievances.leadWithDays', { days: grievances.data.responseDays }) : t('grievances.lead')}
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        {!isAuthenticated ? (
          <div className="rounded-3xl bg-white p-8 text-center ring-1 ring-ink-900/10">
            <p className="text-lg text-ink-800">{t('grievances.signIn')}</p>
            <button type="button" onClick={() => void signIn()} className={buttonClass('secondary', 'md', 'mt-4')}>
              {t('nav.signIn')}
            </button>
          </div>
        ) : (
          <>
            <GrievanceForm initial={initialChoice(params)} full={grievances.data?.atLimit ?? false} />
            {grievances.isPending ? (
              <p role="status" className="mt-10 text-ink-700">
                {t('grievances.loading')}
              </p>
            ) : grievances.isError ? (
              <p role="alert" className="mt-10 font-semibold text-red-800">
                {errorMessage(grievances.error, t('grievances.loadFailed'))}
              </p>
            ) : (
              <MyGrievancesList items={grievances.data.items} />
            )}
          </>
        )}
      </div>
    </>
  );
}
