import { Link } from 'react-router-dom';
import { buttonClass } from '../../components/button-styles';
import { Icon } from '../../components/Icon';
import { useCta } from './use-cta';
import { useTranslation } from '../../i18n/react';

/**
 * Submit now (to /submissions) once the profile is complete; otherwise its own label, to registration; once the
 * contest is over, the results (the final leaderboard).
 */
export function CtaButton({
  label,
  variant = 'primary',
  size = 'lg',
}: {
  label: 'registerNow' | 'joinCompetition' | 'startJourney';
  variant?: 'primary' | 'secondary';
  size?: 'md' | 'lg';
}) {
  const { t } = useTranslation();
  const cta = useCta();
  if (cta.contestOver) {
    return (
      <Link to="/submissions" className={buttonClass(variant, size)}>
        {t('hero.over.results')} <Icon name="arrowRight" className="h-5 w-5" />
      </Link>
    );
  }
  if (cta.profileComplete) {
    return (
      <Link to="/submissions" className={buttonClass(variant, size)}>
        {t('cta.submitNow')} <Icon name="arrowRight" className="h-5 w-5" />
      </Link>
    );
  }
  return (
    <button type="button" onClick={cta.toRegistration} className={buttonClass(variant, size)}>
      {t(`cta.${label}`)} <Icon name="arrowRight" className="h-5 w-5" />
    </button>
  );
}
