import { type RefObject, useEffect, useState } from 'react';

/*
 * Instagram's embed, shared by the site and the console (which imports this file from web/): each draws its own
 * link card, this turns a post into Instagram's frame inside an element the caller keeps empty.
 */

const EMBED_SCRIPT_URL = 'https://www.instagram.com/embed.js';

interface InstagramEmbeds {
  Embeds: { process: () => void };
}
declare global {
  interface Window {
    instgrm?: InstagramEmbeds;
  }
}

let embedScript: Promise<InstagramEmbeds> | null = null;

/**
 * Instagram's embed script, loaded once and only by screens that show posts. It may be blocked or offline:
 * the caller keeps its link card then, and a later screen tries again.
 */
function loadInstagramEmbedScript(): Promise<InstagramEmbeds> {
  if (window.instgrm) return Promise.resolve(window.instgrm);
  embedScript ??= new Promise<InstagramEmbeds>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = EMBED_SCRIPT_URL;
    script.async = true;
    script.onload = () => (window.instgrm ? resolve(window.instgrm) : reject(new Error('Instagram embeds missing')));
    script.onerror = () => {
      embedScript = null;
      script.remove();
      reject(new Error('Instagram embed script could not be loaded'));
    };
    document.body.appendChild(script);
  });
  return embedScript;
}

/**
 * Embeds the post at `permalink` (none: nothing yet, e.g. while it is off screen) in `hostRef`'s element and
 * tells whether Instagram's frame has arrived: until then, and whenever Instagram cannot be reached (offline,
 * blocked, post deleted), the caller shows its link card, never a broken frame.
 */
export function useInstagramEmbed(hostRef: RefObject<HTMLElement | null>, permalink: string | null): boolean {
  const [embedded, setEmbedded] = useState(false);

  useEffect(() => {
    const host = hostRef.current;
    if (!host || !permalink) return;
    let cancelled = false;
    // Instagram's script swaps the blockquote for its iframe; React never renders inside `host`.
    const quote = document.createElement('blockquote');
    quote.className = 'instagram-media';
    quote.setAttribute('data-instgrm-permalink', permalink);
    quote.setAttribute('data-instgrm-version', '14');
    host.replaceChildren(quote);
    const watcher = new MutationObserver(() => {
      if (host.querySelector('iframe')) setEmbedded(true);
    });
    watcher.observe(host, { childList: true, subtree: true });
    loadInstagramEmbedScript()
      .then((instagram) => {
        if (!cancelled) instagram.Embeds.process();
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      watcher.disconnect();
      host.replaceChildren();
      setEmbedded(false);
    };
  }, [hostRef, permalink]);

  return embedded;
}
