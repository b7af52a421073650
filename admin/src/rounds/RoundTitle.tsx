import { useRecordContext } from 'react-admin';

/** "Round 3: Semi-final", not react-admin's default "Round Round 3: …" (the phase already says "Round"). */
export function RoundTitle() {
  const record = useRecordContext<{ phase?: string; title?: string }>();
  return <span>{record ? `${record.phase}: ${record.title}` : 'Round'}</span>;
}
