import { MigrationInterface, QueryRunner } from 'typeorm';

/** This migration's `enter_submission`, which 1763620000000 replaces and restores on the way down. */
export const ENTER_SUBMISSION = `
      CREATE FUNCTION enter_submission(p_participant uuid, p_round smallint, p_url varchar, p_shortcode varchar,
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

/**
 * An entry is written by ONE call of `enter_submission`, in one autocommitted statement, instead of BEGIN, the
 * participant's locked read, the insert, the outbox insert and COMMIT (five round trips). The checks keep their
 * order: the participant's row is locked and read first (missing, blocked, profile incomplete); with no round id
 * (the link was invalid or no round takes this participant's entries: the API throws that itself, in its turn)
 * nothing is written; then the limit (counted after the lock: in a volatile plpgsql function each statement takes
 * a new snapshot, so a submission by the same participant committed while this one waited is counted), then the
 * post (ON CONFLICT on the partial unique index: a live entry holding it wins), the first history row and the
 * "entry received" outbox rows, whose kind, category, parameters and channels the API passes (the outbox's
 * rules stay in NotificationOutboxService).
 *
 * `channel_reachable` is the one place of the rule saying which channels a transactional message reaches: both
 * this function and NotificationOutboxService use it (the planner inlines it, a one-expression SQL function).
 */
export class OneCallSubmissions1763609000000 implements MigrationInterface {
  name = 'OneCallSubmissions1763609000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The site's list always; e-mail to a verified address; SMS to the phone signed in with.
    await queryRunner.query(`
      CREATE FUNCTION channel_reachable(p participants, channel text) RETURNS boolean
      LANGUAGE sql IMMUTABLE AS $$
        SELECT channel = 'site'
            OR (channel = 'email' AND p.email IS NOT NULL AND p.email_verified)
            OR (channel = 'sms' AND p.phone_number IS NOT NULL)
      $$`);
    await queryRunner.query(ENTER_SUBMISSION);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DROP FUNCTION enter_submission(uuid, smallint, varchar, varchar, varchar, boolean, boolean, varchar, int,
                                      varchar, varchar, jsonb, text[])`,
    );
    await queryRunner.query(`DROP FUNCTION channel_reachable(participants, text)`);
  }
}
