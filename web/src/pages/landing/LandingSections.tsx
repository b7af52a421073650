import { useEffect } from 'react';
import { scrollToSection } from '../../lib/scroll';
import { AwardsSection } from './AwardsSection';
import { CategoriesSection } from './CategoriesSection';
import { ClosingCtaSection } from './ClosingCtaSection';
import { CreatorsSection } from './CreatorsSection';
import { GuidelinesSection } from './GuidelinesSection';
import { IntroVideoSection } from './IntroVideoSection';
import { JurySection } from './JurySection';
import { RegistrationSection } from './RegistrationSection';
import { RoundsSection } from './RoundsSection';
import { SampleFilmSection } from './SampleFilmSection';

/**
 * Everything below the hero, in the order of docs/product.md §2. It is its own chunk, fetched as soon as the
 * landing page renders, so the first screen needs less JavaScript.
 */
export default function LandingSections({
  registrationRef,
  initialSection,
}: {
  registrationRef: (element: HTMLElement | null) => void;
  /** A section named by the address (/#awards, or scroll=true) to scroll to once the sections exist. */
  initialSection: string | null;
}) {
  useEffect(() => {
    if (!initialSection) return;
    const frame = requestAnimationFrame(() => scrollToSection(initialSection));
    return () => cancelAnimationFrame(frame);
  }, [initialSection]);

  return (
    <div data-deferred-layout="">
      <RoundsSection />
      <CategoriesSection />
      <CreatorsSection />
      <RegistrationSection sectionRef={registrationRef} />
      <IntroVideoSection />
      <JurySection />
      <AwardsSection />
      <SampleFilmSection />
      <GuidelinesSection />
      <ClosingCtaSection />
    </div>
  );
}
