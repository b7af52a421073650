import type { ExternalToast } from 'sonner';

/**
 * Toasts (sonner) without sonner in the landing page's first bundle: the library loads right after the
 * first render, and a toast raised before its <Toaster> is mounted waits for it rather than being lost.
 */
const sonner = import('sonner');
let markReady: () => void = () => undefined;
const toasterReady = new Promise<void>((resolve) => (markReady = resolve));

/** Called by the mounted Toaster (components/Toasts.tsx). */
export function toasterMounted(): void {
  markReady();
}

type Kind = 'message' | 'success' | 'error';

function show(kind: Kind, title: string, options?: ExternalToast): void {
  void Promise.all([sonner, toasterReady]).then(([{ toast: sonnerToast }]) => {
    if (kind === 'message') sonnerToast(title, options);
    else sonnerToast[kind](title, options);
  });
}

export const toast = Object.assign((title: string, options?: ExternalToast) => show('message', title, options), {
  success: (title: string, options?: ExternalToast) => show('success', title, options),
  error: (title: string, options?: ExternalToast) => show('error', title, options),
});
