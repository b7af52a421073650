import LockResetIcon from '@mui/icons-material/LockReset';
import SendIcon from '@mui/icons-material/Send';
import { Chip } from '@mui/material';
import { Button, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { components } from '../api/schema';
import { consoleApi } from '../auth/api';
import { formatIst } from '../common/dates';
import { useConsoleCall } from '../common/use-console-call';

type ConsoleAccountRecord = components['schemas']['ConsoleAccountDto'];

/** Whether the account's owner still has to set their password from the invitation link. */
export function InvitationField(_props: { label?: string }) {
  const account = useRecordContext<ConsoleAccountRecord>();
  if (!account?.invitation) return null;
  return account.invitation === 'pending' ? (
    <Chip size="small" color="info" label={`Invitation pending until ${formatIst(account.invitationExpiresAt)}`} />
  ) : (
    <Chip size="small" color="warning" label="Invitation expired" />
  );
}

/** Mails a new link; the previous one stops working. Shown only while the account has no password. */
export function ResendInvitationButton() {
  const account = useRecordContext<ConsoleAccountRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { busy, run } = useConsoleCall();
  if (!account?.invitation) return null;
  return (
    <Button
      label="Resend invitation"
      disabled={busy}
      onClick={(event) => {
        event.stopPropagation(); // inside a list row, whose click opens the account
        void run(async () => {
          await consoleApi.POST('/accounts/{id}/invitation', { params: { path: { id: account.id } } });
          notify(`A new invitation was sent to ${account.email}; the previous link no longer works`, {
            type: 'success',
          });
          refresh();
        });
      }}
    >
      <SendIcon />
    </Button>
  );
}

/**
 * Mails the owner of an account that has a password a link to choose a new one (the sign-in page's "Forgot your
 * password?"). The way to help a juror who has scored: nobody else may set their password (README, "Console").
 */
export function SendPasswordResetButton() {
  const account = useRecordContext<ConsoleAccountRecord>();
  const notify = useNotify();
  const { busy, run } = useConsoleCall();
  if (!account || account.invitation || account.disabled) return null;
  return (
    <Button
      label="Send password reset link"
      disabled={busy}
      onClick={() =>
        void run(async () => {
          await consoleApi.POST('/auth/password-reset', { body: { email: account.email } });
          notify(`A link to choose a new password was sent to ${account.email} (at most three an hour)`, {
            type: 'success',
          });
        })
      }
    >
      <LockResetIcon />
    </Button>
  );
}
