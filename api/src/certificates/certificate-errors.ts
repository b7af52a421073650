import { HttpStatus } from '@nestjs/common';
import { domainErrors, ErrorSpec } from '../common/errors/domain-error';

/** Refusals around certificates. */
export enum CertificateErrorCode {
  NotFound = 'certificate_not_found',
  AlreadyRevoked = 'certificate_already_revoked',
  Revoked = 'certificate_revoked',
  AlreadyReplaced = 'certificate_already_replaced',
}

const CERTIFICATE_ERRORS = {
  [CertificateErrorCode.NotFound]: {
    status: HttpStatus.NOT_FOUND,
    message: (code: string) => `No certificate has the code ${code}`,
  },
  [CertificateErrorCode.AlreadyRevoked]: {
    status: HttpStatus.CONFLICT,
    message: (code: string) => `Certificate ${code} is already revoked`,
  },
  [CertificateErrorCode.Revoked]: {
    status: HttpStatus.CONFLICT,
    message: (code: string) => `Certificate ${code} is revoked: it can no longer be downloaded`,
  },
  [CertificateErrorCode.AlreadyReplaced]: {
    status: HttpStatus.CONFLICT,
    message: ({ code, replacedBy }: { code: string; replacedBy: string }) =>
      `Certificate ${code} was already replaced by ${replacedBy}: reissue that one instead`,
  },
} satisfies Record<CertificateErrorCode, ErrorSpec>;

export const certificateError = domainErrors(CERTIFICATE_ERRORS);

/**
 * A code as people type it: any case, with or without the dashes or spaces between its groups; null when it
 * cannot be one (the 404 then names what was typed).
 */
export function normaliseCode(typed: string): string | null {
  const bare = typed.toUpperCase().replace(/[\s-]/g, '');
  if (!/^[2-9A-HJ-NP-Z]{12}$/.test(bare)) return null;
  return `${bare.slice(0, 4)}-${bare.slice(4, 8)}-${bare.slice(8)}`;
}
