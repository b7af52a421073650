import { HttpStatus } from '@nestjs/common';
import { domainErrors, ErrorSpec } from '../../common/errors/domain-error';

/**
 * Refusals of a list's sort or filter that exists but is withheld from this caller (a juror judging blind):
 * a code of their own, not `validation_failed`, so the console can tell "not for you" from "no such field".
 */
export enum ListErrorCode {
  SortNotAllowed = 'sort_not_allowed',
  FilterNotAllowed = 'filter_not_allowed',
}

interface Withheld {
  field: string;
  reason: string;
}

const LIST_ERRORS = {
  [ListErrorCode.SortNotAllowed]: {
    status: HttpStatus.BAD_REQUEST,
    message: ({ field, reason }: Withheld) => `Sorting by "${field}" is not allowed: ${reason}`,
  },
  [ListErrorCode.FilterNotAllowed]: {
    status: HttpStatus.BAD_REQUEST,
    message: ({ field, reason }: Withheld) => `Filtering by "${field}" is not allowed: ${reason}`,
  },
} satisfies Record<ListErrorCode, ErrorSpec>;

export const listError = domainErrors(LIST_ERRORS);
