import UndoIcon from '@mui/icons-material/Undo';
import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useState } from 'react';
import { Button, useNotify, useRefresh } from 'react-admin';
import { ReasonField } from './ReasonField';
import { useConsoleCall } from './use-console-call';

/**
 * Undoing a decision (reinstating an entry, reopening a round): a confirmation that says what will happen and
 * asks why, then the `undo` call with that reason; the audit log keeps it.
 */
export function UndoButton({
  label,
  title,
  consequence,
  undo,
  done,
}: {
  label: string;
  title: string;
  consequence: string;
  /** The typed call that undoes it, with the reason given. */
  undo: (reason: string) => Promise<unknown>;
  done: string;
}) {
  const notify = useNotify();
  const refresh = useRefresh();
  const { busy, run } = useConsoleCall();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');

  const confirm = () =>
    run(async () => {
      await undo(reason.trim());
      notify(done, { type: 'success' });
      setOpen(false);
      setReason('');
      refresh();
    });

  return (
    <>
      <Button label={label} variant="outlined" onClick={() => setOpen(true)}>
        <UndoIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="undo-title" fullWidth maxWidth="sm">
        <DialogTitle id="undo-title">{title}</DialogTitle>
        <DialogContent>
          <DialogContentText>{consequence}</DialogContentText>
          <ReasonField id="undo-reason" label="Reason (kept in the audit log)" value={reason} onChange={setReason} />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>Cancel</MuiButton>
          <MuiButton variant="contained" color="warning" disabled={busy || !reason.trim()} onClick={confirm}>
            {label.replace(/…$/, '')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
