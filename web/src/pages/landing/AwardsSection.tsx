import { Icon } from '../../components/Icon';
import { useRules } from '../../content/use-rules';
import { useSiteContent } from '../../content/use-site-content';
import { CtaButton } from './CtaButton';
import { SectionHeading } from './SectionHeading';
import { useTranslation } from '../../i18n/react';
import { roundPeriod } from '../../content/translated-rules';

/**
 * Awards, anchor #awards: the organisers' prizes (the first one featured) and awards text; the Grand Finale's
 * date is the last round's, as the API states it.
 */
export function AwardsSection() {
  const { t } = useTranslation();
  const content = useSiteContent().data;
  const finale = useRules().data?.rounds.at(-1);
  const [first, ...others] = content?.prizes ?? [];
  return (
    <section aria-labelledby="awards-title" id="awards" className="hero-backdrop py-20 text-white sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="awards-title" eyebrow={t('nav.awards')} title={t('awards.title')} tone="dark">
          <p>{t('awards.lead')}</p>
        </SectionHeading>
        <div className="mt-12 grid gap-5 lg:grid-cols-3">
          {first ? (
            <article className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-saffron-400 to-saffron-600 p-8 text-ink-950 lg:row-span-2">
              <Icon name="trophy" className="h-14 w-14" />
              <p className="mt-8 text-sm font-bold tracking-[0.18em] uppercase">{t('awards.firstPrize')}</p>
              <h3 className="mt-2 text-4xl font-semibold break-words">{first.title}</h3>
              <p className="mt-4 text-lg">{first.description}</p>
              <svg
                aria-hidden="true"
                viewBox="0 0 200 200"
                className="absolute -end-10 -bottom-10 h-56 w-56 opacity-20"
              >
                <circle cx="100" cy="100" r="90" fill="none" stroke="#050b1d" strokeWidth="10" />
                <circle cx="100" cy="100" r="60" fill="none" stroke="#050b1d" strokeWidth="6" />
              </svg>
            </article>
          ) : null}
          {finale ? (
            <article className="rounded-3xl bg-white/[0.06] p-7 ring-1 ring-white/15">
              <Icon name="landmark" className="h-9 w-9 text-saffron-300" />
              <h3 className="mt-5 text-2xl font-semibold">{finale.title}</h3>
              <p className="mt-2 text-ink-100">
                {t('awards.finale', { participants: finale.participants, period: roundPeriod(finale) })}
              </p>
            </article>
          ) : null}
          {others.map((prize) => (
            <article key={prize.title} className="rounded-3xl bg-white/[0.06] p-7 ring-1 ring-white/15">
              <Icon name="sparkles" className="h-9 w-9 text-leaf-300" />
              <h3 className="mt-5 text-2xl font-semibold break-words">{prize.title}</h3>
              <p className="mt-2 text-ink-100">{prize.description}</p>
            </article>
          ))}
          {content?.awardsText ? (
            <article className="rounded-3xl bg-white/[0.06] p-7 ring-1 ring-white/15 lg:col-span-2">
              <h3 className="text-xl font-semibold">{t('awards.beforePaid')}</h3>
              <p className="mt-2 text-ink-100">{content.awardsText}</p>
            </article>
          ) : null}
        </div>
        <div className="mt-12 text-center">
          <CtaButton label="registerNow" />
        </div>
      </div>
    </section>
  );
}
