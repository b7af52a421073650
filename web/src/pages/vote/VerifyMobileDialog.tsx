import { useEffect, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { ApiError, errorMessage } from '../../api/api-error';
import { buttonClass } from '../../components/button-styles';
import { Dialog } from '../../components/Dialog';
import { useTranslation } from '../../i18n/react';

/** Texts a code and answers how long before another may be asked for. */
type SendCode = (phone: string) => Promise<{ resendAfterSeconds: number }>;

/**
 * A mobile number, then the code texted to it: how a visitor signs in to vote, and how a signed-in person
 * verifies the mobile the first time they vote (one person, one vote).
 */
export function VerifyMobileDialog({
  open,
  onClose,
  onVerified,
  title,
  description,
  submitLabel,
  sendCode,
  confirmCode,
  children,
  returnFocusTo,
}: {
  open: boolean;
  onClose: () => void;
  onVerified: () => void;
  title: string;
  description: string;
  submitLabel: string;
  sendCode: SendCode;
  confirmCode: (phone: string, code: string) => Promise<unknown>;
  /** Another way to the same end, shown under the form (e.g. Google sign-in). */
  children?: ReactNode;
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [resendAt, setResendAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const codeField = useRef<HTMLInputElement>(null);

  const waitSeconds = Math.max(0, Math.ceil((resendAt - now) / 1000));
  useEffect(() => {
    if (waitSeconds === 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [waitSeconds]);

  // The phone field is disabled once the code is sent: focus must move on rather than drop to the page.
  useEffect(() => {
    if (codeSent) codeField.current?.focus();
  }, [codeSent]);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const failureMessage = (failure: unknown) => {
    const message = errorMessage(failure, t('verify.failed'));
    const details = failure instanceof ApiError ? ((failure.details ?? {}) as Record<string, unknown>) : {};
    return typeof details.attemptsLeft === 'number'
      ? `${message} ${t('verify.attemptsLeft', { count: details.attemptsLeft })}`
      : message;
  };

  const send = () =>
    run(async () => {
      const sent = await sendCode(phone);
      setNow(Date.now());
      setResendAt(Date.now() + sent.resendAfterSeconds * 1000);
      setCodeSent(true);
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!codeSent) return void send();
    void run(async () => {
      await confirmCode(phone, code);
      onVerified();
    });
  };

  return (
    <Dialog open={open} onClose={onClose} title={title} description={description} returnFocusTo={returnFocusTo}>
      <form onSubmit={submit} className="grid gap-4" noValidate>
        <label className="grid gap-1.5 font-semibold text-ink-900">
          {t('verify.mobile')}
          <input
            type="tel"
            inputMode="tel"
            dir="ltr"
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
              ref={codeField}
              inputMode="numeric"
              dir="ltr"
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
          {codeSent ? submitLabel : t('verify.send')}
        </button>
        {codeSent ? (
          <button
            type="button"
            disabled={busy || waitSeconds > 0}
            onClick={() => void send()}
            className={buttonClass('ghost-light', 'md')}
          >
            {waitSeconds > 0 ? t('verify.resendIn', { count: waitSeconds }) : t('verify.resend')}
          </button>
        ) : null}
      </form>
      {children}
    </Dialog>
  );
}
