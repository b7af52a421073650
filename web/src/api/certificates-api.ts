import { answer, publicApi, signedInApi } from './api-call';
import { apiClient } from './index';
import type { components } from './schema';

export type MyCertificate = components['schemas']['MyCertificateDto'];
export type CertificateVerification = components['schemas']['CertificateVerificationDto'];

export async function fetchMyCertificates(signal?: AbortSignal): Promise<MyCertificate[]> {
  return (await answer(signedInApi.GET('/me/certificates', { signal }))).items;
}

/** GET /certificates/{code}: anyone may check a certificate; the code is as typed (any case, dashes or not). */
export function fetchCertificate(code: string, signal?: AbortSignal): Promise<CertificateVerification> {
  return answer(publicApi.GET('/certificates/{code}', { params: { path: { code } }, signal }));
}

/**
 * The certificate's PDF with the participant's token (a plain link would carry none), saved under its code:
 * `downloadUrl` is the API's own path for it.
 */
export async function downloadCertificate(certificate: Pick<MyCertificate, 'code' | 'downloadUrl'>): Promise<void> {
  if (!certificate.downloadUrl) return;
  const request = new Request(certificate.downloadUrl, { headers: { Accept: 'application/pdf' } });
  const response = await apiClient.fetch(request, true, 'file');
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = `certificate-${certificate.code}.pdf`;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click has handed the file to the browser's download.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

/**
 * A certificate's printed text as the page shows it: a certificate is printed in English and its holder's
 * language (`certificate.language`), so a page in that language shows that, any other page the English.
 */
export function certificateText(
  text: components['schemas']['BilingualTextDto'],
  certificate: { language: components['schemas']['SiteLanguage'] },
  language: string,
): string {
  return language === certificate.language ? text.local : text.en;
}
