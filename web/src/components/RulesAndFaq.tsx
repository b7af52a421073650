import { useRules } from '../content/use-rules';
import { useSiteContent } from '../content/use-site-content';
import { buttonClass } from './button-styles';
import { Accordion } from './Accordion';
import { Icon } from './Icon';
import { useTranslation } from '../i18n/react';
import { translatedRuleSection } from '../content/translated-rules';
import { translated } from '../i18n/i18n';

/**
 * The contest rules (GET /content/rules) and the organisers' FAQ (GET /content/site): the landing page's
 * guidelines, and repeated on the leaderboard and entry pages (docs/product.md §2).
 */
export function RulesAndFaq({ headingLevel = 'h2', idPrefix }: { headingLevel?: 'h2' | 'h3'; idPrefix: string }) {
  const { t } = useTranslation();
  const rules = useRules();
  const content = useSiteContent();
  const Heading = headingLevel;

  if (rules.isError || content.isError) {
    return (
      <div role="alert" className="mx-auto max-w-md rounded-3xl bg-white p-6 text-center ring-1 ring-ink-900/10">
        <p className="font-semibold text-ink-900">{t('rules.loadFailed')}</p>
        <button
          type="button"
          onClick={() => void Promise.all([rules.refetch(), content.refetch()])}
          className={buttonClass('secondary', 'md', 'mt-4')}
        >
          {t('common.tryAgain')}
        </button>
      </div>
    );
  }
  if (!rules.data || !content.data) {
    return <div className="h-96 animate-pulse rounded-3xl bg-white ring-1 ring-ink-900/10" aria-hidden="true" />;
  }

  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_1.1fr]">
      <div>
        <Heading id={`${idPrefix}-rules`} className="text-2xl font-semibold text-ink-900">
          {t('rules.title')}
        </Heading>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {rules.data.rules.map(translatedRuleSection).map((section) => (
            <li key={section.id} className="rounded-3xl bg-white p-5 ring-1 ring-ink-900/10">
              <p className="font-display text-lg font-semibold text-ink-900">{section.title}</p>
              <ul className="mt-3 space-y-1.5 text-ink-700">
                {section.items.map((item) => (
                  <li key={item} className="flex gap-2">
                    <Icon name="check" className="mt-1 h-4 w-4 shrink-0 text-leaf-600" />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
              {section.termsReading ? (
                <p className="mt-3 rounded-xl bg-cream-100 px-3 py-2 text-sm text-ink-700">{section.termsReading}</p>
              ) : null}
            </li>
          ))}
        </ul>
        {rules.data.ranking ? (
          <div className="mt-6 rounded-3xl bg-white p-5 ring-1 ring-ink-900/10">
            <p id={`${idPrefix}-ranking`} className="font-display text-lg font-semibold text-ink-900">
              {t('rules.ranking')}
            </p>
            <p className="mt-2 text-ink-700">{translated('rules.howItWorks', rules.data.ranking.howItWorks)}</p>
          </div>
        ) : null}
      </div>
      <div>
        <Heading id={`${idPrefix}-faq`} className="text-2xl font-semibold text-ink-900">
          {t('rules.faq')}
        </Heading>
        <div className="mt-6">
          <Accordion items={content.data.faq.map((item, index) => ({ id: String(index), ...item }))} />
        </div>
      </div>
    </div>
  );
}
