import type { ReactNode } from 'react';

/** The dark title band at the top of inner pages. */
export function PageHeader({ eyebrow, title, children }: { eyebrow?: string; title: ReactNode; children?: ReactNode }) {
  return (
    <div className="hero-backdrop text-white">
      <div className="mx-auto max-w-7xl px-4 pt-12 pb-14 sm:px-6 sm:pt-16">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-[0.18em] text-saffron-300 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-2 text-4xl font-semibold tracking-tight sm:text-5xl">{title}</h1>
        {children ? <div className="mt-4 max-w-2xl text-lg text-ink-100">{children}</div> : null}
      </div>
    </div>
  );
}
