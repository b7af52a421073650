import { RulesAndFaq } from '../../components/RulesAndFaq';
import { SectionHeading } from './SectionHeading';

/** Guidelines and FAQ, anchor #guidelines. */
export function GuidelinesSection() {
  return (
    <section aria-labelledby="guidelines-title" id="guidelines" className="bg-cream-100 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="guidelines-title" eyebrow="Guidelines and FAQ" title="Before you start filming">
          <p>The rules every entry must follow, and answers to the questions creators ask most.</p>
        </SectionHeading>
        <div className="mt-12">
          <RulesAndFaq headingLevel="h3" idPrefix="guidelines" />
        </div>
      </div>
    </section>
  );
}
