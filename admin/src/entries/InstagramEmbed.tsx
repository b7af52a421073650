import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';

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

/** Instagram's embed script, loaded once; blocked or offline it rejects and may be tried again later. */
function loadEmbedScript(): Promise<InstagramEmbeds> {
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
 * The post through Instagram's embed, shown only once Instagram's script has turned it into its frame; until
 * then, and whenever Instagram cannot be reached (offline, blocked, post deleted), only the link card shows,
 * never a broken frame. The same fail-closed behaviour as the public site.
 */
export function InstagramEmbed({
  url,
  shortcode,
  username,
}: {
  url: string;
  shortcode: string;
  username?: string | null;
}) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [embedded, setEmbedded] = useState(false);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let cancelled = false;
    // Instagram's script swaps the blockquote for its iframe; React never renders inside `host`.
    const quote = document.createElement('blockquote');
    quote.className = 'instagram-media';
    quote.setAttribute('data-instgrm-permalink', `https://www.instagram.com/reel/${encodeURIComponent(shortcode)}/`);
    quote.setAttribute('data-instgrm-version', '14');
    host.replaceChildren(quote);
    const watcher = new MutationObserver(() => {
      if (host.querySelector('iframe')) setEmbedded(true);
    });
    watcher.observe(host, { childList: true, subtree: true });
    loadEmbedScript()
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
  }, [shortcode]);

  return (
    <Stack spacing={1}>
      <Box ref={hostRef} sx={{ display: embedded ? 'block' : 'none', maxWidth: 420 }} />
      <Card variant="outlined" sx={{ maxWidth: 420 }}>
        <CardContent>
          <Typography variant="subtitle2" component="p">
            {username ? `@${username} on Instagram` : 'Instagram post'}
          </Typography>
          <Link href={url} target="_blank" rel="noopener noreferrer" sx={{ wordBreak: 'break-all' }}>
            {url}
            <OpenInNewIcon
              fontSize="inherit"
              sx={{ ml: 0.5, verticalAlign: 'middle' }}
              titleAccess="opens in a new tab"
            />
          </Link>
        </CardContent>
      </Card>
    </Stack>
  );
}
