import { Alert, Box, Button, Card, CardContent, CircularProgress, TextField, Typography } from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { HttpError, useNotify } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { components } from '../api/schema';
import { answer, apiMessage, consoleApi } from './api';

/** The API's password rule (api/src/admin/auth/passwords.ts). */
const MIN_LENGTH = 12;

type Invitation = components['schemas']['InvitationDetailsDto'];

/** The API's refusal in its own words; without its error shape (offline, a proxy's page) the API was not reached. */
const problemOf = (error: unknown) =>
  (error instanceof HttpError && apiMessage(error.body)) || 'The console cannot be reached. Try again in a moment.';

/**
 * The page an invitation e-mail links to (`#/set-password?token=…`), outside the signed-in console: the
 * person chooses their own password once, then signs in with it.
 */
export default function SetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const notify = useNotify();
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    answer(consoleApi.GET('/auth/invitation', { params: { query: { token } } }))
      .then(setInvitation)
      .catch((error: unknown) => setProblem(problemOf(error)));
  }, [token]);

  const tooShort = password.length > 0 && password.length < MIN_LENGTH;
  const mismatch = again.length > 0 && again !== password;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password.length < MIN_LENGTH || password !== again) return;
    setBusy(true);
    try {
      await consoleApi.POST('/auth/invitation', { body: { token, password } });
      notify('Your password is set: sign in with it', { type: 'success' });
      navigate('/login');
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            Choose your password
          </Typography>
          {problem && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {problem}
            </Alert>
          )}
          {!invitation && !problem && <CircularProgress size={24} aria-label="Checking the link" />}
          {invitation && (
            <form onSubmit={(event) => void submit(event)} noValidate>
              <Typography sx={{ mb: 2 }}>
                For the {invitation.role === 'admin' ? 'organiser' : 'juror'} account{' '}
                <strong>{invitation.email}</strong>. The link works once.
              </Typography>
              <TextField
                label="New password"
                type="password"
                autoComplete="new-password"
                fullWidth
                margin="normal"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                error={tooShort}
                helperText={`At least ${MIN_LENGTH} characters`}
              />
              <TextField
                label="Repeat the password"
                type="password"
                autoComplete="new-password"
                fullWidth
                margin="normal"
                value={again}
                onChange={(event) => setAgain(event.target.value)}
                error={mismatch}
                helperText={mismatch ? 'The two passwords differ' : ' '}
              />
              <Button
                type="submit"
                variant="contained"
                fullWidth
                sx={{ mt: 2 }}
                disabled={busy || password.length < MIN_LENGTH || password !== again}
              >
                Set password
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
