import { Alert, Box, Button as MuiButton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import {
  CheckboxGroupInput,
  Create,
  FormDataConsumer,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  useNotify,
} from 'react-admin';
import { answer, consoleApi } from '../auth/api';
import { useConsoleCall } from '../common/use-console-call';
import { AUDIENCES, BROADCAST_CHANNELS, PROMOTED_INTO } from './choices';
import type { components } from '../api/schema';

type Preview = components['schemas']['BroadcastPreviewDto'];

/** Asks the API how many people the message reaches now and how each channel shows it; sends nothing. */
function PreviewPanel({ values }: { values: Record<string, unknown> }) {
  const notify = useNotify();
  const { busy, run } = useConsoleCall();
  const [preview, setPreview] = useState<Preview | null>(null);
  return (
    <Box sx={{ width: '100%', maxWidth: 720 }}>
      <MuiButton
        variant="outlined"
        disabled={busy}
        onClick={() =>
          void run(async () => {
            setPreview(
              await answer(
                consoleApi.POST('/broadcasts/preview', { body: values as components['schemas']['BroadcastDto'] }),
              ),
            );
            notify('Preview ready', { type: 'info' });
          })
        }
      >
        Preview and count recipients
      </MuiButton>
      {preview ? (
        <Stack spacing={1} sx={{ mt: 2 }}>
          <Alert severity="info">
            It reaches <strong>{preview.recipients}</strong> {preview.recipients === 1 ? 'person' : 'people'} now
            (participants who switched announcements off are left out). Saving queues it; delivery follows the
            channels&rsquo; rates.
          </Alert>
          {preview.email ? (
            <Box component="pre" sx={{ p: 1, bgcolor: 'action.hover', whiteSpace: 'pre-wrap', fontSize: 13 }}>
              {`Subject: ${preview.email.subject}\n\n${preview.email.text}`}
            </Box>
          ) : null}
          {preview.sms ? <Typography variant="body2">SMS: {preview.sms}</Typography> : null}
          {preview.site ? (
            <Typography variant="body2">
              Site: <strong>{preview.site.title}</strong> — {preview.site.body}
            </Typography>
          ) : null}
        </Stack>
      ) : null}
    </Box>
  );
}

export default function BroadcastCreate() {
  return (
    <Create title="New broadcast" redirect="show">
      <SimpleForm defaultValues={{ audience: 'all_participants', channels: ['email', 'site'] }}>
        <SelectInput source="audience" choices={AUDIENCES} validate={required()} />
        <FormDataConsumer>
          {({ formData }) =>
            formData.audience === 'round_promoted' ? (
              <SelectInput source="roundId" label="Promoted into" choices={PROMOTED_INTO} validate={required()} />
            ) : null
          }
        </FormDataConsumer>
        <CheckboxGroupInput source="channels" choices={BROADCAST_CHANNELS} validate={required()} />
        <TextInput source="subject" validate={required()} fullWidth slotProps={{ htmlInput: { maxLength: 120 } }} />
        <TextInput
          source="message"
          validate={required()}
          multiline
          minRows={5}
          fullWidth
          helperText="Plain text; a blank line starts a new paragraph. By SMS, at most about 300 characters."
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
        <FormDataConsumer>{({ formData }) => <PreviewPanel values={formData} />}</FormDataConsumer>
      </SimpleForm>
    </Create>
  );
}
