import type { ReactNode } from 'react';

export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  tone = 'light',
  align = 'center',
}: {
  id: string;
  eyebrow: string;
  title: ReactNode;
  children?: ReactNode;
  tone?: 'light' | 'dark';
  align?: 'center' | 'left';
}) {
  return (
    <div className={align === 'center' ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'}>
      <p
        className={`text-sm font-semibold tracking-[0.18em] uppercase ${tone === 'dark' ? 'text-saffron-300' : 'text-saffron-700'}`}
      >
        {eyebrow}
      </p>
      <h2
        id={id}
        className={`mt-3 text-3xl font-semibold tracking-tight sm:text-4xl ${tone === 'dark' ? 'text-white' : 'text-ink-900'}`}
      >
        {title}
      </h2>
      {children ? (
        <div className={`mt-4 text-lg leading-relaxed ${tone === 'dark' ? 'text-ink-100' : 'text-ink-700'}`}>
          {children}
        </div>
      ) : null}
    </div>
  );
}
