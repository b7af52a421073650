import { useBranding } from '../content/use-branding';
import { shareOrTweet } from '../lib/share';
import { Icon } from './Icon';

/** Shares the contest with the organisers' share text: the device's share sheet, else a tweet-intent link. */
export function ShareButton({ className }: { className: string }) {
  const { contestName, shareText } = useBranding();
  return (
    <button
      type="button"
      onClick={() =>
        void shareOrTweet({ title: contestName, text: shareText ?? contestName, url: window.location.origin + '/' })
      }
      className={className}
    >
      <Icon name="share" className="h-5 w-5" /> Share
    </button>
  );
}
