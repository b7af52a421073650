import { Box, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Layout, Login, LoginClasses, LoginForm } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { DevModeBanner } from './DevModeBanner';

export function ConsoleLayout({ children }: { children: ReactNode }) {
  return (
    // The content column may be narrower than a wide table, which then scrolls inside its card, not the page.
    <Layout sx={{ minWidth: 0, '& .RaLayout-content': { minWidth: 0 } }}>
      <DevModeBanner />
      {children}
    </Layout>
  );
}

/** One width for the card and everything in it, so the form sits centred under its title. */
export const SIGN_IN_CARD = { width: 360, maxWidth: 'calc(100vw - 32px)' } as const;

export function ConsoleLogin() {
  return (
    <Login sx={{ [`& .${LoginClasses.card}`]: SIGN_IN_CARD }}>
      <Typography variant="h6" component="h1" align="center" sx={{ mb: 1 }}>
        Contest console
      </Typography>
      <DevModeBanner />
      <LoginForm sx={{ '& .RaLoginForm-content': { width: 'auto' } }} />
      <Box sx={{ textAlign: 'center', pb: 2 }}>
        <Link component={RouterLink} to="/forgot-password">
          Forgot your password?
        </Link>
      </Box>
    </Login>
  );
}
