import { Alert, Box, Button, Card, CardContent, Link, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { HttpError } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { SIGN_IN_CARD } from '../layout/ConsoleLayout';
import { apiMessage, consoleApi } from './api';

/**
 * "Forgot your password?" from the sign-in page: the API mails a set-password link (SetPasswordPage) to an
 * enabled console account, and answers the same whatever the address, so this page says no more than that.
 */
export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      await consoleApi.POST('/auth/password-reset', { body: { email } });
      setSentTo(email.trim());
    } catch (error) {
      setProblem(
        (error instanceof HttpError && apiMessage(error.body)) ||
          'The console cannot be reached. Try again in a moment.',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Card sx={SIGN_IN_CARD}>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            Forgot your password?
          </Typography>
          {sentTo ? (
            <Alert severity="success" sx={{ mb: 2 }}>
              If <strong>{sentTo}</strong> is a console account, a link to choose a new password is on its way. It works
              once, for one hour.
            </Alert>
          ) : (
            <form onSubmit={(event) => void submit(event)}>
              <Typography sx={{ mb: 1 }}>
                Enter your console e-mail address: we will send you a link to choose a new password.
              </Typography>
              {problem && (
                <Alert severity="error" sx={{ mb: 1 }}>
                  {problem}
                </Alert>
              )}
              <TextField
                label="E-mail"
                type="email"
                autoComplete="username"
                required
                fullWidth
                margin="normal"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
              <Button type="submit" variant="contained" fullWidth sx={{ mt: 1 }} disabled={busy || !email.trim()}>
                Send the link
              </Button>
            </form>
          )}
          <Box sx={{ textAlign: 'center', mt: 2 }}>
            <Link component={RouterLink} to="/login">
              Back to sign-in
            </Link>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
