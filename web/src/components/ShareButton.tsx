import { useBranding } from '../content/use-branding';
import { shareOrTweet, type ShareContent } from '../lib/share';
import { Icon } from './Icon';
import { useTranslation } from '../i18n/react';

/**
 * Shares the contest with the organisers' share text, or a page of it (`content`): the device's share sheet,
 * else a tweet-intent link.
 */
export function ShareButton({ className, content }: { className: string; content?: ShareContent }) {
  const { t } = useTranslation();
  const { contestName, shareText } = useBranding();
  return (
    <button
      type="button"
      onClick={() =>
        void shareOrTweet(
          content ?? { title: contestName, text: shareText ?? contestName, url: window.location.origin + '/' },
        )
      }
      className={className}
    >
      <Icon name="share" className="h-5 w-5" /> {t('common.share')}
    </button>
  );
}
