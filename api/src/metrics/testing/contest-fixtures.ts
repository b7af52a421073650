import { randomUUID } from 'node:crypto';
import { Client } from 'pg';

/**
 * Test fixtures written straight into a test database (the entries API is not needed to rank entries):
 * participants with complete profiles and their entries, in one multi-row insert each.
 */
export interface EntryFixture {
  shortcode: string;
  status?: 'pending' | 'verified' | 'rejected' | 'disqualified';
  name?: string | null;
  state?: string | null;
  creatorCategory?: string | null;
  category?: 'life' | 'action' | 'philosophy' | 'policies';
  igUsername?: string | null;
  /** The entrant's Instagram handle on their profile. */
  instagramHandle?: string | null;
  /** The entrant's ownership code (drawn by the database when not given). */
  ownershipCode?: string;
  /** The Instagram account the entrant proved is theirs. */
  provenUsername?: string;
  /** The username typed in the entered link. */
  linkUsername?: string | null;
  createdAt?: Date;
  /** Several entries may share a participant: give them the same key. */
  participantKey?: string;
}

export async function withDatabase<T>(url: string, work: (db: Client) => Promise<T>): Promise<T> {
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

/** Inserts the entries (and one participant per distinct participantKey); returns ids by shortcode. */
export async function insertEntries(
  url: string,
  entries: EntryFixture[],
): Promise<{ submissions: Map<string, string>; participants: Map<string, string> }> {
  return withDatabase(url, async (db) => {
    const keys = [...new Set(entries.map((entry) => entry.participantKey ?? entry.shortcode))];
    const first = new Map<string, EntryFixture>();
    for (const entry of entries)
      if (!first.has(entry.participantKey ?? entry.shortcode))
        first.set(entry.participantKey ?? entry.shortcode, entry);
    const people = keys.map((key) => first.get(key)!);
    const emails = keys.map(() => `${randomUUID()}@example.test`);
    const { rows: participantRows } = await db.query(
      `INSERT INTO participants (name, email, email_verified, state_province, creator_category, instagram_handle,
                                 ownership_code, instagram_proven_username, instagram_proven_at)
       SELECT t.name, t.email, true, t.state, t.creator_category, t.handle, coalesce(t.code, new_ownership_code()),
              t.proven, CASE WHEN t.proven IS NOT NULL THEN now() END
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])
         AS t(name, email, state, creator_category, handle, code, proven)
       RETURNING id, email`,
      [
        people.map((p) => (p.name === undefined ? `Creator ${p.shortcode}` : p.name)),
        emails,
        people.map((p) => (p.state === undefined ? 'Kerala' : p.state)),
        people.map((p) => (p.creatorCategory === undefined ? 'nano_influencer' : p.creatorCategory)),
        people.map((p) => p.instagramHandle ?? null),
        people.map((p) => p.ownershipCode ?? null),
        people.map((p) => p.provenUsername ?? null),
      ],
    );
    const idByEmail = new Map(participantRows.map((row) => [row.email as string, row.id as string]));
    const participants = new Map(keys.map((key, i) => [key, idByEmail.get(emails[i])!]));
    const { rows } = await db.query(
      `INSERT INTO submissions (participant_id, round_id, instagram_url, shortcode, category, status, hashtags_added,
         consent, ig_username, link_username, created_at, status_changed_at)
       SELECT t.participant_id, 1, 'https://www.instagram.com/reel/' || t.shortcode || '/', t.shortcode, t.category,
         t.status, true, true, t.ig_username, t.link_username, t.created_at, t.created_at
       FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::timestamptz[], $7::text[])
         AS t(participant_id, shortcode, category, status, ig_username, created_at, link_username)
       RETURNING id, shortcode`,
      [
        entries.map((e) => participants.get(e.participantKey ?? e.shortcode)),
        entries.map((e) => e.shortcode),
        entries.map((e) => e.category ?? 'life'),
        entries.map((e) => e.status ?? 'verified'),
        entries.map((e) => e.igUsername ?? null),
        entries.map((e, i) => e.createdAt ?? new Date(Date.UTC(2025, 9, 1) + i * 60_000)),
        entries.map((e) => e.linkUsername ?? null),
      ],
    );
    return { submissions: new Map(rows.map((row) => [row.shortcode as string, row.id as string])), participants };
  });
}

/**
 * Polls `probe` until it answers something truthy (a row, a mail, `true`), bounded; no timing is asserted.
 * The worker delivers and refreshes asynchronously, so the tests of both wait with this.
 */
export async function eventually<T>(
  probe: () => Promise<T> | T,
  what: string,
  limitMs = 20_000,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = await probe();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
