import { useId } from 'react';
import { useBranding } from '../content/use-branding';
import { ContentImage } from './ContentImage';

/** The contest's mark: a film frame with a play sign, edged in saffron and green. */
export function LogoMark({ className = 'h-9 w-9' }: { className?: string }) {
  const gradientId = `logo-edge-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ff9933" />
          <stop offset="0.5" stopColor="#ffffff" />
          <stop offset="1" stopColor="#138808" />
        </linearGradient>
      </defs>
      <rect
        x="1.5"
        y="1.5"
        width="37"
        height="37"
        rx="10"
        fill="#0a1633"
        stroke={`url(#${gradientId})`}
        strokeWidth="3"
      />
      <g fill="#c9d3ee">
        <rect x="8" y="9" width="3" height="3" rx="0.8" />
        <rect x="8" y="18.5" width="3" height="3" rx="0.8" />
        <rect x="8" y="28" width="3" height="3" rx="0.8" />
        <rect x="29" y="9" width="3" height="3" rx="0.8" />
        <rect x="29" y="18.5" width="3" height="3" rx="0.8" />
        <rect x="29" y="28" width="3" height="3" rx="0.8" />
      </g>
      <path d="M16.5 13.5v13l10-6.5z" fill="#ff9933" />
    </svg>
  );
}

/** `compact`: on the narrowest phones only the mark shows (the name stays for screen readers). */
export function Logo({ tone = 'dark', compact = false }: { tone?: 'dark' | 'light'; compact?: boolean }) {
  const { contestName, organiser } = useBranding();
  return (
    <span className="flex items-center gap-2.5">
      {organiser?.logoUrl ? (
        <ContentImage src={organiser.logoUrl} sizes="160px" alt="" className="h-9 w-auto" />
      ) : (
        <LogoMark />
      )}
      <span
        className={`font-display text-lg leading-none font-semibold tracking-tight ${tone === 'dark' ? 'text-white' : 'text-ink-900'} ${compact ? 'max-[419px]:sr-only' : ''}`}
      >
        {contestName}
      </span>
    </span>
  );
}
