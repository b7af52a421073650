import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../api/api-error';
import {
  certificateText,
  downloadCertificate,
  fetchMyCertificates,
  type MyCertificate,
} from '../../api/certificates-api';
import { MY_CERTIFICATES_QUERY_KEY } from '../../auth/query-keys';
import { buttonClass } from '../../components/button-styles';
import { formatDate } from '../../lib/format';
import { toast } from '../../lib/toast';
import { useTranslation } from '../../i18n/react';

/** "My certificates", under My Submissions: each certificate the participant holds, to download as a PDF. */
export function MyCertificates() {
  const { t } = useTranslation();
  const certificates = useQuery({
    queryKey: MY_CERTIFICATES_QUERY_KEY,
    queryFn: ({ signal }) => fetchMyCertificates(signal),
    staleTime: 60_000,
  });
  // Nothing to show before the first results are published.
  if (!certificates.data?.length) return null;
  return (
    <section aria-labelledby="my-certificates-title" className="mt-10 rounded-3xl bg-white p-5 ring-1 ring-ink-900/10">
      <h3 id="my-certificates-title" className="text-xl font-semibold text-ink-900">
        {t('certificates.mine')}
      </h3>
      <p className="mt-1 text-sm text-ink-700">{t('certificates.mineLead')}</p>
      <ul className="mt-4 grid gap-3">
        {certificates.data.map((certificate) => (
          <CertificateItem key={certificate.code} certificate={certificate} />
        ))}
      </ul>
    </section>
  );
}

function CertificateItem({ certificate }: { certificate: MyCertificate }) {
  const { t, language } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadCertificate(certificate);
    } catch (error) {
      toast.error(t('certificates.downloadFailed'), {
        description: errorMessage(error, t('common.pleaseTryAgainLater')),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-cream-100 px-4 py-3">
      <div>
        <p className="font-semibold text-ink-900">{certificateText(certificate.achievement, certificate, language)}</p>
        <p className="text-sm text-ink-700">
          {certificateText(certificate.roundTitle, certificate, language)} · {formatDate(certificate.issuedAt)} ·{' '}
          <Link to={`/certificates/${certificate.code}`} className="underline">
            {certificate.code}
          </Link>
        </p>
      </div>
      {certificate.revoked ? (
        <span className="rounded-full bg-red-100 px-3 py-1 text-sm font-semibold text-red-900">
          {t('certificates.revoked')}
        </span>
      ) : (
        <button
          type="button"
          disabled={busy}
          onClick={() => void download()}
          className={buttonClass('primary', 'sm')}
          aria-label={t('certificates.downloadNamed', {
            achievement: certificateText(certificate.achievement, certificate, language),
          })}
        >
          {t('certificates.download')}
        </button>
      )}
    </li>
  );
}
