import { SHARE_TEXT, SHARE_TITLE } from '../config/site';
import { shareOrTweet } from '../lib/share';
import { Icon } from './Icon';

/** Shares the contest: the device's share sheet, else a tweet-intent link (spec section 2). */
export function ShareButton({ className }: { className: string }) {
  return (
    <button
      type="button"
      onClick={() => void shareOrTweet({ title: SHARE_TITLE, text: SHARE_TEXT, url: window.location.origin + '/' })}
      className={className}
    >
      <Icon name="share" className="h-5 w-5" /> Share
    </button>
  );
}
