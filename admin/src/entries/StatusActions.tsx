import BlockIcon from '@mui/icons-material/Block';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useState } from 'react';
import {
  Button,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useUnselectAll,
  useUpdate,
} from 'react-admin';
import type { components, Schema } from '../api/schema';
import { answer, consoleApi } from '../auth/api';
import { ReasonField } from '../common/ReasonField';
import { UndoButton } from '../common/UndoButton';
import { useConsoleCall } from '../common/use-console-call';

type Decision = components['schemas']['ConsoleDecision'];

const WORDING: Record<Decision, { verb: string; title: string; help: string }> = {
  verified: { verb: 'Verify', title: 'Verify', help: 'The entry joins the ranking at the next recompute.' },
  rejected: {
    verb: 'Reject',
    title: 'Reject',
    help: 'The participant sees this reason in My Submissions. Be specific and polite.',
  },
  disqualified: {
    verb: 'Disqualify',
    title: 'Disqualify',
    help: 'The entry leaves the ranking. The participant sees this reason in My Submissions.',
  },
};

/** Asks for the reason a participant will read (reject, disqualify), or confirms a verification. */
function DecisionDialog({
  decision,
  count,
  onClose,
  onConfirm,
  busy,
}: {
  decision: Decision | null;
  count: number;
  onClose: () => void;
  onConfirm: (reason: string | null) => void;
  busy: boolean;
}) {
  const [reason, setReason] = useState('');
  if (!decision) return null;
  const wording = WORDING[decision];
  const needsReason = decision !== 'verified';
  const subject = count === 1 ? 'this entry' : `${count} entries`;
  return (
    <Dialog open onClose={onClose} aria-labelledby="decision-title" fullWidth maxWidth="sm">
      <DialogTitle id="decision-title">
        {wording.title} {subject}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{wording.help}</DialogContentText>
        {needsReason && (
          <ReasonField
            id="decision-reason"
            label="Reason shown to the participant"
            value={reason}
            onChange={setReason}
          />
        )}
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose}>Cancel</MuiButton>
        <MuiButton
          variant="contained"
          color={decision === 'verified' ? 'primary' : 'error'}
          disabled={busy || (needsReason && !reason.trim())}
          onClick={() => onConfirm(needsReason ? reason.trim() : null)}
        >
          {wording.verb}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
}

/** Verify / Reject… / Disqualify… on one entry, offered according to its status. */
export function EntryDecisionButtons() {
  const record = useRecordContext<Schema<'EntryDetailDto'>>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  const [decision, setDecision] = useState<Decision | null>(null);
  if (!record) return null;

  const decide = (reason: string | null) =>
    update(
      'entries',
      { id: record.id, data: { status: decision, statusReason: reason }, previousData: record },
      {
        onSuccess: () => {
          notify(`Entry ${decision}`, { type: 'success' });
          setDecision(null);
          refresh();
        },
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );

  return (
    <>
      {record.status === 'pending' && (
        <>
          <Button label="Verify" variant="contained" onClick={() => setDecision('verified')}>
            <CheckIcon />
          </Button>
          <Button label="Reject…" color="error" variant="outlined" onClick={() => setDecision('rejected')}>
            <CloseIcon />
          </Button>
        </>
      )}
      {record.status === 'verified' && (
        <Button label="Disqualify…" color="error" variant="outlined" onClick={() => setDecision('disqualified')}>
          <BlockIcon />
        </Button>
      )}
      {(record.status === 'rejected' || record.status === 'disqualified') && (
        <UndoButton
          label="Reinstate…"
          title="Reinstate this entry"
          consequence={
            record.status === 'rejected'
              ? 'The rejection is undone: the entry goes back to the queue as pending, and the participant no longer reads the reason.'
              : 'The disqualification is undone: the entry is verified again and rejoins the ranking at the next recompute.'
          }
          undo={(reason) =>
            consoleApi.POST('/entries/{id}/reinstate', { params: { path: { id: record.id } }, body: { reason } })
          }
          done="Entry reinstated"
        />
      )}
      <DecisionDialog
        key={decision ?? 'none'}
        decision={decision}
        count={1}
        busy={isPending}
        onClose={() => setDecision(null)}
        onConfirm={decide}
      />
    </>
  );
}

/** Verify or reject the selected entries in one call; entries that cannot move are reported, not lost. */
export function BulkDecisionButtons() {
  const { selectedIds, resource } = useListContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(resource ?? 'entries');
  const [decision, setDecision] = useState<Decision | null>(null);
  const { busy, run } = useConsoleCall();

  const decide = (reason: string | null) =>
    run(async () => {
      const outcome = await answer(
        consoleApi.POST('/entries/bulk-status', {
          body: { ids: selectedIds, status: decision!, statusReason: reason },
        }),
      );
      const skipped = outcome.failed.length ? `; ${outcome.failed.length} could not change (already decided)` : '';
      notify(`${outcome.updated.length} entries ${decision}${skipped}`, {
        type: outcome.failed.length ? 'warning' : 'success',
      });
      setDecision(null);
      unselectAll();
      refresh();
    });

  return (
    <>
      <Button label="Verify" onClick={() => setDecision('verified')}>
        <CheckIcon />
      </Button>
      <Button label="Reject…" color="error" onClick={() => setDecision('rejected')}>
        <CloseIcon />
      </Button>
      <DecisionDialog
        key={decision ?? 'none'}
        decision={decision}
        count={selectedIds.length}
        busy={busy}
        onClose={() => setDecision(null)}
        onConfirm={decide}
      />
    </>
  );
}
