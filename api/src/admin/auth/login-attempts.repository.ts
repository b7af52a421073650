import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { likePattern, ListQuery, Page } from '../../console/simple-rest/list-query';
import { orderList } from '../../console/simple-rest/sql-builder';
import { ConsoleLoginAttempt } from './console-login-attempt.entity';

export interface LoginAttemptFilter {
  id: number[];
  accountId: string[];
  outcome: ConsoleLoginAttempt['outcome'][];
  q: string;
}

/** Reads of the console sign-in attempts table. */
@Injectable()
export class LoginAttemptsRepository {
  constructor(@InjectRepository(ConsoleLoginAttempt) private readonly attempts: Repository<ConsoleLoginAttempt>) {}

  async page(query: ListQuery<LoginAttemptFilter>): Promise<Page<ConsoleLoginAttempt>> {
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
