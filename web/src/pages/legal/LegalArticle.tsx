import type { ReactNode } from 'react';
import type { SiteContent } from '../../api/site-content-api';
import { PageHeader } from '../../components/PageHeader';
import { useSiteContent } from '../../content/use-site-content';
import { formatDate } from '../../lib/format';
import { useTranslation } from '../../i18n/react';

/** The shared frame of the privacy policy and the terms: title band, the organisers' date, readable column. */
export function LegalArticle({
  title,
  updated,
  intro,
  children,
}: {
  title: string;
  /** Which of the organisers' legal dates this page carries. */
  updated: keyof SiteContent['legal'];
  intro: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const updatedOn = formatDate(useSiteContent().data?.legal[updated]);
  return (
    <>
      <PageHeader eyebrow={t('legal.eyebrow')} title={title}>
        <p>{intro}</p>
        {updatedOn ? <p className="mt-3 text-sm text-ink-200">{t('legal.updated', { date: updatedOn })}</p> : null}
      </PageHeader>
      <article className="on-light mx-auto max-w-3xl px-4 py-12 leading-relaxed text-ink-800 sm:px-6 [&_a]:font-semibold [&_a]:text-ink-700 [&_a]:underline [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-ink-900 [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-ink-900 [&_li]:mt-1.5 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:ps-6">
        {children}
      </article>
    </>
  );
}
