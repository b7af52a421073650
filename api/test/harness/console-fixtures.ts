import type { INestApplication } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { call } from './http';
import type { ConsoleRole } from '../../src/console/console-actor';
import { ConsoleAccountsService } from '../../src/admin/accounts/console-accounts.service';
import { CLI_ACTOR } from '../../src/console/audit/audit-log';

export const CONSOLE_PASSWORD = 'correct horse battery staple';

let counter = 0;

/** Creates a console account through the real service and signs it in; returns its id and access token. */
export async function consoleAccount(
  app: INestApplication,
  api: string,
  role: ConsoleRole,
  name = `${role}${++counter}`,
): Promise<{ id: string; email: string; token: string; refreshToken: string }> {
  const email = `${name}@console.test`;
  const account = await app
    .get(ConsoleAccountsService)
    .create({ email, password: CONSOLE_PASSWORD, role, displayName: name }, CLI_ACTOR);
  const res = await call(`${api}/admin/auth/login`, { body: { email, password: CONSOLE_PASSWORD } });
  if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return { id: account.id, email, token: res.body.accessToken, refreshToken: res.body.refreshToken };
}

// Rows are whatever the test's SQL selects; the assertions check their shape.
type Row = Record<string, any>;

export type TestDatabase = Client & { rows<T = Row>(sql: string, params?: unknown[]): Promise<T[]> };

/** A direct connection to the test file's database, for arranging rows and checking what the API wrote. */
export async function database(url: string): Promise<TestDatabase> {
  const client = new Client({ connectionString: url }) as TestDatabase;
  // The run's global teardown drops the database WITH (FORCE), perhaps before a client left open is ended.
  client.on('error', () => undefined);
  await client.connect();
  client.rows = async (sql, params = []) => (await client.query(sql, params)).rows;
  return client;
}

export interface SeededEntry {
  id: string;
  participantId: string;
  status: string;
  category: string;
  views: number | null;
}

/**
 * Participants and entries written straight into the test database (arrangement only: what the API does
 * with them is what the tests check). Latest figures go in the metrics tables as a finished cycle would.
 */
export async function seedEntries(
  db: TestDatabase,
  people: Array<{ name: string; state: string; tier: string; phone: string }>,
  entries: Array<{
    who: number;
    status?: string;
    category: string;
    views: number | null;
    likes?: number | null;
    round?: number;
  }>,
): Promise<{ participants: string[]; entries: SeededEntry[] }> {
  const participants: string[] = [];
  for (const person of people) {
    const [row] = await db.rows(
      `INSERT INTO participants (name, phone_number, state_province, creator_category) VALUES ($1, $2, $3, $4) RETURNING id`,
      [person.name, person.phone, person.state, person.tier],
    );
    participants.push(row.id);
  }
  const [cycle] = await db.rows(
    `INSERT INTO metric_refresh_cycles (provider, status, finished_at) VALUES ('simulated', 'completed', now()) RETURNING id`,
  );
  const seeded: SeededEntry[] = [];
  for (const [index, entry] of entries.entries()) {
    const shortcode = `Cx${String(index).padStart(4, '0')}${randomBytes(3).toString('hex')}`;
    const status = entry.status ?? 'pending';
    const [row] = await db.rows(
      `INSERT INTO submissions (participant_id, round_id, instagram_url, shortcode, category, status, hashtags_added, consent,
                                created_at)
       VALUES ($1, $2, $3, $4, $5, $6, true, true, now() - make_interval(mins => $7)) RETURNING id`,
      [
        participants[entry.who],
        entry.round ?? 1,
        `https://www.instagram.com/reel/${shortcode}/`,
        shortcode,
        entry.category,
        status,
        entries.length - index,
      ],
    );
    if (entry.views !== null) {
      await db.query(
        `INSERT INTO submission_metrics (submission_id, views, likes, source, sampled_at, cycle_id)
         VALUES ($1, $2, $3, 'simulated', now(), $4)`,
        [row.id, entry.views, entry.likes ?? null, cycle.id],
      );
    }
    seeded.push({
      id: row.id,
      participantId: participants[entry.who],
      status,
      category: entry.category,
      views: entry.views,
    });
  }
  return { participants, entries: seeded };
}
