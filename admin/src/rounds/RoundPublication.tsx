import {
  Alert,
  Box,
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
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
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { answer, consoleApi } from '../auth/api';
import { formatIst } from '../common/dates';
import { ExportButton } from '../common/download';
import { CATEGORIES, formatNumber } from '../common/choices';
import { useConsoleCall } from '../common/use-console-call';
import type { Schema } from '../api/schema';

type RoundResults = Schema<'RoundResultsDto'>;
type ResultLine = Schema<'ResultLineDto'>;

/** What the public page says the round's lines are. */
const OUTCOME_WORDS: Record<RoundResults['outcome'], string> = {
  top500: 'creators who went through',
  top100: 'creators who went through',
  finalists: 'finalists',
  winners: 'winners',
};

/** A line's figure as the public page shows it: the blend's score (Rounds 1–2) or the jury's (3–4). */
function lineScore(line: ResultLine): string {
  const score = line.figures ? line.figures.score : line.score;
  return score === null || score === undefined ? '—' : Number(score).toFixed(2);
}

/** The first page of what the public results page will show, with its total. */
function PreviewTable({ preview }: { preview: RoundResults }) {
  return (
    <Box>
      <Typography gutterBottom>
        The public page lists {formatNumber(preview.total)} {OUTCOME_WORDS[preview.outcome]}
        {preview.total > preview.items.length ? `; the first ${preview.items.length} are shown here` : ''}.
      </Typography>
      <Table size="small" aria-label="What the public results page shows">
        <TableHead>
          <TableRow>
            <TableCell>Place</TableCell>
            <TableCell>Name as shown</TableCell>
            <TableCell>State</TableCell>
            <TableCell>Theme</TableCell>
            <TableCell align="right">Score</TableCell>
            {preview.outcome === 'winners' && <TableCell>Prize</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {preview.items.map((line) => (
            <TableRow key={line.submissionId}>
              <TableCell>{line.place}</TableCell>
              <TableCell>{line.displayName}</TableCell>
              <TableCell>{line.state ?? '—'}</TableCell>
              <TableCell>{CATEGORIES.find((item) => item.id === line.category)?.name ?? line.category}</TableCell>
              <TableCell align="right">{lineScore(line)}</TableCell>
              {preview.outcome === 'winners' && <TableCell>{line.prize?.title ?? '—'}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/**
 * Publishing a closed round's results: a preview of exactly what the public page will show, an optional embargo
 * (the results go public at that time, and the entrants hear then), and unpublishing with a confirmation.
 */
export function RoundPublication() {
  const record = useRecordContext<Schema<'RoundRowDto'>>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { busy, run } = useConsoleCall();
  const [preview, setPreview] = useState<RoundResults | null>(null);
  const [embargo, setEmbargo] = useState('');
  const [unpublishing, setUnpublishing] = useState(false);
  if (!record?.closedAt) return null;
  const id = record.id;
  const exportButton = (
    <ExportButton
      path={`/exports/results.csv?filter=${encodeURIComponent(JSON.stringify({ roundId: id }))}`}
      label="Download results.csv"
      filename={`round-${id}-results.csv`}
    />
  );

  if (record.publishedAt) {
    const embargoed = record.embargoUntil && new Date(record.embargoUntil).getTime() > Date.now();
    const unpublish = async () => {
      await run(async () => {
        await answer(consoleApi.POST('/rounds/{id}/unpublish', { params: { path: { id } } }));
        notify(`Round ${id} results unpublished`, { type: 'success' });
        refresh();
      });
      setUnpublishing(false);
    };
    return (
      <Stack spacing={1}>
        <Alert severity={embargoed ? 'warning' : 'success'}>
          Results published on {formatIst(record.publishedAt)}
          {embargoed
            ? `, under embargo until ${formatIst(record.embargoUntil)}: nothing shows in public before then.`
            : record.embargoUntil
              ? `; public since ${formatIst(record.embargoUntil)}.`
              : '; public since then.'}
        </Alert>
        <Stack direction="row" spacing={2}>
          <MuiButton variant="outlined" color="warning" onClick={() => setUnpublishing(true)} disabled={busy}>
            Unpublish results…
          </MuiButton>
          {exportButton}
        </Stack>
        <Dialog open={unpublishing} onClose={() => setUnpublishing(false)} aria-labelledby="unpublish-title">
          <DialogTitle id="unpublish-title">Unpublish the results of round {id}?</DialogTitle>
          <DialogContent>
            <DialogContentText>
              The results page of round {id} answers "not published" at once; copies kept by the site's cache go within
              seconds. Entrants already told are not told again when you publish once more.
            </DialogContentText>
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={() => setUnpublishing(false)}>Cancel</MuiButton>
            <MuiButton color="warning" variant="contained" onClick={unpublish} disabled={busy}>
              Unpublish
            </MuiButton>
          </DialogActions>
        </Dialog>
      </Stack>
    );
  }

  const load = () =>
    run(async () => {
      setPreview(await answer(consoleApi.GET('/rounds/{id}/publication-preview', { params: { path: { id } } })));
    });
  const publish = async () => {
    await run(async () => {
      const body = embargo ? { embargoUntil: new Date(embargo).toISOString() } : {};
      await answer(consoleApi.POST('/rounds/{id}/publish', { params: { path: { id } }, body }));
      notify(embargo ? `Round ${id} results published under embargo` : `Round ${id} results published`, {
        type: 'success',
      });
      refresh();
    });
    setPreview(null);
  };

  return (
    <Stack spacing={2}>
      <Typography>
        The results of round {id} are not published: the public sees nothing of them until you publish.
      </Typography>
      <Stack direction="row" spacing={2}>
        <MuiButton variant="outlined" onClick={load} disabled={busy}>
          Publish results…
        </MuiButton>
        {exportButton}
      </Stack>
      <Dialog open={!!preview} onClose={() => setPreview(null)} aria-labelledby="publish-title" fullWidth maxWidth="md">
        <DialogTitle id="publish-title">Publish the results of round {id}?</DialogTitle>
        <DialogContent>
          {preview && <PreviewTable preview={preview} />}
          <MuiTextField
            id="publish-embargo"
            label="Embargo until (your local time; leave empty to publish at once)"
            type="datetime-local"
            fullWidth
            sx={{ mt: 3 }}
            value={embargo}
            onChange={(event) => setEmbargo(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <DialogContentText sx={{ mt: 2 }}>
            {embargo
              ? 'The results go public at the embargo time; the round’s entrants are told then.'
              : 'The results go public now and the round’s entrants are told.'}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setPreview(null)}>Cancel</MuiButton>
          <MuiButton variant="contained" onClick={publish} disabled={busy}>
            {embargo ? 'Publish under embargo' : 'Publish now'}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
