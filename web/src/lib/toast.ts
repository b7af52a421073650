import type { ExternalToast } from 'sonner';

/**
 * Toasts (sonner) without sonner in the landing page's first bundle: the library loads once the first screen
 * has painted (components/Toasts.tsx), and a toast raised before its <Toaster> is mounted waits for it rather
 * than being lost.
 */
let sonner: Promise<typeof import('sonner')> | null = null;

/** sonner itself, fetched on first use. */
export function loadSonner(): Promise<typeof import('sonner')> {
  sonner ??= import('sonner');
  return sonner;
}
let markReady: () => void = () => undefined;
const toasterReady = new Promise<void>((resolve) => (markReady = resolve));

/** Called by the mounted Toaster (components/Toasts.tsx). */
export function toasterMounted(): void {
  markReady();
}

type Kind = 'message' | 'success' | 'error';

function show(kind: Kind, title: string, options?: ExternalToast): void {
  // The same toast raised again (repeated clicks) replaces the one showing instead of stacking a copy.
  const id = options?.id ?? `${kind}:${title}:${typeof options?.description === 'string' ? options.description : ''}`;
  void Promise.all([loadSonner(), toasterReady]).then(([{ toast: sonnerToast }]) => {
    if (kind === 'message') sonnerToast(title, { ...options, id });
    else sonnerToast[kind](title, { ...options, id });
  });
}

/**
 * The element the toaster renders into. It sits in the body, and moves into a modal dialog while one is open:
 * the dialog's top layer and its blurred backdrop would otherwise cover the toasts, and make them inert.
 */
export const toastHost: HTMLElement = document.createElement('div');
document.body.append(toastHost);

export function hostToastsIn(dialog: HTMLDialogElement): void {
  dialog.append(toastHost);
}

/** Back to the body when `dialog` closes or leaves the page (a toast host left in a removed dialog shows nothing). */
export function releaseToasts(dialog: HTMLDialogElement | null): void {
  if (dialog && toastHost.parentElement === dialog) document.body.append(toastHost);
}

const GREETED_KEY = 'contest.greeted';

function greeted(): boolean {
  try {
    return window.sessionStorage.getItem(GREETED_KEY) === '1';
  } catch {
    return false;
  }
}

function markGreeted(): void {
  try {
    window.sessionStorage.setItem(GREETED_KEY, '1');
  } catch {
    // Storage refused (private mode): greetings may then repeat, nothing worse.
  }
}

export const toast = Object.assign((title: string, options?: ExternalToast) => show('message', title, options), {
  success: (title: string, options?: ExternalToast) => show('success', title, options),
  error: (title: string, options?: ExternalToast) => show('error', title, options),
  /** The greeting after a sign-in: always shown, and it counts as this tab's greeting. */
  greet: (kind: Kind, title: string, options?: ExternalToast) => {
    markGreeted();
    show(kind, title, options);
  },
  /** A greeting on page load: once per tab session, and not after the sign-in already greeted. */
  greetOnce: (kind: Kind, title: string, options?: ExternalToast) => {
    if (greeted()) return;
    markGreeted();
    show(kind, title, options);
  },
});
