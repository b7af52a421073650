import { lazy, Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { loadSonner, toasterMounted, toastHost } from '../lib/toast';
import { useTranslation } from '../i18n/react';
import { afterFirstPaint } from '../lib/wait';

// Sonner's Toaster subscribes in its own effect, which runs before this wrapper's: once the wrapper's effect
// runs, toasts raised meanwhile can be shown.
const Toaster = lazy(async () => {
  const { Toaster: SonnerToaster } = await loadSonner();
  function MountedToaster() {
    const { t } = useTranslation();
    useEffect(() => toasterMounted(), []);
    return (
      <SonnerToaster
        position="top-center"
        visibleToasts={3}
        duration={4000}
        closeButton
        richColors
        customAriaLabel={t('common.notifications')}
        // Sonner sets its own system font stack, unlayered, which outranks Tailwind's classes: without the site's
        // stack (and its script faces) a Hindi toast shows boxes where the system has no Devanagari font.
        style={{ fontFamily: 'var(--font-sans)' }}
        toastOptions={{
          classNames: { title: 'font-semibold text-[0.95rem]', description: 'text-sm' },
          closeButtonAriaLabel: t('common.closeToast'),
        }}
      />
    );
  }
  return { default: MountedToaster };
});

/** The toast area: sonner's defaults (docs/product.md §9: at most 3 toasts, 4000 ms). */
export function Toasts() {
  // Mounted once the first screen is on the screen: sonner (about 9 kB) is not on the first screen's path.
  // Toasts raised meanwhile wait for it (lib/toast.ts).
  const [wanted, setWanted] = useState(false);
  useEffect(() => afterFirstPaint(() => setWanted(true)), []);
  if (!wanted) return null;
  return createPortal(
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>,
    toastHost,
  );
}
