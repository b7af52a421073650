import {
  Box,
  Card,
  CardContent,
  Grid,
  List as MuiList,
  ListItem,
  ListItemText,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { Link, Show, TopToolbar, usePermissions, useRecordContext } from 'react-admin';
import { ASSIGNMENT_STATES, CATEGORIES, CREATOR_TIERS, formatNumber } from '../common/choices';
import type { components, Schema } from '../api/schema';
import { formatIst, formatIstInterval } from '../common/dates';
import { InstagramEmbed } from './InstagramEmbed';
import { ClosedRoundScore, JuryScoreForm } from './JuryScoreForm';
import { MetricChart } from './MetricChart';
import { OwnershipSection } from './OwnershipSection';
import { EntryVotes } from './EntryVotes';
import { EntryDecisionButtons } from './StatusActions';
import { StatusChip } from './StatusChip';

type Entry = Schema<'EntryDetailDto'>;
type Assignment = components['schemas']['AssignmentRowDto'];
type Score = components['schemas']['ScoreRowDto'];

const when = (iso: string | null | undefined) => formatIst(iso);
const label = (choices: Array<{ id: string; name: string }>, id?: string | null) =>
  choices.find((choice) => choice.id === id)?.name ?? id ?? '—';
const yesNo = (value: boolean | null | undefined) =>
  value === null || value === undefined ? 'unknown' : value ? 'yes' : 'no';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function Facts({ items }: { items: Array<[string, ReactNode]> }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
    >
      {items.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

type AutoCheck = components['schemas']['AutoCheckDto'];
type AutoCheckName = AutoCheck['checks'][number]['name'];

const CHECK_LABELS: Record<AutoCheckName, string> = {
  collaboration: 'Collab accepted',
  reel: 'Is a Reel',
  hashtags: 'Hashtags present',
  mention: 'Mention present',
  postedInWindow: 'Posted in the round',
  owner: 'Posted by the entrant',
};

/** The API's list of checks as it is: "All checks passed" is those same checks all passing. */
function AutoChecks() {
  const record = useRecordContext<{ autoCheck?: AutoCheck | null }>();
  const check = record?.autoCheck;
  if (!check) return <Typography color="text.secondary">The metrics worker has not checked this post yet.</Typography>;
  const result = (item: AutoCheck['checks'][number]): string => {
    if (item.name === 'hashtags' && item.value === false) {
      return `no (missing ${check.missingHashtags.join(', ') || '?'})`;
    }
    if (item.name === 'owner' && item.value === null) return 'unknown (compare the handles above)';
    return yesNo(item.value);
  };
  return (
    <Facts
      items={[
        ['All checks passed', yesNo(check.passed)],
        ...check.checks.map((item): [string, ReactNode] => [CHECK_LABELS[item.name], result(item)]),
        ['Checked', when(check.checkedAt)],
      ]}
    />
  );
}

function History() {
  const record = useRecordContext<Entry>();
  const history = record?.history ?? [];
  if (!history.length) return <Typography color="text.secondary">No status changes yet.</Typography>;
  return (
    <Table size="small" aria-label="Status history">
      <TableHead>
        <TableRow>
          <TableCell>When</TableCell>
          <TableCell>Change</TableCell>
          <TableCell>By</TableCell>
          <TableCell>Reason</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {history.map((change, index) => (
          <TableRow key={index}>
            <TableCell>{when(change.createdAt)}</TableCell>
            <TableCell>
              {change.fromStatus ?? 'new'} → {change.toStatus}
            </TableCell>
            <TableCell>{change.actorType}</TableCell>
            <TableCell>{change.reason ?? ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Anomalies() {
  const record = useRecordContext<Entry>();
  const flags = record?.anomalyFlags ?? [];
  if (!flags.length) return <Typography color="text.secondary">No sudden jumps in views.</Typography>;
  return (
    <MuiList dense>
      {flags.map((flag) => (
        <ListItem key={String(flag.id)}>
          <ListItemText
            primary={`Views jumped from ${formatNumber(flag.previousViews)} to ${formatNumber(flag.views)}`}
            secondary={formatIstInterval(flag.previousSampledAt, flag.sampledAt)}
          />
        </ListItem>
      ))}
    </MuiList>
  );
}

const mark = (value: unknown) => (value === null || value === undefined ? '—' : String(value));

/** Organisers only: every juror's marks and comment on this entry (jurors never read each other's). */
function JuryWork() {
  const record = useRecordContext<Entry>();
  const assignments = record?.assignments ?? [];
  const scores = record?.scores ?? [];
  if (!assignments.length) return <Typography color="text.secondary">No jurors assigned.</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Jury assignments and scores">
        <TableHead>
          <TableRow>
            <TableCell>Round</TableCell>
            <TableCell>Juror</TableCell>
            <TableCell>State</TableCell>
            <TableCell align="right">Creativity</TableCell>
            <TableCell align="right">Cultural</TableCell>
            <TableCell align="right">Technical</TableCell>
            <TableCell align="right">Weighted</TableCell>
            <TableCell>Comment</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {assignments.map((assignment) => {
            const score = scores.find((item) => item.assignmentId === assignment.id);
            return (
              <TableRow key={String(assignment.id)}>
                <TableCell>{assignment.roundId}</TableCell>
                <TableCell>{assignment.jurorEmail}</TableCell>
                <TableCell>{label(ASSIGNMENT_STATES, String(assignment.state))}</TableCell>
                <TableCell align="right">{mark(score?.creativity)}</TableCell>
                <TableCell align="right">{mark(score?.culturalAuthenticity)}</TableCell>
                <TableCell align="right">{mark(score?.technicalExcellence)}</TableCell>
                <TableCell align="right">
                  {score?.weightedScore === null || !score ? '—' : Number(score.weightedScore).toFixed(2)}
                </TableCell>
                <TableCell>{score?.comment ? String(score.comment) : '—'}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}

function EntryDetail() {
  const record = useRecordContext<Entry>();
  const { permissions } = usePermissions();
  if (!record) return null;
  const organiser = permissions === 'admin';
  // A finalist carries the juror's Round 3 assignment as well as Round 4's: the open round's is scored, the
  // closed one's shown read-only below it.
  const assignments = [...(record.assignments ?? [])].sort(
    (a: Assignment, b: Assignment) => Number(a.roundClosed) - Number(b.roundClosed) || b.roundId - a.roundId,
  );
  const scoreOf = (assignment: Assignment) =>
    (record.scores ?? []).find((item: Score) => item.assignmentId === assignment.id);

  return (
    <Grid container spacing={2} sx={{ p: 2 }}>
      <Grid size={{ xs: 12, md: 5 }}>
        <InstagramEmbed url={record.instagramUrl} shortcode={record.shortcode} username={record.igUsername} />
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <Stack spacing={2}>
          <Section title="Entry">
            <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
              <StatusChip />
              {record.statusReason && <Typography variant="body2">Reason: {record.statusReason}</Typography>}
            </Stack>
            <Facts
              items={[
                ['Category', label(CATEGORIES, record.category)],
                ['Submitted', when(record.createdAt)],
                ['Round reached', record.stage],
                ...((record.metricsHidden
                  ? [['Views and likes', 'hidden while you judge (the organisers decide per round)']]
                  : [
                      ['Views', formatNumber(record.views)],
                      ['Likes', formatNumber(record.likes)],
                      ['Figures from', when(record.metricsAt)],
                    ]) as Array<[string, ReactNode]>),
                ...(organiser
                  ? ([['Leaderboard rank', record.rank ?? 'not ranked']] as Array<[string, ReactNode]>)
                  : []),
              ]}
            />
          </Section>
          {!organiser && assignments.length > 0 && (
            <Section title="Scoring">
              <Stack spacing={3}>
                {assignments.map((assignment) =>
                  assignment.roundClosed ? (
                    <ClosedRoundScore key={assignment.id} assignment={assignment} score={scoreOf(assignment)} />
                  ) : (
                    <JuryScoreForm key={assignment.id} assignment={assignment} score={scoreOf(assignment)} />
                  ),
                )}
              </Stack>
            </Section>
          )}
          {organiser && (
            <Section title="Participant">
              <Facts
                items={[
                  [
                    'Name',
                    <Link to={`/participants/${record.participantId}/show`}>{record.author ?? 'no name yet'}</Link>,
                  ],
                  ['Creator tier', label(CREATOR_TIERS, record.creatorCategory)],
                  ['State', record.stateProvince ?? '—'],
                ]}
              />
            </Section>
          )}
          {organiser && (
            <Section title="Instagram owner and claims">
              <OwnershipSection />
            </Section>
          )}
          {organiser && (
            <Section title="Automatic checks">
              <AutoChecks />
            </Section>
          )}
          {/* Hidden with the figures when the round judges blind, not an empty chart that says so. */}
          {!record.metricsHidden && (
            <Section title="Views over time">
              <MetricChart points={record.metricHistory ?? []} />
            </Section>
          )}
          {organiser && (
            <Section title="Anomaly flags">
              <Anomalies />
            </Section>
          )}
          {organiser && (
            <Section title="Public votes">
              <EntryVotes />
            </Section>
          )}
          {organiser && (
            <Section title="Status history">
              <History />
            </Section>
          )}
          {organiser && (
            <Section title="Jury">
              <JuryWork />
            </Section>
          )}
        </Stack>
      </Grid>
    </Grid>
  );
}

function EntryShowActions() {
  const { permissions } = usePermissions();
  return <TopToolbar>{permissions === 'admin' && <EntryDecisionButtons />}</TopToolbar>;
}

function EntryTitle() {
  const record = useRecordContext<Entry>();
  return <span>{record ? `Entry ${record.shortcode}` : 'Entry'}</span>;
}

export default function EntryShow() {
  return (
    <Show title={<EntryTitle />} actions={<EntryShowActions />}>
      <EntryDetail />
    </Show>
  );
}
