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
import { RaiseGrievanceLink } from '../../grievances/RaiseGrievanceLink';
import { useTranslation } from '../../i18n/react';

/** The signed-in participant's own controls for the rights the policy describes. */
export function YourDataPanel() {
  const { t } = useTranslation();
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
      toast.success(t('yourData.ready'), { description: t('yourData.readyDescription', { file: link.download }) });
    } catch (error) {
      toast.error(t('yourData.downloadFailed'), { description: errorMessage(error, t('common.pleaseTryAgainLater')) });
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
      toast.success(t('yourData.deleted'), { description: t('yourData.deletedDescription') });
      navigate('/');
    } catch (error) {
      toast.error(t('yourData.deleteFailed'), { description: errorMessage(error, t('common.tryAgainOrSupport')) });
    } finally {
      setBusy(null);
      setConfirming(false);
    }
  };

  return (
    <section aria-labelledby="your-data" className="mt-10 rounded-3xl bg-cream-100 p-6 ring-1 ring-ink-900/10">
      <h2 id="your-data" className="!mt-0">
        {t('yourData.title')}
      </h2>
      {isAuthenticated ? (
        <>
          <p>{t('yourData.lead')}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <button
              type="button"
              onClick={() => void download()}
              disabled={busy !== null}
              className={buttonClass('secondary')}
            >
              {busy === 'export' ? t('yourData.preparing') : t('yourData.download')}
            </button>
            <button
              type="button"
              onClick={() => setConfirming(true)}
              disabled={busy !== null}
              className={buttonClass('ghost-light', 'md', 'text-red-800')}
            >
              {t('yourData.delete')}
            </button>
          </div>
          <RaiseGrievanceLink topic="personal_data" className="mt-4" />
        </>
      ) : (
        <>
          <p>{t('yourData.signIn')}</p>
          <button type="button" onClick={() => void signIn()} className={buttonClass('secondary', 'md', 'mt-4')}>
            {t('nav.signIn')}
          </button>
        </>
      )}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('yourData.confirmTitle')}
        description={t('yourData.confirmDescription')}
      >
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" onClick={() => setConfirming(false)} className={buttonClass('ghost-light')}>
            {t('yourData.keep')}
          </button>
          <button
            type="button"
            onClick={() => void erase()}
            disabled={busy !== null}
            className={buttonClass('secondary', 'md', '!bg-red-700 hover:!bg-red-800')}
          >
            <Icon name="alert" className="h-4 w-4" />
            {busy === 'delete' ? t('yourData.deleting') : t('yourData.deletePermanently')}
          </button>
        </div>
      </Dialog>
    </section>
  );
}
