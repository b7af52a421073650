import { toast } from './toast';
import { currentLanguage, t } from '../i18n/i18n';

/**
 * The address of a page of the site as it is shared: with the sharer's language (`?lang=`) unless English, so
 * its link preview (nginx asks the API for the page's tags) is written in the language of the message it is in.
 */
export function sharedAddress(path: string): string {
  const address = new URL(path, window.location.origin);
  const language = currentLanguage();
  if (language !== 'en') address.searchParams.set('lang', language);
  return address.toString();
}

export interface ShareContent {
  title: string;
  text: string;
  url: string;
}

/** The device's share sheet, else a tweet-intent link (docs/product.md §2); failures are only logged. */
export async function shareOrTweet(content: ShareContent): Promise<void> {
  try {
    if (typeof navigator.share === 'function') {
      await navigator.share(content);
      return;
    }
    const intent = new URL('https://twitter.com/intent/tweet');
    intent.searchParams.set('text', content.text);
    intent.searchParams.set('url', content.url);
    window.open(intent.toString(), '_blank', 'noopener,noreferrer');
  } catch (error) {
    if ((error as DOMException | null)?.name === 'AbortError') return;
    console.error('Share failed', error);
  }
}

/** Share sheet when there is one, else the message copied to the clipboard with the toasts of docs/product.md §8. */
export async function shareOrCopy(content: ShareContent): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(content);
      return;
    } catch (error) {
      if ((error as DOMException | null)?.name === 'AbortError') return;
      console.error('Share sheet failed; copying instead', error);
    }
  }
  try {
    await navigator.clipboard.writeText(`${content.text} ${content.url}`);
    toast.success(t('share.copied'), { description: t('share.copiedDescription') });
  } catch {
    toast.error(t('share.copyFailed'), { description: t('share.copyFailedDescription') });
  }
}
