import { useRecordContext } from 'react-admin';
import type { components } from '../api/schema';

/** "Round 3: Semi-final", not react-admin's default "Round Round 3: …" (the phase already says "Round"). */
export function RoundTitle() {
  const record = useRecordContext<components['schemas']['RoundRowDto']>();
  return <span>{record ? `${record.phase}: ${record.title}` : 'Round'}</span>;
}
