import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** Reads about console accounts that reach past their own table. */
@Injectable()
export class ConsoleAccountsRepository {
  /** Whether the account has given any jury score (marks or an abstention), under any role it had. */
  async hasScored(manager: EntityManager, id: string): Promise<boolean> {
    const [row] = await manager.query<Array<{ scored: boolean }>>(
      `SELECT EXISTS (SELECT 1 FROM jury_scores sc JOIN jury_assignments a ON a.id = sc.assignment_id
                       WHERE a.juror_id = $1) AS scored`,
      [id],
    );
    return row.scored;
  }
}
