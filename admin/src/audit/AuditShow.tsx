import { Box, Typography } from '@mui/material';
import { FunctionField, Labeled, Show, SimpleShowLayout, TextField, useRecordContext } from 'react-admin';
import { actorText, type AuditEntry, targetText } from './audit-text';
import { IstDateField } from '../common/dates';

function Json({ source, label }: { source: 'before' | 'after'; label: string }) {
  const record = useRecordContext<AuditEntry>();
  return (
    <Labeled label={label}>
      {record?.[source] ? (
        <Box component="pre" sx={{ m: 0, p: 1, bgcolor: 'action.hover', overflowX: 'auto', fontSize: 13 }}>
          {JSON.stringify(record[source], null, 2)}
        </Box>
      ) : (
        <Typography variant="body2">—</Typography>
      )}
    </Labeled>
  );
}

export default function AuditShow() {
  return (
    <Show title="Audit entry">
      <SimpleShowLayout>
        <IstDateField source="createdAt" label="When" showTime />
        <FunctionField<AuditEntry> label="Who" render={actorText} />
        <TextField source="action" />
        <TextField source="resource" />
        <FunctionField<AuditEntry> label="Record" render={targetText} />
        <TextField source="resourceId" label="Record id" emptyText="—" />
        <Json source="before" label="Before" />
        <Json source="after" label="After" />
      </SimpleShowLayout>
    </Show>
  );
}
