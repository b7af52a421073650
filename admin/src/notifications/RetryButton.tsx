import ReplayIcon from '@mui/icons-material/Replay';
import { Button, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { consoleApi } from '../auth/api';
import { useConsoleCall } from '../common/use-console-call';
import type { components } from '../api/schema';

type Message = components['schemas']['NotificationDto'];

/** Sends a failed or skipped message again (the API records it in the audit log). */
export function RetryButton() {
  const record = useRecordContext<Message>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { busy, run } = useConsoleCall();
  if (!record || !['failed', 'skipped'].includes(record.status)) return null;
  return (
    <Button
      label="Send again"
      disabled={busy}
      onClick={(event) => {
        event.stopPropagation();
        void run(async () => {
          await consoleApi.POST('/notifications/{id}/retry', { params: { path: { id: record.id } } });
          notify('The message is back in the outbox', { type: 'success' });
          refresh();
        });
      }}
    >
      <ReplayIcon />
    </Button>
  );
}
