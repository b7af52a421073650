import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { useRef } from 'react';
// The site's embed, one copy for both front-ends (Dockerfile.web copies web/ beside admin/).
import { useInstagramEmbed } from '../../../web/src/lib/instagram-embed';

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
  const embedded = useInstagramEmbed(hostRef, `https://www.instagram.com/reel/${encodeURIComponent(shortcode)}/`);

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
