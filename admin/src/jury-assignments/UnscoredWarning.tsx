import { Alert, Checkbox, FormControlLabel } from '@mui/material';
import { useEffect } from 'react';
import { formatNumber } from '../common/choices';
import { useJuryProgress } from './JuryProgress';

/**
 * Before a jury round closes: how many assignments nobody has scored yet (their marks will never count),
 * and a box to tick to close anyway. Reports through `onReady` whether closing may go ahead.
 */
export function UnscoredWarning({
  roundId,
  acknowledged,
  onAcknowledge,
  onReady,
}: {
  roundId: number;
  acknowledged: boolean;
  onAcknowledge: (value: boolean) => void;
  onReady: (ready: boolean) => void;
}) {
  const { progress, error } = useJuryProgress(roundId);
  const unscored = progress?.totals.toScore ?? 0;
  const ready = (progress !== null || error !== null) && (unscored === 0 || acknowledged);
  useEffect(() => onReady(ready), [ready, onReady]);
  if (error) return <Alert severity="warning">Could not count unscored assignments: {error}</Alert>;
  if (!progress || unscored === 0) return null;
  const jurors = progress.jurors.filter((juror) => juror.toScore > 0);
  return (
    <Alert severity="warning" sx={{ mt: 2 }}>
      {formatNumber(unscored)} {unscored === 1 ? 'assignment is' : 'assignments are'} not scored yet (
      {jurors.map((juror) => `${juror.jurorName ?? juror.jurorEmail}: ${formatNumber(juror.toScore)}`).join(', ')}).
      Closing now leaves them out of the results for good.
      <FormControlLabel
        sx={{ display: 'block', mt: 1 }}
        control={<Checkbox checked={acknowledged} onChange={(event) => onAcknowledge(event.target.checked)} />}
        label="Close without these scores"
      />
    </Alert>
  );
}
