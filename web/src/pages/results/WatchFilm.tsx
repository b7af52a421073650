import { useId, useState } from 'react';
import { buttonClass } from '../../components/button-styles';
import { Icon } from '../../components/Icon';
import { InstagramEmbed } from '../../components/InstagramEmbed';
import { useTranslation } from '../../i18n/react';

/**
 * A film on demand: a list of results holds up to a page of posts, and each embed loads Instagram's script and
 * an iframe, so nothing loads until the visitor asks for that one.
 */
export function WatchFilm({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const filmId = useId();
  return (
    <div className="mt-4">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={filmId}
        onClick={() => setOpen((shown) => !shown)}
        className={buttonClass('ghost-light', 'sm')}
      >
        <Icon name={open ? 'close' : 'play'} className="h-4 w-4" />
        {open ? t('results.round.hideFilm') : t('results.round.watch')}
        <span className="sr-only">: {title}</span>
      </button>
      <div id={filmId} hidden={!open} className="mt-3 max-w-sm">
        {open ? <InstagramEmbed url={url} title={title} /> : null}
      </div>
    </div>
  );
}
