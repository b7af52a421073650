import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** The health route's one statement: whether Postgres answers at all. */
@Injectable()
export class HealthRepository {
  constructor(private readonly dataSource: DataSource) {}

  async ping(): Promise<void> {
    await this.dataSource.query('SELECT 1');
  }
}
