import { HttpStatus } from '@nestjs/common';
import { domainErrors, ErrorSpec } from '../common/errors/domain-error';

/** Refusals of editing the site's content from the console. */
export enum ContentErrorCode {
  Changed = 'content_changed',
}

const CONTENT_ERRORS = {
  [ContentErrorCode.Changed]: {
    status: HttpStatus.CONFLICT,
    message: 'Someone saved the content after you opened it; reload to see their changes, then edit again',
  },
} satisfies Record<ContentErrorCode, ErrorSpec>;

export const contentError = domainErrors(CONTENT_ERRORS);
