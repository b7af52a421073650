import { LogoMark } from './Logo';

/** A full-screen overlay while something the visitor waits for happens (submitting, greeting). */
export function FullScreenLoader({ title, message }: { title: string; message?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="hero-backdrop fixed inset-0 z-[60] flex flex-col items-center justify-center gap-5 px-6 text-center text-white"
    >
      <div className="relative grid h-20 w-20 place-items-center">
        <span className="absolute inset-0 animate-spin rounded-full border-4 border-white/15 border-t-saffron-500 motion-reduce:animate-none" />
        <LogoMark className="h-10 w-10" />
      </div>
      <p className="font-display text-2xl font-semibold">{title}</p>
      {message ? <p className="max-w-sm text-ink-100">{message}</p> : null}
    </div>
  );
}
