import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { hostToastsIn, releaseToasts } from '../lib/toast';
import { Icon } from './Icon';
import { useTranslation } from '../i18n/react';

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * Tab and Shift+Tab wrap around inside the dialog: a native modal dialog still lets them reach the browser's
 * own controls and, from there, the page's <body>.
 */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  const inside = active instanceof Node && event.currentTarget.contains(active);
  if (event.shiftKey && (active === first || !inside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A modal on the native <dialog>: the rest of the page is inert while it is open, focus stays inside it,
 * Escape closes it, and focus returns to `returnFocusTo` or else to whatever opened it.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  size = 'md',
  returnFocusTo,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  size?: 'md' | 'lg';
  /** Where focus goes back on close when the opener may have lost it (a button disabled while it worked). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
      hostToastsIn(dialog);
    } else if (!open && dialog.open) {
      dialog.close();
      releaseToasts(dialog);
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) dialog.close();
      releaseToasts(dialog);
    };
  }, []);

  const restoreFocus = () => {
    const target = returnFocusTo?.current ?? opener.current;
    if (target instanceof HTMLElement && target.isConnected) target.focus();
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={(event) => {
        releaseToasts(event.currentTarget);
        restoreFocus();
        if (open) onClose();
      }}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      onKeyDown={keepFocusInside}
      className={`m-auto w-[calc(100%-1.5rem)] overflow-visible rounded-3xl bg-transparent p-0 text-ink-900 backdrop:bg-transparent ${
        size === 'lg' ? 'max-w-3xl' : 'max-w-lg'
      }`}
    >
      {open ? (
        <div className="on-light relative max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-3xl bg-white p-6 shadow-2xl sm:p-8">
          <button
            type="button"
            onClick={onClose}
            className="absolute end-4 top-4 grid h-10 w-10 place-items-center rounded-full text-ink-700 hover:bg-ink-100"
            aria-label={t('common.close')}
          >
            <Icon name="close" className="h-5 w-5" />
          </button>
          <h2 id={titleId} className="pe-10 text-2xl font-semibold text-ink-900">
            {title}
          </h2>
          {description ? (
            <p id={descriptionId} className="mt-2 text-ink-700">
              {description}
            </p>
          ) : null}
          <div className="mt-5">{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}
