import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** Whether a participant's access token may still act: the account exists, is blocked, or was erased. */
export type AccountStanding = 'active' | 'blocked' | 'gone';

/** Reads the standing of the accounts behind participant tokens (the participants table is the profile domain's). */
@Injectable()
export class AccountStandingRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Each id's standing, in the order given: one primary-key probe per id, in one statement. */
  async standings(ids: string[]): Promise<AccountStanding[]> {
    const rows: Array<{ id: string; blocked: boolean }> = await this.dataSource.query(
      `SELECT id, blocked_at IS NOT NULL AS blocked FROM participants WHERE id = ANY($1::uuid[])`,
      [ids],
    );
    const byId = new Map(rows.map((row): [string, AccountStanding] => [row.id, row.blocked ? 'blocked' : 'active']));
    return ids.map((id) => byId.get(id) ?? 'gone');
  }
}
