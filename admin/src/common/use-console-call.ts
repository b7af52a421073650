import { useState } from 'react';
import { useNotify } from 'react-admin';

/**
 * A console call made from a button or a form: `busy` while it runs (to disable the control), and a failure
 * shown as an error notification with the API's message. What success means stays with the caller.
 */
export function useConsoleCall(): { busy: boolean; run: (call: () => Promise<unknown>) => Promise<void> } {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await call();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
