import { Link } from 'react-router-dom';
import { useBranding } from '../content/use-branding';
import { Icon } from './Icon';
import { Logo } from './Logo';
import { SectionLink } from './SectionLink';
import { ContentImage } from './ContentImage';
import { useTranslation } from '../i18n/react';

export function Footer() {
  const { t } = useTranslation();
  const { contestName, tagline, supportEmail, organiser } = useBranding();
  return (
    <footer className="bg-ink-950 text-ink-100">
      <div className="tricolour-rule h-1" aria-hidden="true" />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
        <div>
          <Logo />
          <p className="mt-4 max-w-md text-sm leading-relaxed text-ink-200">{t('footer.about', { tagline })}</p>
          {organiser ? (
            <p className="mt-4 flex items-center gap-3 text-sm text-ink-200">
              {organiser.emblemUrl ? (
                <ContentImage src={organiser.emblemUrl} sizes="160px" alt="" className="h-10 w-auto" />
              ) : null}
              <span>{t('footer.organisedBy', { name: organiser.name })}</span>
            </p>
          ) : null}
          {supportEmail ? (
            <a
              href={`mailto:${supportEmail}`}
              className="mt-5 inline-flex items-center gap-2 rounded-md text-sm font-semibold break-all text-saffron-300 hover:text-saffron-200"
            >
              <Icon name="mail" className="h-4 w-4 shrink-0" /> {supportEmail}
            </a>
          ) : null}
        </div>
        <nav aria-label={t('footer.contest')}>
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{t('footer.contest')}</h2>
          <ul className="mt-4 space-y-2 text-sm">
            <li>
              <SectionLink section="competition" className="rounded hover:text-white">
                {t('footer.rounds')}
              </SectionLink>
            </li>
            <li>
              <SectionLink section="awards" className="rounded hover:text-white">
                {t('nav.awards')}
              </SectionLink>
            </li>
            <li>
              <SectionLink section="guidelines" className="rounded hover:text-white">
                {t('footer.guidelines')}
              </SectionLink>
            </li>
            <li>
              <Link to="/submissions" className="rounded hover:text-white">
                {t('nav.leaderboard')}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t('footer.legal')}>
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{t('footer.legal')}</h2>
          <ul className="mt-4 space-y-2 text-sm">
            <li>
              <Link to="/privacy" className="rounded hover:text-white">
                {t('footer.privacy')}
              </Link>
            </li>
            <li>
              <Link to="/terms" className="rounded hover:text-white">
                {t('footer.terms')}
              </Link>
            </li>
            {supportEmail ? (
              <li>
                <a href={`mailto:${supportEmail}`} className="rounded hover:text-white">
                  {t('footer.contactSupport')}
                </a>
              </li>
            ) : null}
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-ink-200 sm:px-6">
          {t('footer.copyright', { year: new Date().getFullYear(), contestName })}
        </p>
      </div>
    </footer>
  );
}
