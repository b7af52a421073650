import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';

/** The SQL on rounds and their promotions that goes beyond finding and saving one round. */
@Injectable()
export class ContestRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Whether one of the participant's films was promoted into the round (one indexed probe: the entry path). */
  async isPromoted(roundId: number, participantId: string): Promise<boolean> {
    const [promoted] = await this.dataSource.query<unknown[]>(
      `SELECT 1 FROM round_advancements ra JOIN submissions s ON s.id = ra.submission_id
        WHERE ra.round_id = $1 AND s.participant_id = $2 LIMIT 1`,
      [roundId, participantId],
    );
    return promoted !== undefined;
  }

  /** Takes the entries flag from every round but this one. */
  async stopSubmissionsExcept(manager: EntityManager, roundId: number): Promise<void> {
    await manager.query(
      `UPDATE rounds SET accepts_submissions = false, updated_at = now() WHERE accepts_submissions AND id <> $1`,
      [roundId],
    );
  }

  async setClosed(manager: EntityManager, roundId: number, closedAt: Date | null): Promise<void> {
    await manager.query(`UPDATE rounds SET closed_at = $2, updated_at = now() WHERE id = $1`, [roundId, closedAt]);
  }
}
