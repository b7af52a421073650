import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/api-error';
import { startPhoneVerification, verifyPhone } from '../../api/votes-api';
import { buttonClass } from '../../components/button-styles';
import { Dialog } from '../../components/Dialog';
import { useTranslation } from '../../i18n/react';

/** Asked the first time a visitor votes: one vote per person needs a verified mobile number. */
export function VerifyMobileDialog({
  open,
  onClose,
  onVerified,
}: {
  open: boolean;
  onClose: () => void;
  onVerified: () => void;
}) {
  const { t } = useTranslation();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(errorMessage(failure, t('verify.failed')));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      if (!codeSent) {
        await startPhoneVerification(phone);
        setCodeSent(true);
        return;
      }
      await verifyPhone(phone, code);
      onVerified();
    });
  };

  return (
    <Dialog open={open} onClose={onClose} title={t('verify.title')} description={t('verify.description')}>
      <form onSubmit={submit} className="grid gap-4" noValidate>
        <label className="grid gap-1.5 font-semibold text-ink-900">
          {t('verify.mobile')}
          <input
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            value={phone}
            disabled={codeSent}
            onChange={(event) => setPhone(event.target.value)}
            placeholder="98765 43210"
            className="rounded-xl border border-ink-900/20 px-4 py-3 font-normal"
          />
        </label>
        {codeSent ? (
          <label className="grid gap-1.5 font-semibold text-ink-900">
            {t('verify.code')}
            <input
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\d{6}"
              maxLength={6}
              required
              value={code}
              onChange={(event) => setCode(event.target.value.trim())}
              className="rounded-xl border border-ink-900/20 px-4 py-3 font-normal tracking-[0.3em]"
            />
          </label>
        ) : null}
        {error ? (
          <p role="alert" className="text-sm font-semibold text-red-700">
            {error}
          </p>
        ) : null}
        <button type="submit" disabled={busy} className={buttonClass('primary', 'md')}>
          {codeSent ? t('verify.verify') : t('verify.send')}
        </button>
      </form>
    </Dialog>
  );
}
