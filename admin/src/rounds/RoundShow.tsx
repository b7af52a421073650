import {
  Alert,
  Box,
  Button as MuiButton,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import {
  BooleanField,
  Link,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { formatIst, IstDateField } from '../common/dates';
import { UnscoredWarning } from '../jury-assignments/UnscoredWarning';
import { JuryMetricsSwitch } from '../jury-assignments/JuryMetricsSwitch';
import { RoundPublication } from './RoundPublication';
import { RoundTitle } from './RoundTitle';
import { answer, consoleApi } from '../auth/api';
import { UndoButton } from '../common/UndoButton';
import { useConsoleCall } from '../common/use-console-call';
import { formatNumber, NUMBER_LOCALE } from '../common/choices';
import type { components } from '../api/schema';

type RankedEntry = components['schemas']['RankedEntryDto'];

type Preview = components['schemas']['PromotionPreviewDto'];

/** How the API ranked the round (round-ranking.ts); weights are shares from 0 to 1. */
type RankingMethod = Preview['method'];

const percent = (share: number | undefined) => `${Math.round((share ?? 0) * 100)} %`;

function describeMethod(method: RankingMethod): string {
  switch (method.ranking) {
    case 'views':
      return 'views';
    case 'blend':
      return `views and public votes (views ${percent(method.viewsWeight)}, votes ${percent(method.votesWeight)})`;
    case 'combined':
      return `views and jury (views weight ${method.viewsWeight})`;
    case 'jury':
      return 'the jury';
  }
}

/** How the API breaks a tie at the line (ranking-rule.ts RANK_ORDER; jury-results.ts for the jury rounds). */
function describeTieBreak(method: RankingMethod): string {
  return method.ranking === 'combined' || method.ranking === 'jury'
    ? 'the higher jury score, then the higher creativity mark, then the earlier entry'
    : 'more views, then more likes, then the earlier entry';
}

/** How many of the lowest places going through to show above the line. */
const ABOVE_LINE = 10;

// Cut rows are told apart by their words and a muted (still AA-contrast) text colour, not by fading.
const CUT_ROW = { '& td:not(:nth-of-type(2))': { color: 'text.secondary' } };

function RankingRows({ rows, through }: { rows: RankedEntry[]; through: boolean }) {
  return (
    <>
      {rows.map((row) => (
        <TableRow key={row.submissionId} sx={through ? undefined : CUT_ROW}>
          <TableCell>{row.position}</TableCell>
          <TableCell>
            <Link to={`/entries/${row.submissionId}/show`}>{row.author ?? row.instagramUrl}</Link>
          </TableCell>
          <TableCell align="right">{formatNumber(row.views)}</TableCell>
          <TableCell align="right">{row.score === null ? '—' : Number(row.score).toFixed(2)}</TableCell>
          <TableCell>{through ? 'goes through' : 'cut'}</TableCell>
        </TableRow>
      ))}
    </>
  );
}

/**
 * Before a round closes: entries still awaiting verification (closing leaves them out for good) and nobody
 * going through need a ticked box each; the API refuses the close otherwise (close_not_acknowledged).
 */
function CloseWarnings({
  roundId,
  pendingEntries,
  advancing,
  acknowledged,
  onAcknowledge,
}: {
  roundId: number;
  pendingEntries: number;
  /** null for the final, which promotes nobody by design. */
  advancing: number | null;
  acknowledged: CloseAcknowledgements;
  onAcknowledge: (value: CloseAcknowledgements) => void;
}) {
  return (
    <>
      {pendingEntries > 0 && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {formatNumber(pendingEntries)} {pendingEntries === 1 ? 'entry is' : 'entries are'} still awaiting
          verification. Closing now leaves {pendingEntries === 1 ? 'it' : 'them'} out of round {roundId} for good.
          <FormControlLabel
            sx={{ display: 'block', mt: 1 }}
            control={
              <Checkbox
                checked={acknowledged.acknowledgePendingEntries}
                onChange={(event) =>
                  onAcknowledge({ ...acknowledged, acknowledgePendingEntries: event.target.checked })
                }
              />
            }
            label="Close without the unverified entries"
          />
        </Alert>
      )}
      {advancing === 0 && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          Nobody goes through to round {roundId + 1}: no creator has a verified film in round {roundId}.
          <FormControlLabel
            sx={{ display: 'block', mt: 1 }}
            control={
              <Checkbox
                checked={acknowledged.acknowledgeNobodyThrough}
                onChange={(event) => onAcknowledge({ ...acknowledged, acknowledgeNobodyThrough: event.target.checked })}
              />
            }
            label={`Close with nobody going through to round ${roundId + 1}`}
          />
        </Alert>
      )}
    </>
  );
}

interface CloseAcknowledgements {
  acknowledgePendingEntries: boolean;
  acknowledgeNobodyThrough: boolean;
}

const NOTHING_ACKNOWLEDGED: CloseAcknowledgements = {
  acknowledgePendingEntries: false,
  acknowledgeNobodyThrough: false,
};

/** Preview of the line between who goes through and who is cut, then closing the round. */
function Promotion() {
  const record = useRecordContext<components['schemas']['RoundRowDto']>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [count, setCount] = useState<string>('');
  const [normalised, setNormalised] = useState(false);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [confirming, setConfirming] = useState(false);
  // Jury rounds: closing with unscored assignments needs an explicit acknowledgement.
  const [juryReady, setJuryReady] = useState(false);
  const [acknowledged, setAcknowledged] = useState(false);
  const [closeAcknowledged, setCloseAcknowledged] = useState(NOTHING_ACKNOWLEDGED);
  const { busy, run } = useConsoleCall();
  if (!record) return null;
  const juryRound = Number(record.id) >= 3;
  if (record.closedAt) {
    const next = Number(record.id) + 1;
    return (
      <Stack spacing={1}>
        <Alert severity="info">
          Closed on {formatIst(record.closedAt)}
          {record.id === 4
            ? '; the results are final.'
            : `; ${formatNumber(record.promoted ?? 0)} ${record.promoted === 1 ? 'creator' : 'creators'} went through to round ${next}.`}
        </Alert>
        <Box>
          <UndoButton
            label="Reopen round…"
            title={`Reopen round ${record.id}?`}
            consequence={
              record.id === 4
                ? 'The final opens again: jury scores can change until it is closed again.'
                : `The round opens again until its end date, and the ${record.promoted ?? 0} creators it promoted leave round ${next}. Refused once round ${next} has started. When it closes again, only creators whose outcome changed hear from us (a correction).`
            }
            undo={(reason) =>
              consoleApi.POST('/rounds/{id}/reopen', { params: { path: { id: record.id } }, body: { reason } })
            }
            done={`Round ${record.id} reopened`}
          />
        </Box>
      </Stack>
    );
  }
  const final = record.id === 4;
  const effectiveCount = count || String(record.advanceCount ?? '');
  // The preview counts afresh; the final has none, so the round's own count serves.
  const pendingEntries = preview?.pendingEntries ?? record.pendingEntries;
  const advancing = final ? null : (preview?.advancing.length ?? null);
  const closeReady =
    (pendingEntries === 0 || closeAcknowledged.acknowledgePendingEntries) &&
    (advancing !== 0 || closeAcknowledged.acknowledgeNobodyThrough);

  const load = () =>
    run(async () => {
      const query = { count: effectiveCount ? Number(effectiveCount) : undefined, normalised };
      setPreview(
        await answer(consoleApi.GET('/rounds/{id}/promotion', { params: { path: { id: record.id }, query } })),
      );
    });

  // The confirmation closes whatever the outcome: a refusal (say, the scores moved) is shown as an error.
  const close = async () => {
    await run(async () => {
      const body = final
        ? { ...closeAcknowledged }
        : {
            count: preview!.count,
            normalised,
            lastAdvancingId: preview!.advancing.at(-1)?.submissionId,
            ...closeAcknowledged,
          };
      await consoleApi.POST('/rounds/{id}/close', { params: { path: { id: record.id } }, body });
      notify(`Round ${record.id} closed`, { type: 'success' });
      refresh();
    });
    setConfirming(false);
  };

  return (
    <Stack spacing={2}>
      {final ? (
        <Typography>The final promotes nobody; closing it freezes the jury's scores and the results.</Typography>
      ) : (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <MuiTextField
            id="promotion-count"
            label="How many go through"
            type="number"
            size="small"
            value={effectiveCount}
            onChange={(event) => {
              setCount(event.target.value);
              setPreview(null);
            }}
            slotProps={{ htmlInput: { min: 1 } }}
          />
          {record.id === 3 && (
            <FormControlLabel
              control={
                <Checkbox
                  checked={normalised}
                  onChange={(event) => (setNormalised(event.target.checked), setPreview(null))}
                />
              }
              label="Normalise jurors' scores"
            />
          )}
          <MuiButton variant="outlined" onClick={load} disabled={busy || !effectiveCount}>
            Preview the line
          </MuiButton>
        </Stack>
      )}
      {preview && (
        <Box>
          <Typography gutterBottom>
            {preview.advancing.length} of {preview.total} creators go through to round {preview.nextRoundId} (one place
            each, with their best verified film), ranked by {describeMethod(preview.method)}.
          </Typography>
          {preview.tieAtBoundary && (
            <Alert severity="warning" sx={{ mb: 1 }}>
              The last entry through and the first one cut have the same score; the tie-break (
              {describeTieBreak(preview.method)}) decides.
            </Alert>
          )}
          <Table size="small" aria-label="Entries around the line">
            <TableHead>
              <TableRow>
                <TableCell>Place</TableCell>
                <TableCell>Entry</TableCell>
                <TableCell align="right">Views</TableCell>
                <TableCell align="right">Score</TableCell>
                <TableCell>Outcome</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              <RankingRows rows={preview.advancing.slice(-ABOVE_LINE)} through />
              <RankingRows rows={preview.cut} through={false} />
            </TableBody>
          </Table>
        </Box>
      )}
      <Box>
        <MuiButton
          variant="contained"
          color="warning"
          disabled={busy || (!final && !preview)}
          onClick={() => (setCloseAcknowledged(NOTHING_ACKNOWLEDGED), setConfirming(true))}
        >
          {final ? 'Close the final' : 'Close round and promote'}
        </MuiButton>
      </Box>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="close-round-title">
        <DialogTitle id="close-round-title">Close round {record.id}?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {final
              ? 'Jury scores freeze and the results become final (until the final is reopened).'
              : `The ranking freezes and ${preview?.advancing.length ?? 0} creators enter round ${Number(record.id) + 1}. You can reopen the round until round ${Number(record.id) + 1} starts.`}
          </DialogContentText>
          <CloseWarnings
            roundId={Number(record.id)}
            pendingEntries={pendingEntries}
            advancing={advancing}
            acknowledged={closeAcknowledged}
            onAcknowledge={setCloseAcknowledged}
          />
          {juryRound && confirming && (
            <UnscoredWarning
              roundId={Number(record.id)}
              acknowledged={acknowledged}
              onAcknowledge={setAcknowledged}
              onReady={setJuryReady}
            />
          )}
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setConfirming(false)}>Cancel</MuiButton>
          <MuiButton
            color="warning"
            variant="contained"
            onClick={close}
            disabled={busy || !closeReady || (juryRound && !juryReady)}
          >
            Close round
          </MuiButton>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

export default function RoundShow() {
  return (
    <Show title={<RoundTitle />}>
      <SimpleShowLayout>
        <TextField source="phase" />
        <TextField source="title" />
        <TextField source="description" />
        <TextField source="status" />
        <IstDateField source="startsAt" label="Starts" showTime emptyText="to be decided" />
        <IstDateField source="endsAt" label="Ends" showTime emptyText="to be decided" />
        <BooleanField source="acceptsSubmissions" label="Takes entries" />
        <TextField source="evaluationMethod" />
        <NumberField locales={NUMBER_LOCALE} source="verifiedEntries" label="Verified entries" />
        <NumberField locales={NUMBER_LOCALE} source="pendingEntries" label="Awaiting verification" />
        <NumberField locales={NUMBER_LOCALE} source="advanceCount" label="Goes through" emptyText="—" />
        <JuryMetricsSwitch />
        <Promotion />
        <RoundPublication />
      </SimpleShowLayout>
    </Show>
  );
}
