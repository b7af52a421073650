import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { answer, consoleApi } from '../auth/api';
import { formatNumber } from '../common/choices';
import { formatIst } from '../common/dates';
import { useConsoleCall } from '../common/use-console-call';
import type { components, Schema } from '../api/schema';

/** GET /admin/entries/{id}/votes. */
type VoteReview = components['schemas']['VoteReviewDto'];

const hourLabel = (iso: string) => formatIst(iso);

/**
 * The entry's public votes for organisers: totals, the flagged share and why, the hourly timeline, and
 * voiding an hour's flagged votes or one voter's votes with a reason (audited; counts and board update at once).
 */
export function EntryVotes() {
  const record = useRecordContext<Schema<'EntryDetailDto'>>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { busy, run } = useConsoleCall();
  const [review, setReview] = useState<VoteReview | null>(null);
  const [target, setTarget] = useState<{ flaggedFrom: string; flaggedTo: string } | { voterId: string } | null>(null);
  const [voterId, setVoterId] = useState('');
  const [reason, setReason] = useState('');
  const id = record?.id as string | undefined;

  useEffect(() => {
    if (id)
      void run(async () =>
        setReview(await answer(consoleApi.GET('/entries/{id}/votes', { params: { path: { id } } }))),
      );
  }, [id]);

  if (!id || !review) return <Typography color="text.secondary">Loading votes…</Typography>;

  const confirmVoid = () =>
    run(async () => {
      const outcome = await answer(
        consoleApi.POST('/entries/{id}/votes/void', {
          params: { path: { id } },
          body: { ...target, reason: reason.trim() },
        }),
      );
      setReview(outcome.votes);
      setTarget(null);
      setReason('');
      notify(`${outcome.voided} vote(s) voided`, { type: 'success' });
      refresh();
    });

  return (
    <Stack spacing={2}>
      <Typography>
        {formatNumber(review.counted)} counted, {formatNumber(review.voided)} voided;{' '}
        <strong>{Math.round(review.flaggedShare * 100)} % flagged</strong> (new accounts {review.flags.newAccount}, one
        address {review.flags.sameAddress}, bursts {review.flags.burst})
      </Typography>
      {review.flagged > 0 && (
        <Alert severity="warning">Flags are signals, not proof: shared carrier addresses are normal in India.</Alert>
      )}
      {review.timeline.length > 0 && (
        <Table size="small" aria-label="Votes per hour">
          <TableHead>
            <TableRow>
              <TableCell>Hour (IST)</TableCell>
              <TableCell align="right">Votes</TableCell>
              <TableCell align="right">Flagged</TableCell>
              <TableCell align="right">Voided</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {review.timeline.map((hour) => (
              <TableRow key={hour.hour}>
                <TableCell>
                  {hourLabel(hour.hour)}
                  {hour.burst ? ' · burst' : ''}
                </TableCell>
                <TableCell align="right">{formatNumber(hour.votes)}</TableCell>
                <TableCell align="right">{formatNumber(hour.flagged)}</TableCell>
                <TableCell align="right">{formatNumber(hour.voided)}</TableCell>
                <TableCell align="right">
                  {hour.flagged > 0 && (
                    <Button
                      size="small"
                      color="error"
                      onClick={() =>
                        setTarget({
                          flaggedFrom: hour.hour,
                          flaggedTo: new Date(new Date(hour.hour).getTime() + 3_600_000).toISOString(),
                        })
                      }
                    >
                      Void flagged…
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField size="small" label="Voter id" value={voterId} onChange={(e) => setVoterId(e.target.value.trim())} />
        <Button color="error" disabled={!voterId} onClick={() => setTarget({ voterId })}>
          Void this voter's votes…
        </Button>
      </Stack>
      <Dialog open={target !== null} onClose={() => setTarget(null)} aria-labelledby="void-title" fullWidth>
        <DialogTitle id="void-title">Void votes</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            required
            fullWidth
            multiline
            minRows={2}
            margin="normal"
            label="Reason (kept in the audit log)"
            value={reason}
            onChange={(event) => setReason(event.target.value.slice(0, 500))}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setTarget(null)}>Cancel</Button>
          <Button
            variant="contained"
            color="error"
            disabled={busy || reason.trim().length < 3}
            onClick={() => void confirmVoid()}
          >
            Void
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
