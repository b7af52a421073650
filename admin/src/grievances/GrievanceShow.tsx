import {
  Alert,
  Box,
  Button as MuiButton,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import {
  FunctionField,
  Labeled,
  ReferenceField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  useGetList,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { consoleApi } from '../auth/api';
import { formatIst, IstDateField } from '../common/dates';
import { UndoButton } from '../common/UndoButton';
import { useConsoleCall } from '../common/use-console-call';
import { SETTABLE_STATUS_CHOICES, STATUS_CHOICES, TOPIC_CHOICES, type GrievanceDetail } from './grievance-wording';

/** Who works on it and where it stands: status (open, in progress, closed) and assignee, audited. */
function Assignment() {
  const grievance = useRecordContext<GrievanceDetail>();
  const refresh = useRefresh();
  const notify = useNotify();
  const { busy, run } = useConsoleCall();
  const { data: organisers = [] } = useGetList('accounts', {
    filter: { role: 'admin', disabled: false },
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'email', order: 'ASC' },
  });
  if (!grievance) return null;
  const save = (body: { status?: (typeof SETTABLE_STATUS_CHOICES)[number]['id']; assigneeId?: string | null }) =>
    run(async () => {
      await consoleApi.PUT('/grievances/{id}', {
        params: { path: { id: grievance.id } },
        body: body as { status?: 'open' | 'in_progress' | 'closed'; assigneeId?: string | null },
      });
      notify('Saved', { type: 'success' });
      refresh();
    });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <MuiTextField
        select
        label="Status"
        size="small"
        sx={{ minWidth: 180 }}
        value={grievance.status === 'answered' ? '' : grievance.status}
        disabled={busy}
        onChange={(event) => void save({ status: event.target.value as 'open' | 'in_progress' | 'closed' })}
      >
        {SETTABLE_STATUS_CHOICES.map((choice) => (
          <MenuItem key={choice.id} value={choice.id}>
            {choice.name}
          </MenuItem>
        ))}
      </MuiTextField>
      <MuiTextField
        select
        label="Assignee"
        size="small"
        sx={{ minWidth: 260 }}
        value={grievance.assigneeId ?? ''}
        disabled={busy}
        onChange={(event) => void save({ assigneeId: event.target.value || null })}
      >
        <MenuItem value="">Nobody</MenuItem>
        {organisers.map((account) => (
          <MenuItem key={account.id} value={account.id}>
            {(account as { email: string }).email}
          </MenuItem>
        ))}
      </MuiTextField>
    </Stack>
  );
}

/**
 * Reversing the decision the grievance contests: the entries' own reinstate path, naming this grievance so the
 * grievance and the audit log both record it.
 */
function ReinstateEntry() {
  const grievance = useRecordContext<GrievanceDetail>();
  const submissionId = grievance?.submissionId;
  if (!grievance || !submissionId) return null;
  if (grievance.entryStatus !== 'rejected' && grievance.entryStatus !== 'disqualified') return null;
  return (
    <UndoButton
      label="Reinstate the entry…"
      title="Reinstate the entry this grievance is about"
      consequence={
        grievance.entryStatus === 'rejected'
          ? 'The rejection is undone: the entry goes back to the queue as pending. The grievance records it.'
          : 'The disqualification is undone: the entry is verified again and rejoins the ranking. The grievance records it.'
      }
      undo={(reason) =>
        consoleApi.POST('/entries/{id}/reinstate', {
          params: { path: { id: submissionId } },
          body: { reason, grievanceId: grievance.id },
        })
      }
      done="Entry reinstated"
    />
  );
}

/** A text box with a button: an internal note, or the answer the participant reads. */
function Compose({
  label,
  action,
  withClose,
  onSend,
}: {
  label: string;
  action: string;
  withClose?: boolean;
  onSend: (text: string, close: boolean) => Promise<unknown>;
}) {
  const [text, setText] = useState('');
  const [close, setClose] = useState(false);
  const { busy, run } = useConsoleCall();
  return (
    <Stack spacing={1} sx={{ maxWidth: 720 }}>
      <MuiTextField
        label={label}
        multiline
        minRows={3}
        value={text}
        slotProps={{ htmlInput: { maxLength: 4000 } }}
        onChange={(event) => setText(event.target.value)}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <MuiButton
          variant="contained"
          disabled={busy || !text.trim()}
          onClick={() =>
            void run(async () => {
              await onSend(text, close);
              setText('');
            })
          }
        >
          {action}
        </MuiButton>
        {withClose && (
          <FormControlLabel
            control={<Switch checked={close} onChange={(event) => setClose(event.target.checked)} />}
            label="Close the grievance with this answer"
          />
        )}
      </Stack>
    </Stack>
  );
}

function NotesAndReply() {
  const grievance = useRecordContext<GrievanceDetail>();
  const refresh = useRefresh();
  const notify = useNotify();
  if (!grievance) return null;
  const path = { id: grievance.id };
  // Opened from the queue, the row stands in for the record until it loads: a row has no notes.
  const notes = (grievance as Partial<GrievanceDetail>).notes ?? [];
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h6" component="h2">
          Internal notes
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          Only organisers read these.
        </Typography>
        {notes.length === 0 && <Typography variant="body2">No notes yet.</Typography>}
        {notes.map((note) => (
          <Box key={note.id} sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5, my: 1 }}>
            <Typography variant="caption" color="text.secondary">
              {note.authorEmail} · {formatIst(note.createdAt)}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {note.body}
            </Typography>
          </Box>
        ))}
        <Compose
          label="New note"
          action="Add note"
          onSend={async (body) => {
            await consoleApi.POST('/grievances/{id}/notes', { params: { path }, body: { body } });
            refresh();
          }}
        />
      </Box>
      <Box>
        <Typography variant="h6" component="h2" gutterBottom>
          Answer
        </Typography>
        {grievance.status === 'closed' ? (
          <Alert severity="info">Closed. Set the status to open or in progress to answer again.</Alert>
        ) : (
          <Compose
            label="Answer to the participant (they read it on the site and are told by e-mail)"
            action={grievance.reply ? 'Send a new answer' : 'Send the answer'}
            withClose
            onSend={async (reply, close) => {
              await consoleApi.POST('/grievances/{id}/reply', { params: { path }, body: { reply, close } });
              notify('Answer sent; the participant is told', { type: 'success' });
              refresh();
            }}
          />
        )}
      </Box>
    </Stack>
  );
}

/**
 * One grievance: what was asked, the entry it is about (reinstate it from the entry's page, naming this
 * grievance), who works on it, the internal notes and the answer.
 */
export default function GrievanceShow() {
  return (
    <Show actions={false}>
      <SimpleShowLayout>
        <FunctionField<GrievanceDetail>
          label="Reference"
          render={(grievance) => `${grievance.reference} · ${grievance.countdown ?? '—'}`}
        />
        <Assignment />
        <SelectField source="status" choices={STATUS_CHOICES} />
        <SelectField source="topic" choices={TOPIC_CHOICES} />
        <TextField source="participantName" label="Participant" emptyText="no name" />
        <ReferenceField source="submissionId" reference="entries" label="Entry" link="show" emptyText="—" />
        <TextField source="entryStatus" label="Entry status" emptyText="—" />
        <TextField source="entryStatusReason" label="Reason the entrant was given" emptyText="—" />
        <ReinstateEntry />
        <IstDateField source="reinstatedAt" label="Entry reinstated from this grievance" emptyText="—" />
        <Labeled label="Message">
          <TextField source="message" sx={{ whiteSpace: 'pre-wrap' }} />
        </Labeled>
        <IstDateField source="receivedAt" label="Received" />
        <IstDateField source="dueAt" label="Due" />
        <Labeled label="Answer sent">
          <TextField source="reply" emptyText="not answered yet" sx={{ whiteSpace: 'pre-wrap' }} />
        </Labeled>
        <IstDateField source="answeredAt" label="Answered" />
        <NotesAndReply />
      </SimpleShowLayout>
    </Show>
  );
}
