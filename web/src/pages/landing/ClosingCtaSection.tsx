import { buttonClass } from '../../components/button-styles';
import { ShareButton } from '../../components/ShareButton';
import { CtaButton } from './CtaButton';
import { useTranslation } from '../../i18n/react';
import { useCta } from './use-cta';

/** The closing call to action. */
export function ClosingCtaSection() {
  const { t } = useTranslation();
  const { contestOver } = useCta();
  return (
    <section aria-labelledby="closing-title" className="relative overflow-hidden bg-ink-950 py-20 text-white sm:py-24">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 h-full bg-[radial-gradient(40rem_20rem_at_20%_0%,rgb(255_153_51_/_0.25),transparent),radial-gradient(40rem_20rem_at_80%_100%,rgb(19_136_8_/_0.3),transparent)]"
      />
      <div className="relative mx-auto max-w-3xl px-4 text-center sm:px-6">
        <h2 id="closing-title" className="text-4xl font-semibold tracking-tight sm:text-5xl">
          {contestOver ? t('hero.over.title') : t('closing.title')}
        </h2>
        {contestOver ? null : <p className="mt-4 text-lg text-ink-100">{t('closing.lead')}</p>}
        <div className="mt-9 flex flex-wrap justify-center gap-3">
          <CtaButton label="startJourney" />
          <ShareButton className={buttonClass('ghost-dark', 'lg')} />
        </div>
      </div>
    </section>
  );
}
