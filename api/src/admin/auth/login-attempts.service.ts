import { Injectable } from '@nestjs/common';
import { integers, ListQuery, ListSpec, oneOf, Page, text, uuids } from '../../console/simple-rest/list-query';
import { ConsoleLoginAttempt } from './console-login-attempt.entity';
import { LoginAttemptFilter, LoginAttemptsRepository } from './login-attempts.repository';

export const LOGIN_ATTEMPT_LIST: ListSpec<LoginAttemptFilter> = {
  sortable: ['id', 'createdAt', 'email', 'outcome'],
  defaultSort: ['id', 'DESC'],
  filters: {
    id: integers(1, Number.MAX_SAFE_INTEGER),
    accountId: uuids,
    outcome: oneOf(['success', 'bad_password', 'unknown_account', 'locked', 'disabled'] as const),
    q: text(254),
  },
};

/** The record of console sign-in attempts, for organisers to spot guessing. */
@Injectable()
export class LoginAttemptsService {
  constructor(private readonly attempts: LoginAttemptsRepository) {}

  list(query: ListQuery<LoginAttemptFilter>): Promise<Page<ConsoleLoginAttempt>> {
    return this.attempts.page(query);
  }
}
