import { startTransition, useEffect, useState } from 'react';
import { scrollToSection, whileSectionsPending } from '../../lib/scroll';
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
  const sections = [
    <RoundsSection key="rounds" />,
    <CategoriesSection key="categories" />,
    <CreatorsSection key="creators" />,
    <RegistrationSection key="registration" sectionRef={registrationRef} />,
    <IntroVideoSection key="intro" />,
    <JurySection key="jury" />,
    <AwardsSection key="awards" />,
    <SampleFilmSection key="sample" />,
    <GuidelinesSection key="guidelines" />,
    <ClosingCtaSection key="closing" />,
  ];
  // The sections are added one at a time, each in its own task: adding all ten in one commit, and laying them
  // out, kept a phone's main thread busy for 150-200 ms. A jump to a section not added yet adds them all.
  const [shown, setShown] = useState(initialSection ? sections.length : 1);
  const [target, setTarget] = useState(initialSection);
  const complete = shown >= sections.length;

  useEffect(() => {
    if (complete) return;
    const release = whileSectionsPending((section) => {
      setTarget(section);
      setShown(sections.length);
    });
    const timer = window.setTimeout(() => startTransition(() => setShown((count) => count + 1)));
    return () => {
      window.clearTimeout(timer);
      release();
    };
  }, [complete, shown, sections.length]);

  useEffect(() => {
    if (!target || !complete) return;
    const frame = requestAnimationFrame(() => scrollToSection(target));
    return () => cancelAnimationFrame(frame);
  }, [target, complete]);

  return (
    <>
      <div data-deferred-layout="">{sections.slice(0, shown)}</div>
      {/* Holds the footer below the screen while sections are still being added, as the loading placeholder did. */}
      {complete ? null : <div className="min-h-screen bg-cream-50" />}
    </>
  );
}
