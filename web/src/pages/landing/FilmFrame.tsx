import { useId, type ReactNode } from 'react';
import { Icon } from '../../components/Icon';

/** The placeholder shown where a film will play until the operator adds the file. */
export function FilmPlaceholder({ title, note }: { title: string; note: ReactNode }) {
  const gradientId = `film-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  return (
    <div className="relative flex aspect-video w-full flex-col items-center justify-center gap-3 overflow-hidden rounded-3xl bg-ink-900 p-6 text-center text-white ring-1 ring-white/10">
      <svg
        aria-hidden="true"
        className="absolute inset-0 h-full w-full opacity-30"
        viewBox="0 0 160 90"
        preserveAspectRatio="none"
      >
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#ff9933" stopOpacity="0.7" />
            <stop offset="0.5" stopColor="#0a1633" stopOpacity="0" />
            <stop offset="1" stopColor="#138808" stopOpacity="0.7" />
          </linearGradient>
        </defs>
        <rect width="160" height="90" fill={`url(#${gradientId})`} />
      </svg>
      <span className="relative grid h-16 w-16 place-items-center rounded-full bg-white/10 ring-1 ring-white/25">
        <Icon name="film" className="h-7 w-7 text-saffron-300" />
      </span>
      <p className="relative font-display text-xl font-semibold">{title}</p>
      <p className="relative max-w-sm text-sm text-ink-100">{note}</p>
    </div>
  );
}
