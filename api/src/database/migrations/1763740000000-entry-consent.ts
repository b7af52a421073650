import { MigrationInterface, QueryRunner } from 'typeorm';
import { ENTER_SUBMISSION_IN_CONFIRMED_ROUND, ENTER_SUBMISSIONS } from './1763620000000-batched-entries';

/**
 * The entry form asks for consent (the contest terms and privacy policy, version CONSENT_VERSION) in the
 * entrant's language: each entry keeps when, to which version and in which language it was given.
 * `consented_at` is the entry's transaction time. Entries made before this migration keep nulls: nobody was
 * asked then, and a made-up date would claim otherwise.
 */
export class EntryConsent1763740000000 implements MigrationInterface {
  name = 'EntryConsent1763740000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE submissions ADD COLUMN consented_at timestamptz, ADD COLUMN consent_version varchar(40),
                              ADD COLUMN consent_language varchar(2)`);
    await queryRunner.query(`DROP FUNCTION enter_submissions(jsonb)`);
    await queryRunner.query(`
      DROP FUNCTION enter_submission(uuid, smallint, timestamptz, timestamptz, varchar, varchar, varchar, boolean,
                                     boolean, varchar, int, varchar, varchar, jsonb, text[])`);
    await queryRunner.query(`
      CREATE FUNCTION enter_submission(p_participant uuid, p_round smallint, p_round_starts timestamptz,
                                       p_round_ends timestamptz, p_url varchar, p_shortcode varchar,
                                       p_category varchar, p_hashtags boolean, p_consent boolean,
                                       p_consent_version varchar, p_consent_language varchar,
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
                                      consent, consented_at, consent_version, consent_language, link_username)
        VALUES (p_participant, p_round, p_url, p_shortcode, p_category, p_hashtags, p_consent,
                CASE WHEN p_consent THEN now() END, p_consent_version, p_consent_language, p_link_username)
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
      END $$`);
    await queryRunner.query(`
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
                          "consentVersion" varchar, "consentLanguage" varchar, "linkUsername" varchar, "limit" int, kind varchar, "messageCategory" varchar,
                          params jsonb, channels text[]))
                        WITH ORDINALITY AS e(participant, round, "roundStarts", "roundEnds", url, shortcode,
                                             category, hashtags, consent, "consentVersion", "consentLanguage",
                                             "linkUsername", "limit", kind,
                                             "messageCategory", params, channels, n)
                  ORDER BY e.participant, e.n LOOP
          RETURN QUERY SELECT x.n::int, r.*
            FROM enter_submission(x.participant, x.round, x."roundStarts", x."roundEnds", x.url, x.shortcode,
                                  x.category, x.hashtags, x.consent, x."consentVersion", x."consentLanguage", x."linkUsername", x."limit", x.kind,
                                  x."messageCategory", x.params, x.channels) r;
        END LOOP;
      END $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION enter_submissions(jsonb)`);
    await queryRunner.query(`
      DROP FUNCTION enter_submission(uuid, smallint, timestamptz, timestamptz, varchar, varchar, varchar, boolean,
                                     boolean, varchar, varchar, varchar, int, varchar, varchar, jsonb, text[])`);
    await queryRunner.query(ENTER_SUBMISSION_IN_CONFIRMED_ROUND);
    await queryRunner.query(ENTER_SUBMISSIONS);
    await queryRunner.query(
      `ALTER TABLE submissions DROP COLUMN consented_at, DROP COLUMN consent_version, DROP COLUMN consent_language`,
    );
  }
}
