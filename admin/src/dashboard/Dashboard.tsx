import {
  Alert,
  Card,
  CardContent,
  Grid,
  Link as MuiLink,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, Title, useNotify } from 'react-admin';
import { answer, consoleApi } from '../auth/api';
import { ExportButton } from '../common/download';
import { formatNumber } from '../common/choices';
import { formatIst } from '../common/dates';
import { JuryProgress } from '../jury-assignments/JuryProgress';
import { BarChart } from './BarChart';
import type { components } from '../api/schema';

type Overview = components['schemas']['DashboardDto'];

const TOKEN: Record<Overview['metricsSource']['token'], string> = {
  valid: 'valid',
  refused: 'refused by Instagram',
  not_checked: 'not checked yet (no Graph API call so far)',
  not_used: 'not used (no Instagram source)',
};

const when = (iso: string | null) => formatIst(iso, { fallback: 'never' });

function age(seconds: number | null): string {
  if (seconds === null) return 'none waiting';
  if (seconds < 3600) return `${Math.floor(seconds / 60)} minutes`;
  if (seconds < 172_800) return `${Math.floor(seconds / 3600)} hours`;
  return `${Math.floor(seconds / 86_400)} days`;
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** The organisers' overview: the verification queue, submissions per day, the metrics source, the top entries. */
export default function Dashboard() {
  const notify = useNotify();
  const [overview, setOverview] = useState<Overview | null>(null);
  useEffect(() => {
    answer(consoleApi.GET('/dashboard'))
      .then(setOverview)
      .catch((error: Error) => notify(error.message, { type: 'error' }));
  }, [notify]);

  return (
    <>
      <Title title="Dashboard" />
      <Typography variant="h5" component="h1" sx={{ mt: 2, mb: 2 }}>
        Contest overview
      </Typography>
      {!overview ? (
        <Typography>Loading…</Typography>
      ) : (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Panel title="Entries by status">
              <Table size="small" aria-label="Entries by status">
                <TableBody>
                  {Object.entries(overview.entriesByStatus).map(([status, count]) => (
                    <TableRow key={status}>
                      <TableCell component="th" scope="row">
                        <Link to={`/entries?filter=${encodeURIComponent(JSON.stringify({ status }))}`}>{status}</Link>
                      </TableCell>
                      <TableCell align="right">{formatNumber(count)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <Typography variant="body2" sx={{ mt: 1 }}>
                Oldest pending entry waiting: {age(overview.pending.oldestAgeSeconds)}
              </Typography>
            </Panel>
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <Panel title="Entries per day (IST)">
              <BarChart days={overview.entriesPerDay} />
            </Panel>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Panel title="Metrics source">
              {overview.metricsSource.health.status === 'down' && (
                <Alert severity="error" sx={{ mb: 1 }}>
                  {overview.metricsSource.health.error ?? overview.metricsSource.reason}
                </Alert>
              )}
              {overview.metricsSource.health.status === 'disabled' && (
                <Alert severity="warning" sx={{ mb: 1 }}>
                  {overview.metricsSource.health.reason}
                </Alert>
              )}
              {overview.metricsSource.throttled && (
                <Alert severity="warning" sx={{ mb: 1 }}>
                  Instagram is throttling us until {when(overview.metricsSource.throttledUntil)}.
                </Alert>
              )}
              {overview.metricsSource.simulated && (
                <Alert severity="info" sx={{ mb: 1 }}>
                  The figures are simulated demo metrics, not Instagram's.
                </Alert>
              )}
              <Typography variant="body2">Source: {overview.metricsSource.provider}</Typography>
              <Typography variant="body2">Token: {TOKEN[overview.metricsSource.token]}</Typography>
              <Typography variant="body2">Last good refresh: {when(overview.metricsSource.lastSuccessAt)}</Typography>
              <Typography variant="body2">
                Last cycle:{' '}
                {overview.metricsSource.lastCycle
                  ? `${overview.metricsSource.lastCycle.status}, ${overview.metricsSource.lastCycle.samples} samples, started ${when(overview.metricsSource.lastCycle.startedAt)}`
                  : 'none yet'}
              </Typography>
              <Typography variant="body2">
                API usage:{' '}
                {overview.metricsSource.usagePercent === null ? 'unknown' : `${overview.metricsSource.usagePercent} %`}
              </Typography>
            </Panel>
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <Panel title="Top entries now">
              <Typography variant="body2" gutterBottom>
                Board updated {when(overview.leaderboard.lastUpdated)}
              </Typography>
              <Table size="small" aria-label="Top entries">
                <TableHead>
                  <TableRow>
                    <TableCell>Rank</TableCell>
                    <TableCell>Creator</TableCell>
                    <TableCell align="right">Views</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {overview.leaderboard.top.map((item) => (
                    <TableRow key={item.submissionId}>
                      <TableCell>{item.rank}</TableCell>
                      <TableCell>
                        <Link to={`/entries/${item.submissionId}/show`}>{item.user.displayName}</Link>
                      </TableCell>
                      <TableCell align="right">{formatNumber(item.metrics.views)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              {overview.leaderboard.top.length === 0 && <Typography variant="body2">No ranked entries yet.</Typography>}
            </Panel>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Panel title="SMS codes this hour">
              {overview.smsBudget.runningHot && (
                <Alert severity="warning" sx={{ mb: 1 }}>
                  The SMS budget is running hot: raise SMS_HOURLY_BUDGET for a real peak, or look for codes requested to
                  numbers nobody holds.
                </Alert>
              )}
              <Typography variant="body2">
                Sent: {formatNumber(overview.smsBudget.sentThisHour)} of {formatNumber(overview.smsBudget.hourlyBudget)}
              </Typography>
              <Typography variant="body2">
                Sign-in codes stop at {formatNumber(overview.smsBudget.signInCeiling)}; the rest is kept for signed-in
                people verifying a mobile.
              </Typography>
            </Panel>
          </Grid>
          <Grid size={12}>
            <Panel title="Jury progress">
              <JuryProgress />
            </Panel>
          </Grid>
          <Grid size={12}>
            <Panel title="Exports">
              <ExportButton
                path="/exports/entries.csv"
                label="Entries with metrics and scores (CSV)"
                filename="entries.csv"
              />
              <ExportButton path="/exports/participants.csv" label="Participants (CSV)" filename="participants.csv" />
              <Typography variant="body2" sx={{ mt: 1 }}>
                Participants' contact details: handle the file under the privacy policy (
                <MuiLink href="/privacy">/privacy</MuiLink>).
              </Typography>
            </Panel>
          </Grid>
        </Grid>
      )}
    </>
  );
}
