import { useRef } from 'react';
import { useInView } from '../lib/hooks';
import { normalizeInstagramUrl } from '../lib/instagram';
import { useInstagramEmbed } from '../lib/instagram-embed';
import { Icon } from './Icon';
import { useTranslation } from '../i18n/react';

/**
 * An Instagram post: a plain link card first, replaced by Instagram's own embed once the card nears the
 * viewport and the embed script has turned the post into its iframe. Blocked or offline, the link card stays.
 */
export function InstagramEmbed({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const boxRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const near = useInView(boxRef, { rootMargin: '300px' });
  const postUrl = normalizeInstagramUrl(url);
  const embedded = useInstagramEmbed(frameRef, near ? postUrl : null);

  return (
    <div ref={boxRef} className="min-w-0 overflow-hidden rounded-2xl bg-ink-900">
      {embedded ? null : (
        <a
          href={postUrl ?? url}
          target="_blank"
          rel="noopener noreferrer"
          className="flex aspect-[4/5] flex-col items-center justify-center gap-3 bg-[radial-gradient(circle_at_30%_20%,rgb(255_153_51_/_0.35),transparent_55%),radial-gradient(circle_at_80%_90%,rgb(19_136_8_/_0.35),transparent_55%)] p-6 text-center text-white"
        >
          <Icon name="camera" className="h-10 w-10 text-saffron-300" />
          <span className="font-display text-lg font-semibold">{title}</span>
          <span className="inline-flex items-center gap-1.5 text-sm text-ink-100 underline underline-offset-4">
            {t('instagram.view')} <Icon name="external" className="h-4 w-4" />
            <span className="sr-only">{t('common.newTab')}</span>
          </span>
        </a>
      )}
      <div ref={frameRef} className={embedded ? 'bg-white' : 'hidden'} />
    </div>
  );
}
