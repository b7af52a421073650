import { useBranding } from '../content/use-branding';
import { shareOrTweet } from '../lib/share';
import { Icon } from './Icon';
import { useTranslation } from '../i18n/react';

/** Shares the contest with the organisers' share text: the device's share sheet, else a tweet-intent link. */
export function ShareButton({ className }: { className: string }) {
  const { t } = useTranslation();
  const { contestName, shareText } = useBranding();
  return (
    <button
      type="button"
      onClick={() =>
        void shareOrTweet({ title: contestName, text: shareText ?? contestName, url: window.location.origin + '/' })
      }
      className={className}
    >
      <Icon name="share" className="h-5 w-5" /> {t('common.share')}
    </button>
  );
}
