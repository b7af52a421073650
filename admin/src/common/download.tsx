import DownloadIcon from '@mui/icons-material/Download';
import { Button } from 'react-admin';
import { download } from '../auth/api';
import { useConsoleCall } from './use-console-call';

/** A button that fetches a CSV export with the console's token and saves it. */
export function ExportButton({ path, label, filename }: { path: string; label: string; filename: string }) {
  const { busy, run } = useConsoleCall();
  return (
    <Button label={label} disabled={busy} onClick={() => void run(() => download(path, filename))}>
      <DownloadIcon />
    </Button>
  );
}
