import { Icon, type IconName } from '../../components/Icon';
import { ResponsiveCarousel } from '../../components/ResponsiveCarousel';
import { SectionHeading } from './SectionHeading';
import { useCta } from './use-cta';

const THEMES: { value: string; label: string; icon: IconName; text: string; accent: string }[] = [
  {
    value: 'life',
    label: 'Life',
    icon: 'heartHand',
    text: 'The journey, the early years and the moments that shaped a life of public service.',
    accent: 'from-saffron-500 to-saffron-300',
  },
  {
    value: 'action',
    label: 'Action',
    icon: 'bolt',
    text: 'Decisions and deeds: the work on the ground and what it changed for people.',
    accent: 'from-leaf-600 to-leaf-400',
  },
  {
    value: 'philosophy',
    label: 'Philosophy',
    icon: 'compass',
    text: 'The ideas and values behind the vision for India, told in your own voice.',
    accent: 'from-ink-600 to-ink-200',
  },
  {
    value: 'policies',
    label: 'Policies',
    icon: 'landmark',
    text: 'Schemes and reforms, and the difference they make in everyday lives.',
    accent: 'from-saffron-500 via-white to-leaf-500',
  },
];

/** The four themes, anchor #categories. */
export function CategoriesSection() {
  const cta = useCta();
  const action = cta.isAuthenticated
    ? cta.profileComplete
      ? 'See the entries'
      : 'Submit your entry'
    : 'Register to create';
  return (
    <section aria-labelledby="categories-title" id="categories" className="bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="categories-title" eyebrow="Categories" title="Pick your theme">
          <p>Every film tells one side of the story. Choose the theme your 60 seconds will explore.</p>
        </SectionHeading>
        <div className="mt-12">
          <ResponsiveCarousel
            items={THEMES}
            itemKey={(theme) => theme.value}
            label="Film categories"
            gridClassName="grid gap-5 md:grid-cols-2 xl:grid-cols-4"
            renderItem={(theme) => (
              <button
                type="button"
                onClick={cta.fromCard}
                className="group flex w-full flex-col overflow-hidden rounded-3xl bg-cream-50 text-left ring-1 ring-ink-900/10 transition hover:-translate-y-1 hover:shadow-xl"
              >
                <span className={`h-2 w-full bg-gradient-to-r ${theme.accent}`} aria-hidden="true" />
                <span className="flex flex-1 flex-col p-6">
                  <span className="grid h-14 w-14 place-items-center rounded-2xl bg-ink-900 text-saffron-300">
                    <Icon name={theme.icon} className="h-7 w-7" />
                  </span>
                  <span className="mt-5 font-display text-2xl font-semibold text-ink-900">{theme.label}</span>
                  <span className="mt-2 flex-1 leading-relaxed text-ink-700">{theme.text}</span>
                  <span className="mt-6 inline-flex items-center gap-1.5 font-semibold text-ink-900">
                    {action}
                    <Icon name="arrowRight" className="h-4 w-4 transition group-hover:translate-x-1" />
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
