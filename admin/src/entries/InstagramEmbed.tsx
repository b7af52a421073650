import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Card, CardContent, Link, Stack, Typography } from '@mui/material';

/**
 * The post itself, through Instagram's embed page, above a plain link card. The card is the fallback:
 * it stays useful when the embed cannot load (post deleted or private, Instagram unreachable).
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
  return (
    <Stack spacing={1}>
      <iframe
        title={`Instagram post ${shortcode}`}
        src={`https://www.instagram.com/reel/${encodeURIComponent(shortcode)}/embed/`}
        width="100%"
        height="620"
        loading="lazy"
        referrerPolicy="no-referrer"
        sandbox="allow-scripts allow-same-origin allow-popups"
        style={{ border: '1px solid #ddd', borderRadius: 8, maxWidth: 420 }}
      />
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
