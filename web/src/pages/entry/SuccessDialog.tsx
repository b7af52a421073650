import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '../../lib/toast';
import { buttonClass } from '../../components/button-styles';
import { Dialog } from '../../components/Dialog';
import { Icon } from '../../components/Icon';
import { shareOrCopy } from '../../lib/share';
import { useTranslation } from '../../i18n/react';
import { useBranding } from '../../content/use-branding';

/**
 * Confetti on a canvas inside the dialog: a canvas on the page would sit under the dialog's top layer and
 * its backdrop. Drawn off the main thread by canvas-confetti's worker (the CSP allows `worker-src blob:`).
 */
async function celebrate(canvas: HTMLCanvasElement) {
  const { default: confetti } = await import('canvas-confetti');
  const colours = ['#ff9933', '#ffffff', '#138808', '#1c3170'];
  const shoot = confetti.create(canvas, { resize: true, useWorker: true, disableForReducedMotion: true });
  // canvas-confetti draws nothing when the visitor prefers reduced motion.
  void shoot({ particleCount: 140, spread: 80, origin: { y: 0.6 }, colors: colours });
}

/** After a successful entry: confetti, Share with Friends and Go to Leaderboard (docs/product.md §2). */
export function SuccessDialog({ link, onClose }: { link: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { contestName } = useBranding();
  const open = link !== null;
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (open && canvasRef.current)
      void celebrate(canvasRef.current).catch((error: unknown) => console.warn('Confetti unavailable', error));
  }, [open]);

  const share = () => {
    if (!link) {
      toast.error(t('success.noLink'), { description: t('success.noLinkDescription') });
      return;
    }
    void shareOrCopy({
      title: t('success.shareTitle'),
      text: t('success.shareText', { contestName }),
      url: link,
    });
  };

  return (
    <Dialog open={open} onClose={onClose} title={t('success.title')} description={t('success.description')}>
      <canvas
        ref={canvasRef}
        aria-hidden="true"
        data-testid="confetti"
        className="pointer-events-none fixed inset-0 z-10 h-full w-full"
      />
      <div className="grid place-items-center py-2">
        <span className="grid h-20 w-20 place-items-center rounded-full bg-gradient-to-br from-saffron-400 to-leaf-500 text-white shadow-lg">
          <Icon name="check" className="h-10 w-10" />
        </span>
      </div>
      <div className="mt-6 grid gap-3 sm:grid-cols-2">
        <button type="button" onClick={share} className={buttonClass('secondary', 'lg')}>
          <Icon name="share" className="h-5 w-5" /> {t('success.share')}
        </button>
        <Link to="/submissions" className={buttonClass('primary', 'lg')}>
          <Icon name="trophy" className="h-5 w-5" /> {t('success.toLeaderboard')}
        </Link>
      </div>
    </Dialog>
  );
}
