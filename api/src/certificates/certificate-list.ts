import { FilterValueError, integers, ListSpec, oneOf, uuids } from '../console/simple-rest/list-query';
import { normaliseCode } from './certificate-errors';
import { CERTIFICATE_KINDS, CERTIFICATE_SORT_COLUMNS, CertificateFilter } from './certificates.repository';
import { CERTIFICATE_STATUSES } from './certificate.dto';

/** The console's certificate list: by kind, round, holder, status (as the public sees it) or code. */
export const CERTIFICATE_LIST: ListSpec<CertificateFilter> = {
  sortable: Object.keys(CERTIFICATE_SORT_COLUMNS),
  defaultSort: ['issuedAt', 'DESC'],
  filters: {
    kind: oneOf(CERTIFICATE_KINDS),
    roundId: integers(1, 32767),
    participantId: uuids,
    status: oneOf(CERTIFICATE_STATUSES),
    code: (value) =>
      (Array.isArray(value) ? value : [value]).map((item) => {
        const code = typeof item === 'string' ? normaliseCode(item) : null;
        if (!code) throw new FilterValueError('must be a certificate code such as K7QM-3XPA-9RWD');
        return code;
      }),
  },
};
