import { MigrationInterface, QueryRunner } from 'typeorm';
import { ENTER_SUBMISSION } from './1763609000000-one-call-submissions';

/** This migration's `enter_submission`, which 1763740000000 replaces and restores on the way down. */
export const ENTER_SUBMISSION_IN_CONFIRMED_ROUND = `
      CREATE FUNCTION enter_submission(p_participant uuid, p_round smallint, p_round_starts timestamptz,
                                       p_round_ends timestamptz, p_url varchar, p_shortcode varchar,
                                       p_category varchar, p_hashtags boolean, p_consent boolean,
                                       p_link_username varchar, p_limit int, p_kind varchar,
                                       p_message_category varchar, p_params jsonb, p_channels text[])
      RETURNS TABLE (outcome text, "instagramHandle" varchar, id uuid, "participantId" uuid, "roundId" smallint,
                     "instagramUrl" varchar, shortcode varchar, category varchar, status varchar,
                     "statusReason" text, "hashtagsAdded" boolean, consent boolean, "igMediaId" varchar,
                     "igUsername" varchar, "linkUsername" varchar, "isDemo" boolean, "createdAt" timestamptz,
                     "updatedAt" timestamptz, "statusChangedAt" timestamptz)
      LANGUAGE plpgsql AS $$
      #variable_conflict use_column
      DECLARE
        v_blocked boolean;
        v_complete boolean;
        v_handle varchar;
        v_count int;
        e submissions%ROWTYPE;
      BEGIN
        SELECT p.blocked_at IS NOT NULL, p.profile_complete, p.instagram_handle INTO v_blocked, v_complete, v_handle
          FROM participants p WHERE p.id = p_participant FOR NO KEY UPDATE;
        IF NOT FOUND THEN outcome := 'unauthorized';
        ELSIF v_blocked THEN outcome := 'account_blocked';
        ELSIF NOT coalesce(v_complete, false) THEN outcome := 'profile_incomplete';
        ELSIF p_round IS NULL THEN outcome := 'checked';
        ELSIF NOT EXISTS (SELECT 1 FROM rounds r
                           WHERE r.id = p_round AND r.accepts_submissions AND r.closed_at IS NULL
                             AND date_trunc('milliseconds', r.starts_at) IS NOT DISTINCT FROM p_round_starts
                             AND date_trunc('milliseconds', r.ends_at) IS NOT DISTINCT FROM p_round_ends)
          THEN outcome := 'round_changed';
        END IF;
        "instagramHandle" := v_handle;
        IF outcome IS NOT NULL THEN RETURN NEXT; RETURN; END IF;

        SELECT count(*)::int INTO v_count FROM submissions s
         WHERE s.participant_id = p_participant AND s.round_id = p_round AND s.status <> 'rejected';
        IF v_count >= p_limit THEN outcome := 'entry_limit_reached'; RETURN NEXT; RETURN; END IF;

        INSERT INTO submissions AS s (participant_id, round_id, instagram_url, shortcode, category, hashtags_added,
                                      consent, link_username)
        VALUES (p_participant, p_round, p_url, p_shortcode, p_category, p_hashtags, p_consent, p_link_username)
        ON CONFLICT (shortcode) WHERE status <> 'rejected' DO NOTHING
        RETURNING s.* INTO e;
        IF NOT FOUND THEN outcome := 'duplicate_submission'; RETURN NEXT; RETURN; END IF;

        INSERT INTO submission_status_changes (submission_id, from_status, to_status, actor_type, actor_id)
        VALUES (e.id, NULL, e.status, 'participant', p_participant);

        INSERT INTO notifications (idempotency_key, kind, channel, category, participant_id, params, status, sent_at)
        SELECT 'entry:' || e.id || ':' || e.status || ':' || floor(extract(epoch FROM e.status_changed_at) * 1000)
                 || ':' || c.channel,
               p_kind, c.channel, p_message_category, p.id, p_params,
               CASE c.channel WHEN 'site' THEN 'sent' ELSE 'pending' END,
               CASE c.channel WHEN 'site' THEN now() END
          FROM participants p CROSS JOIN unnest(p_channels) AS c(channel)
         WHERE p.id = p_participant AND channel_reachable(p, c.channel)
        ON CONFLICT (idempotency_key) DO NOTHING;

        RETURN QUERY SELECT 'created', v_handle, e.id, e.participant_id, e.round_id, e.instagram_url, e.shortcode,
                            e.category, e.status, e.status_reason, e.hashtags_added, e.consent, e.ig_media_id,
                            e.ig_username, e.link_username, e.is_demo, e.created_at, e.updated_at,
                            e.status_changed_at;
      END $$`;

/** This migration's `enter_submissions`, which 1763740000000 replaces and restores on the way down. */
export const ENTER_SUBMISSIONS = `
      CREATE FUNCTION enter_submissions(p_entries jsonb)
      RETURNS TABLE (i int, outcome text, "instagramHandle" varchar, id uuid, "participantId" uuid,
                     "roundId" smallint, "instagramUrl" varchar, shortcode varchar, category varchar,
                     status varchar, "statusReason" text, "hashtagsAdded" boolean, consent boolean,
                     "igMediaId" varchar, "igUsername" varchar, "linkUsername" varchar, "isDemo" boolean,
                     "createdAt" timestamptz, "updatedAt" timestamptz, "statusChangedAt" timestamptz)
      LANGUAGE plpgsql AS $$
      DECLARE
        x record;
      BEGIN
        FOR x IN SELECT *
                   FROM ROWS FROM (jsonb_to_recordset(p_entries) AS (
                          participant uuid, round smallint, "roundStarts" timestamptz, "roundEnds" timestamptz,
                          url varchar, shortcode varchar, category varchar, hashtags boolean, consent boolean,
                          "linkUsername" varchar, "limit" int, kind varchar, "messageCategory" varchar,
                          params jsonb, channels text[]))
                        WITH ORDINALITY AS e(participant, round, "roundStarts", "roundEnds", url, shortcode,
                                             category, hashtags, consent, "linkUsername", "limit", kind,
                                             "messageCategory", params, channels, n)
                  ORDER BY e.participant, e.n LOOP
          RETURN QUERY SELECT x.n::int, r.*
            FROM enter_submission(x.participant, x.round, x."roundStarts", x."roundEnds", x.url, x.shortcode,
                                  x.category, x.hashtags, x.consent, x."linkUsername", x."limit", x.kind,
                                  x."messageCategory", x.params, x.channels) r;
        END LOOP;
      END $$`;

/**
 * Entries are written in group commits, like votes: `enter_submissions` takes the entries that arrived together
 * and enters each with `enter_submission`, in one statement and one transaction, answering one row per entry
 * (`i`, its place in the batch) with its own outcome. Entries are taken in participant order, so two batches in
 * flight lock participants' rows in the same order.
 *
 * `enter_submission` now also confirms the round the API judged open (from a copy it keeps between requests):
 * the round must still take entries with the same window and not be closed, else the outcome is
 * `round_changed` and the API reads the round again. The window is compared to the millisecond, the API's
 * precision. Whether a window is open stays decided in one place,
 * `roundStatus` in the API; this only proves that the copy it judged was the round as it stands.
 */
export class BatchedEntries1763620000000 implements MigrationInterface {
  name = 'BatchedEntries1763620000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      DROP FUNCTION enter_submission(uuid, smallint, varchar, varchar, varchar, boolean, boolean, varchar, int,
                                     varchar, varchar, jsonb, text[])`);
    await queryRunner.query(ENTER_SUBMISSION_IN_CONFIRMED_ROUND);
    // Same participant twice in a batch: entered in turn, so the second sees the first (one transaction).
    await queryRunner.query(ENTER_SUBMISSIONS);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION enter_submissions(jsonb)`);
    await queryRunner.query(
      `DROP FUNCTION enter_submission(uuid, smallint, timestamptz, timestamptz, varchar, varchar, varchar, boolean,
                                      boolean, varchar, int, varchar, varchar, jsonb, text[])`,
    );
    await queryRunner.query(ENTER_SUBMISSION);
  }
}
