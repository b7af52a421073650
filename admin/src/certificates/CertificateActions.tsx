import BlockIcon from '@mui/icons-material/Block';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import { Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField as MuiTextField } from '@mui/material';
import { useState } from 'react';
import { Button, TopToolbar, useNotify, useRecordContext, useRedirect, useRefresh } from 'react-admin';
import { consoleApi } from '../auth/api';
import { useConsoleCall } from '../common/use-console-call';
import type { CertificateRow } from './certificate-wording';

/**
 * Revoke (with a reason the holder reads) or reissue (a new code printed with the holder's current profile name;
 * the old code then verifies as revoked). Both are audited and the holder is told.
 */
export function CertificateActions() {
  const certificate = useRecordContext<CertificateRow>();
  const notify = useNotify();
  const refresh = useRefresh();
  const redirect = useRedirect();
  const { busy, run } = useConsoleCall();
  const [revoking, setRevoking] = useState(false);
  const [reason, setReason] = useState('');
  if (!certificate) return <TopToolbar />;
  const path = { id: certificate.id };
  const revoke = () =>
    run(async () => {
      await consoleApi.POST('/certificates/{id}/revoke', { params: { path }, body: { reason } });
      setRevoking(false);
      notify('Certificate revoked; the holder is told', { type: 'success' });
      refresh();
    });
  const reissue = () =>
    run(async () => {
      const { data } = await consoleApi.POST('/certificates/{id}/reissue', { params: { path } });
      notify(`Reissued as ${data?.code ?? 'a new certificate'}; the holder is told`, { type: 'success' });
      if (data) redirect('show', 'certificates', data.id);
    });
  return (
    <TopToolbar>
      <Stack direction="row" spacing={1}>
        <Button label="Reissue" disabled={busy || certificate.replacedBy !== null} onClick={() => void reissue()}>
          <AutorenewIcon />
        </Button>
        <Button
          label="Revoke"
          color="error"
          disabled={busy || certificate.revokedAt !== null}
          onClick={() => setRevoking(true)}
        >
          <BlockIcon />
        </Button>
      </Stack>
      <Dialog open={revoking} onClose={() => setRevoking(false)} fullWidth>
        <DialogTitle>Revoke {certificate.id}</DialogTitle>
        <DialogContent>
          <MuiTextField
            autoFocus
            fullWidth
            multiline
            margin="dense"
            label="Reason (the holder reads it)"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button label="Cancel" onClick={() => setRevoking(false)} />
          <Button label="Revoke" color="error" disabled={busy || !reason.trim()} onClick={() => void revoke()} />
        </DialogActions>
      </Dialog>
    </TopToolbar>
  );
}
