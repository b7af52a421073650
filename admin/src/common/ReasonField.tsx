import { TextField } from '@mui/material';

/** The API's limit on a decision's reason (MAX_REASON_LENGTH). */
export const MAX_REASON = 500;

/** A required reason for a decision, with its length shown against the limit. */
export function ReasonField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      autoFocus
      required
      fullWidth
      multiline
      minRows={3}
      margin="normal"
      id={id}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value.slice(0, MAX_REASON))}
      helperText={`${value.length}/${MAX_REASON}`}
    />
  );
}
