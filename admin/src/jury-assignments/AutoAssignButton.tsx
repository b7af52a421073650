import GroupAddIcon from '@mui/icons-material/GroupAdd';
import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { Button, useNotify, useRefresh } from 'react-admin';
import type { components } from '../api/schema';
import { answer, consoleApi } from '../auth/api';
import { useConsoleCall } from '../common/use-console-call';
import { JURY_ROUNDS } from '../common/choices';

type JuryRound = components['schemas']['JuryRound'];

/** N jurors per entry of a round, evenly loaded, never a juror who declared a conflict (done by the API). */
export function AutoAssignButton() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [roundId, setRoundId] = useState<JuryRound>(3);
  const [perEntry, setPerEntry] = useState('3');
  const { busy, run: call } = useConsoleCall();

  const run = () =>
    call(async () => {
      const outcome = await answer(
        consoleApi.POST('/jury-assignments/auto', { body: { roundId, jurorsPerEntry: Number(perEntry) } }),
      );
      const short = outcome.shortfalls.length
        ? `; ${outcome.shortfalls.length} entries lack jurors without a conflict`
        : '';
      notify(`${outcome.created} assignments made${short}`, {
        type: outcome.shortfalls.length ? 'warning' : 'success',
      });
      setOpen(false);
      refresh();
    });

  return (
    <>
      <Button label="Assign automatically" onClick={() => setOpen(true)}>
        <GroupAddIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="auto-assign-title">
        <DialogTitle id="auto-assign-title">Assign jurors automatically</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Every verified entry of the round gets jurors up to the number below, spread evenly over the active jurors.
            Existing assignments stay; nobody gets an entry they declared a conflict with.
          </DialogContentText>
          <Stack spacing={2} sx={{ mt: 2 }}>
            <TextField
              select
              id="auto-round"
              label="Round"
              value={roundId}
              onChange={(event) => setRoundId(Number(event.target.value) as JuryRound)}
            >
              {JURY_ROUNDS.map((round) => (
                <MenuItem key={round.id} value={round.id}>
                  {round.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              id="auto-per-entry"
              label="Jurors per entry"
              type="number"
              value={perEntry}
              onChange={(event) => setPerEntry(event.target.value)}
              slotProps={{ htmlInput: { min: 1, max: 20 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>Cancel</MuiButton>
          <MuiButton variant="contained" onClick={run} disabled={busy || !(Number(perEntry) >= 1)}>
            Assign
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
