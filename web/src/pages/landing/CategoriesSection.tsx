import { Icon, type IconName } from '../../components/Icon';
import { ResponsiveCarousel } from '../../components/ResponsiveCarousel';
import { SectionHeading } from './SectionHeading';
import { useCta } from './use-cta';
import { useTranslation } from '../../i18n/react';

const THEMES: { value: 'life' | 'action' | 'philosophy' | 'policies'; icon: IconName; accent: string }[] = [
  {
    value: 'life',
    icon: 'heartHand',
    accent: 'from-saffron-500 to-saffron-300',
  },
  {
    value: 'action',
    icon: 'bolt',
    accent: 'from-leaf-600 to-leaf-400',
  },
  {
    value: 'philosophy',
    icon: 'compass',
    accent: 'from-ink-600 to-ink-200',
  },
  {
    value: 'policies',
    icon: 'landmark',
    accent: 'from-saffron-500 via-white to-leaf-500',
  },
];

/** The four themes, anchor #categories. */
export function CategoriesSection() {
  const { t } = useTranslation();
  const cta = useCta();
  const action = cta.isAuthenticated
    ? cta.profileComplete
      ? t('themes.seeEntries')
      : t('themes.submitEntry')
    : t('themes.register');
  return (
    <section aria-labelledby="categories-title" id="categories" className="bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="categories-title" eyebrow={t('nav.categories')} title={t('themes.title')}>
          <p>{t('themes.lead')}</p>
        </SectionHeading>
        <div className="mt-12">
          <ResponsiveCarousel
            items={THEMES}
            itemKey={(theme) => theme.value}
            label={t('themes.carousel')}
            gridClassName="grid gap-5 md:grid-cols-2 xl:grid-cols-4"
            renderItem={(theme) => (
              <button
                type="button"
                onClick={cta.fromCard}
                className="group flex w-full flex-col overflow-hidden rounded-3xl bg-cream-50 text-start ring-1 ring-ink-900/10 transition hover:-translate-y-1 hover:shadow-xl"
              >
                <span className={`h-2 w-full bg-gradient-to-r ${theme.accent}`} aria-hidden="true" />
                <span className="flex flex-1 flex-col p-6">
                  <span className="grid h-14 w-14 place-items-center rounded-2xl bg-ink-900 text-saffron-300">
                    <Icon name={theme.icon} className="h-7 w-7" />
                  </span>
                  <span className="mt-5 font-display text-2xl font-semibold text-ink-900">
                    {t(`categories.${theme.value}`)}
                  </span>
                  <span className="mt-2 flex-1 leading-relaxed text-ink-700">{t(`themes.text.${theme.value}`)}</span>
                  <span className="mt-6 inline-flex items-center gap-1.5 font-semibold text-ink-900">
                    {action}
                    <Icon
                      name="arrowRight"
                      className="h-4 w-4 transition group-hover:translate-x-1 rtl:group-hover:-translate-x-1"
                    />
                  </span>
                </span>
              </button>
            )}
          />
        </div>
      </div>
    </section>
  );
}
