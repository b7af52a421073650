import type { ReactNode } from 'react';
import { PageHeader } from '../../components/PageHeader';

/** The shared frame of the privacy policy and the terms: title band, date, readable column. */
export function LegalArticle({
  title,
  updated,
  intro,
  children,
}: {
  title: string;
  updated: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader eyebrow="Legal" title={title}>
        <p>{intro}</p>
        <p className="mt-3 text-sm text-ink-200">Last updated {updated}</p>
      </PageHeader>
      <article className="on-light mx-auto max-w-3xl px-4 py-12 leading-relaxed text-ink-800 sm:px-6 [&_a]:font-semibold [&_a]:text-ink-700 [&_a]:underline [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-ink-900 [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-ink-900 [&_li]:mt-1.5 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6">
        {children}
      </article>
    </>
  );
}
