import { useBranding } from '../content/use-branding';

/** The organisers' support address as a mail link, or a plain note while they have not published one. */
export function SupportEmail({ className }: { className?: string }) {
  const { supportEmail } = useBranding();
  if (!supportEmail) return <span className={className}>the support address the organisers will publish here</span>;
  return (
    <a href={`mailto:${supportEmail}`} className={className}>
      {supportEmail}
    </a>
  );
}
