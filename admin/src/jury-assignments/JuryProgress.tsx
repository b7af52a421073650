import { Alert, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link } from 'react-admin';
import { answer, consoleApi } from '../auth/api';
import { formatNumber } from '../common/choices';
import type { components, Schema } from '../api/schema';

export type JuryProgressData = components['schemas']['JuryProgressDto'];

/** The API answers for one jury round or, without one, for both. */
const isJuryRound = (roundId?: number): roundId is Schema<'JuryRound'> => roundId === 3 || roundId === 4;

/** Each juror's work in a jury round (or both); null while loading or when it could not be read. */
export function useJuryProgress(roundId?: number): { progress: JuryProgressData | null; error: string | null } {
  const [progress, setProgress] = useState<JuryProgressData | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    setProgress(null);
    answer(
      consoleApi.GET('/jury-assignments/progress', {
        params: { query: { roundId: isJuryRound(roundId) ? roundId : undefined } },
      }),
    )
      .then((data) => current && setProgress(data))
      .catch((failure: Error) => current && setError(failure.message));
    return () => {
      current = false;
    };
  }, [roundId]);
  return { progress, error };
}

const toScoreLink = (jurorId: string, roundId: number | null) =>
  `/jury-assignments?filter=${encodeURIComponent(
    JSON.stringify({ jurorId, state: 'to_score', ...(roundId ? { roundId } : {}) }),
  )}`;

/** Per-juror progress: assigned, scored, abstained, still to score (linking to what is left). */
export function JuryProgress({ roundId }: { roundId?: number }) {
  const { progress, error } = useJuryProgress(roundId);
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!progress) return <Typography variant="body2">Loading jury progress…</Typography>;
  if (!progress.jurors.length) return <Typography variant="body2">No juror accounts yet.</Typography>;
  const { totals } = progress;
  return (
    <>
      <Typography variant="body2" gutterBottom>
        {roundId ? `Round ${roundId}: ` : 'Rounds 3 and 4: '}
        {formatNumber(totals.scored + totals.abstained)} of {formatNumber(totals.assigned)} assignments done,{' '}
        {formatNumber(totals.toScore)} still to score.
      </Typography>
      <Table size="small" aria-label="Jury progress by juror">
        <TableHead>
          <TableRow>
            <TableCell>Juror</TableCell>
            <TableCell align="right">Assigned</TableCell>
            <TableCell align="right">Scored</TableCell>
            <TableCell align="right">Abstained</TableCell>
            <TableCell align="right">To score</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {progress.jurors.map((juror) => (
            <TableRow key={juror.jurorId}>
              <TableCell>
                {juror.jurorName ? `${juror.jurorName} (${juror.jurorEmail})` : juror.jurorEmail}
                {juror.disabled && ' — disabled'}
              </TableCell>
              <TableCell align="right">{formatNumber(juror.assigned)}</TableCell>
              <TableCell align="right">{formatNumber(juror.scored)}</TableCell>
              <TableCell align="right">{formatNumber(juror.abstained)}</TableCell>
              <TableCell align="right">
                {juror.toScore > 0 ? (
                  <Link to={toScoreLink(juror.jurorId, progress.roundId)}>{formatNumber(juror.toScore)}</Link>
                ) : (
                  '0'
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
