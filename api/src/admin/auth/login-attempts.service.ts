import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import {
  integers,
  likePattern,
  ListQuery,
  ListSpec,
  oneOf,
  Page,
  text,
  uuids,
} from '../../console/simple-rest/list-query';
import { orderList } from '../../console/simple-rest/sql-builder';
import { ConsoleLoginAttempt } from './console-login-attempt.entity';

export interface LoginAttemptFilter {
  id: number[];
  accountId: string[];
  outcome: ConsoleLoginAttempt['outcome'][];
  q: string;
}

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
  constructor(@InjectRepository(ConsoleLoginAttempt) private readonly attempts: Repository<ConsoleLoginAttempt>) {}

  async list(query: ListQuery<LoginAttemptFilter>): Promise<Page<ConsoleLoginAttempt>> {
    const builder = this.attempts.createQueryBuilder('attempt');
    const { filter } = query;
    if (filter.id) builder.andWhere('attempt.id IN (:...ids)', { ids: filter.id });
    if (filter.accountId) builder.andWhere('attempt.account_id IN (:...accounts)', { accounts: filter.accountId });
    if (filter.outcome) builder.andWhere('attempt.outcome IN (:...outcomes)', { outcomes: filter.outcome });
    if (filter.q) builder.andWhere('(attempt.email ILIKE :q OR attempt.ip ILIKE :q)', { q: likePattern(filter.q) });
    orderList(builder, query.sort, 'DESC').skip(query.offset).take(query.limit);
    const [rows, total] = await builder.getManyAndCount();
    return { rows, total };
  }
}
