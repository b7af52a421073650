import { Link } from 'react-router-dom';
import { buttonClass } from '../../components/button-styles';
import { Icon } from '../../components/Icon';
import { useCta } from './use-cta';

/** Submit now (to /submissions) once the profile is complete; otherwise its own label, to registration. */
export function CtaButton({
  label,
  variant = 'primary',
  size = 'lg',
}: {
  label: 'Register Now' | 'Join Competition' | 'Start Your Journey';
  variant?: 'primary' | 'secondary';
  size?: 'md' | 'lg';
}) {
  const cta = useCta();
  if (cta.profileComplete) {
    return (
      <Link to="/submissions" className={buttonClass(variant, size)}>
        Submit now <Icon name="arrowRight" className="h-5 w-5" />
      </Link>
    );
  }
  return (
    <button type="button" onClick={cta.toRegistration} className={buttonClass(variant, size)}>
      {label} <Icon name="arrowRight" className="h-5 w-5" />
    </button>
  );
}
