import { RulesAndFaq } from '../../components/RulesAndFaq';
import { SectionHeading } from './SectionHeading';
import { useTranslation } from '../../i18n/react';

/** Guidelines and FAQ, anchor #guidelines. */
export function GuidelinesSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="guidelines-title" id="guidelines" className="bg-cream-100 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="guidelines-title" eyebrow={t('footer.guidelines')} title={t('guidelines.title')}>
          <p>{t('guidelines.lead')}</p>
        </SectionHeading>
        <div className="mt-12">
          <RulesAndFaq headingLevel="h3" idPrefix="guidelines" />
        </div>
      </div>
    </section>
  );
}
