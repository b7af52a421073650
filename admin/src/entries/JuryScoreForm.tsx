import { Alert, Box, Button, Checkbox, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { consoleApi } from '../auth/api';
import { useConsoleCall } from '../common/use-console-call';
import type { components } from '../api/schema';

type Score = components['schemas']['ScoreRowDto'];

type Assignment = components['schemas']['AssignmentRowDto'];

/** The rubric: what a 2, a 5 and an 8 mean on each criterion, so every juror marks on the same scale. */
const CRITERIA = [
  {
    key: 'creativity',
    label: 'Creativity and innovation (40 %)',
    anchors: [
      [2, 'A familiar idea told in a predictable way'],
      [5, 'Some fresh choices in an otherwise conventional film'],
      [8, 'An original idea or form; uses AI in a way that surprises'],
    ],
  },
  {
    key: 'culturalAuthenticity',
    label: 'Cultural authenticity (30 %)',
    anchors: [
      [2, 'Stereotypes or surface decoration'],
      [5, 'Recognisable people and places, respectfully but thinly drawn'],
      [8, 'Specific, lived-in detail of Indian life that rings true'],
    ],
  },
  {
    key: 'technicalExcellence',
    label: 'Technical excellence (30 %)',
    anchors: [
      [2, 'Visible glitches, hard to follow, poor sound'],
      [5, 'Coherent and watchable, with noticeable flaws'],
      [8, 'Polished image, edit and sound; AI artefacts absent or deliberate'],
    ],
  },
] as const;

type Marks = Record<(typeof CRITERIA)[number]['key'], string>;

const marksLine = (score: Score) =>
  CRITERIA.map(({ key, label }) => `${label.replace(/ \(.*\)$/, '')} ${score[key] ?? '—'}`).join(', ');

/** The juror's own work in a closed round, read-only: it is final and counts as it stands. */
export function ClosedRoundScore({ assignment, score }: { assignment: Assignment; score: Score | undefined }) {
  return (
    <Box component="section" aria-labelledby={`closed-score-${assignment.id}`}>
      <Typography id={`closed-score-${assignment.id}`} variant="subtitle1" component="h3">
        Your score (Round {assignment.roundId}, closed)
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {!score
          ? 'Not scored before the round closed.'
          : score.conflict
            ? 'You abstained on this entry (conflict of interest).'
            : `Weighted score ${score.weightedScore?.toFixed(2)} / 10 (${marksLine(score)}). Final: the round is closed.`}
      </Typography>
      {score?.comment && <Typography variant="body2">Comment: {score.comment}</Typography>}
    </Box>
  );
}

/** The juror's own marks for an assigned entry (0–10 per criterion and a comment), or an abstention. */
export function JuryScoreForm({ assignment, score }: { assignment: Assignment; score: Score | undefined }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [conflict, setConflict] = useState(score?.conflict ?? false);
  const [marks, setMarks] = useState<Marks>({
    creativity: score?.creativity?.toString() ?? '',
    culturalAuthenticity: score?.culturalAuthenticity?.toString() ?? '',
    technicalExcellence: score?.technicalExcellence?.toString() ?? '',
  });
  const [comment, setComment] = useState(score?.comment ?? '');
  const { busy, run } = useConsoleCall();

  const valid = (value: string) => /^\d+$/.test(value) && Number(value) <= 10;
  const ready = conflict || CRITERIA.every(({ key }) => valid(marks[key]));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    const body = conflict
      ? { conflict: true, comment: comment || null }
      : {
          conflict: false,
          creativity: Number(marks.creativity),
          culturalAuthenticity: Number(marks.culturalAuthenticity),
          technicalExcellence: Number(marks.technicalExcellence),
          comment: comment || null,
        };
    await run(async () => {
      if (score) await consoleApi.PUT('/scores/{id}', { params: { path: { id: score.id } }, body });
      else await consoleApi.POST('/scores', { body: { assignmentId: assignment.id, ...body } });
      notify(conflict ? 'Abstention recorded' : 'Score saved', { type: 'success' });
      refresh();
    });
  };

  return (
    <Box
      component="form"
      onSubmit={submit}
      aria-labelledby={`score-heading-${assignment.id}`}
      sx={{ maxWidth: 480, width: '100%' }}
    >
      <Typography id={`score-heading-${assignment.id}`} variant="h6" component="h2" gutterBottom>
        Your score (Round {assignment.roundId})
      </Typography>
      {score && !score.conflict && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Saved: weighted score {score.weightedScore?.toFixed(2)} / 10. You can change it until the round closes.
        </Alert>
      )}
      {score?.conflict && (
        <Alert severity="info" sx={{ mb: 2 }}>
          You abstained on this entry (conflict of interest).
        </Alert>
      )}
      <Stack spacing={2}>
        {CRITERIA.map(({ key, label, anchors }) => (
          <Box key={key}>
            {/* Above the field, not MUI's floating label: that one is a single line, cut on a phone. */}
            <Typography
              component="label"
              htmlFor={`score-${key}`}
              variant="subtitle2"
              sx={{ display: 'block', mb: 0.5 }}
            >
              {label}
            </Typography>
            <TextField
              id={`score-${key}`}
              type="number"
              required={!conflict}
              disabled={conflict}
              value={conflict ? '' : marks[key]}
              onChange={(event) => setMarks({ ...marks, [key]: event.target.value })}
              error={!conflict && marks[key] !== '' && !valid(marks[key])}
              helperText="A whole number from 0 to 10"
              fullWidth
              slotProps={{
                htmlInput: { min: 0, max: 10, step: 1, 'aria-describedby': `score-${key}-helper-text rubric-${key}` },
              }}
            />
            <Box
              component="ul"
              id={`rubric-${key}`}
              sx={{ m: 0, mt: 0.5, pl: 2.5, color: 'text.secondary', fontSize: 13 }}
            >
              {anchors.map(([mark, meaning]) => (
                <li key={mark}>
                  <strong>{mark}</strong>: {meaning}
                </li>
              ))}
            </Box>
          </Box>
        ))}
        <TextField
          id="score-comment"
          label="Comment"
          multiline
          minRows={3}
          value={comment}
          onChange={(event) => setComment(event.target.value.slice(0, 2000))}
        />
        <FormControlLabel
          control={<Checkbox checked={conflict} onChange={(event) => setConflict(event.target.checked)} />}
          label="I have a conflict of interest with this entry and abstain"
        />
        <Box>
          <Button type="submit" variant="contained" disabled={busy || !ready}>
            {score ? 'Update score' : conflict ? 'Abstain' : 'Submit score'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
