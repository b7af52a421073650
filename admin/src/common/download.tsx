import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { Button, useNotify } from 'react-admin';
import { download } from '../auth/api';

/** A button that fetches a CSV export with the console's token and saves it. */
export function ExportButton({ path, label, filename }: { path: string; label: string; filename: string }) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      label={label}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        download(path, filename)
          .catch((error: Error) => notify(error.message, { type: 'error' }))
          .finally(() => setBusy(false));
      }}
    >
      <DownloadIcon />
    </Button>
  );
}
