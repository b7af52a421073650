import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from '../../api/api-error';
import { certificateText, fetchCertificate, type CertificateVerification } from '../../api/certificates-api';
import { PageHeader } from '../../components/PageHeader';
import { formatDate } from '../../lib/format';
import { useDocumentMeta } from '../../lib/hooks';
import { useTranslation } from '../../i18n/react';
import { translated } from '../../i18n/i18n';
import { useBranding } from '../../content/use-branding';
import { leftToRight } from '../../lib/direction';

/** /certificates/:code — anyone checks a certificate: whose it is, for what, and whether it still stands. */
export default function CertificatePage() {
  const { t } = useTranslation();
  const { contestName } = useBranding();
  const { code = '' } = useParams();
  const certificate = useQuery({
    queryKey: ['certificate', code],
    queryFn: ({ signal }) => fetchCertificate(code, signal),
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
  });
  useDocumentMeta(
    `${t('certificates.verifyTitle')} — ${contestName}`,
    t('certificates.metaDescription', { contestName }),
  );

  if (certificate.isPending) {
    return <PageHeader eyebrow={t('certificates.eyebrow')} title={t('certificates.checking')} />;
  }
  if (certificate.isError) {
    const missing = certificate.error instanceof ApiError && certificate.error.status === 404;
    return (
      <PageHeader
        eyebrow={t('certificates.eyebrow')}
        title={missing ? t('certificates.notFound') : t('certificates.loadFailed')}
      >
        {missing ? <p>{t('certificates.notFoundHelp', { code: leftToRight(code) })}</p> : null}
      </PageHeader>
    );
  }
  return <Verification certificate={certificate.data} />;
}

function Verification({ certificate }: { certificate: CertificateVerification }) {
  const { t, language } = useTranslation();
  const valid = certificate.status === 'valid';
  const facts = [
    { id: 'holder', term: t('certificates.holder'), value: certificate.holderName },
    {
      id: 'achievement',
      term: t('certificates.achievement'),
      value: certificateText(certificate.achievement, certificate, language),
    },
    {
      id: 'round',
      term: t('certificates.round'),
      value: certificateText(certificate.roundTitle, certificate, language),
    },
    { id: 'issued', term: t('certificates.issued'), value: formatDate(certificate.issuedAt) ?? '—' },
    { id: 'code', term: t('certificates.code'), value: certificate.code },
  ];
  return (
    <>
      <PageHeader eyebrow={t('certificates.eyebrow')} title={t('certificates.verifyTitle')} />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <div
          role="status"
          data-testid="certificate-status"
          className={`rounded-3xl p-5 ring-1 ${valid ? 'bg-emerald-50 text-emerald-900 ring-emerald-200' : 'bg-red-50 text-red-900 ring-red-200'}`}
        >
          <h2 className="text-2xl font-semibold">{valid ? t('certificates.valid') : t('certificates.revoked')}</h2>
          <p className="mt-1">
            {valid
              ? t('certificates.validHelp')
              : translated(`certificates.revocation.${certificate.revocation ?? 'revoked_by_organisers'}`, '')}
          </p>
        </div>
        <dl className="mt-6 grid gap-3 sm:grid-cols-2">
          {facts.map((fact) => (
            <div key={fact.id} className="rounded-2xl bg-cream-100 px-4 py-3">
              <dt className="text-xs font-semibold tracking-wider text-ink-700 uppercase">{fact.term}</dt>
              <dd className="mt-0.5 font-semibold break-words text-ink-900" data-testid={`certificate-${fact.id}`}>
                {fact.value}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-8">
          <Link to="/" className="font-semibold text-ink-800 underline">
            {t('certificates.home')}
          </Link>
        </p>
      </div>
    </>
  );
}
