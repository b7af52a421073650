import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../lib/toast';
import { errorMessage } from '../../api/api-error';
import { tokenStore } from '../../api/index';
import { deleteMyAccount, exportMyData } from '../../api/privacy-api';
import { useAuth } from '../../auth/auth-context';
import { USER_QUERY_KEYS } from '../../auth/query-keys';
import { buttonClass } from '../../components/button-styles';
import { Dialog } from '../../components/Dialog';
import { Icon } from '../../components/Icon';

/** The signed-in participant's own controls for the rights the policy describes. */
export function YourDataPanel() {
  const { isAuthenticated, signIn } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<'export' | 'delete' | null>(null);
  const [confirming, setConfirming] = useState(false);

  const download = async () => {
    setBusy('export');
    try {
      const data = await exportMyData();
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = 'my-contest-data.json';
      link.click();
      URL.revokeObjectURL(link.href);
      toast.success('Your data is ready', { description: 'The file my-contest-data.json has been downloaded.' });
    } catch (error) {
      toast.error('Download failed', { description: errorMessage(error, 'Please try again later.') });
    } finally {
      setBusy(null);
    }
  };

  const erase = async () => {
    setBusy('delete');
    try {
      await deleteMyAccount();
      tokenStore.clear();
      for (const queryKey of USER_QUERY_KEYS) queryClient.removeQueries({ queryKey });
      toast.success('Account deleted', { description: 'Your account and entries have been erased.' });
      navigate('/');
    } catch (error) {
      toast.error('Deletion failed', { description: errorMessage(error, 'Please try again or contact support') });
    } finally {
      setBusy(null);
      setConfirming(false);
    }
  };

  return (
    <section aria-labelledby="your-data" className="mt-10 rounded-3xl bg-cream-100 p-6 ring-1 ring-ink-900/10">
      <h2 id="your-data" className="!mt-0">
        Use your rights now
      </h2>
      {isAuthenticated ? (
        <>
          <p>Download everything we hold about you, or erase your account and entries.</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <button
              type="button"
              onClick={() => void download()}
              disabled={busy !== null}
              className={buttonClass('secondary')}
            >
              {busy === 'export' ? 'Preparing…' : 'Download my data'}
            </button>
            <button
              type="button"
              onClick={() => setConfirming(true)}
              disabled={busy !== null}
              className={buttonClass('ghost-light', 'md', 'text-red-800')}
            >
              Delete my account
            </button>
          </div>
        </>
      ) : (
        <>
          <p>Sign in to download your data or delete your account.</p>
          <button type="button" onClick={() => void signIn()} className={buttonClass('secondary', 'md', 'mt-4')}>
            Sign In
          </button>
        </>
      )}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Delete your account?"
        description="Your profile, sign-in methods and every entry you submitted are erased. This cannot be undone."
      >
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" onClick={() => setConfirming(false)} className={buttonClass('ghost-light')}>
            Keep my account
          </button>
          <button
            type="button"
            onClick={() => void erase()}
            disabled={busy !== null}
            className={buttonClass('secondary', 'md', '!bg-red-700 hover:!bg-red-800')}
          >
            <Icon name="alert" className="h-4 w-4" />
            {busy === 'delete' ? 'Deleting…' : 'Delete permanently'}
          </button>
        </div>
      </Dialog>
    </section>
  );
}
