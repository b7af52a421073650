import { CREATOR_CATEGORIES } from '../../api/profile-api';
import { Icon } from '../../components/Icon';
import { CtaButton } from './CtaButton';
import { SectionHeading } from './SectionHeading';
import { useCta } from './use-cta';
import { useTranslation } from '../../i18n/react';
import { creatorTier } from '../../content/translated-rules';

const TIER_SIZES = ['h-3 w-3', 'h-4 w-4', 'h-5 w-5', 'h-6 w-6'];

/** "Open to all creators": the four creator tiers. */
export function CreatorsSection() {
  const { t } = useTranslation();
  const cta = useCta();
  return (
    <section aria-labelledby="creators-title" className="hero-backdrop py-20 text-white sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="creators-title" eyebrow={t('creators.eyebrow')} title={t('creators.title')} tone="dark">
          <p>{t('creators.lead')}</p>
        </SectionHeading>
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {CREATOR_CATEGORIES.map((tier, index) => (
            <li key={tier.value} className="flex">
              <button
                type="button"
                onClick={cta.fromCard}
                className="flex w-full flex-col rounded-3xl bg-white/[0.06] p-6 text-start ring-1 ring-white/15 transition hover:bg-white/10"
              >
                <span className="flex h-8 items-end gap-1" aria-hidden="true">
                  {TIER_SIZES.map((size, i) => (
                    <span
                      key={size}
                      className={`${size} rounded-full ${i <= index ? 'bg-saffron-400' : 'bg-white/20'}`}
                    />
                  ))}
                </span>
                <span className="mt-5 font-display text-2xl font-semibold">{creatorTier(tier).label}</span>
                <span className="mt-1 text-ink-100">{creatorTier(tier).range}</span>
                <span className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-saffron-300">
                  {cta.isAuthenticated
                    ? t('creators.continue')
                    : t('creators.joinAs', { tier: creatorTier(tier).label })}
                  <Icon name="arrowRight" className="h-4 w-4" />
                </span>
              </button>
            </li>
          ))}
        </ul>
        <div className="mt-12 text-center">
          <CtaButton label="joinCompetition" />
        </div>
      </div>
    </section>
  );
}
