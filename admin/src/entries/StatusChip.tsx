import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { Schema } from '../api/schema';

// Dark enough for 4.5:1 on white (MUI's own warning/success colours are not).
const COLOURS = { pending: '#8a4b00', verified: '#1b5e20', rejected: '#b71c1c', disqualified: '#b71c1c' } as const;

/** An entry's status as a coloured chip (the text carries the meaning; the colour only helps scanning). */
export function StatusChip({ source = 'status' }: { source?: 'status'; label?: string }) {
  const record = useRecordContext<Schema<'EntryRowDto'>>();
  const status = record?.[source];
  if (!status) return null;
  const colour = COLOURS[status] ?? 'inherit';
  return <Chip size="small" label={status} variant="outlined" sx={{ color: colour, borderColor: colour }} />;
}
