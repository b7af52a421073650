import { MigrationInterface, QueryRunner } from 'typeorm';

/** One vote checked and recorded in one statement (replaced by `cast_votes`, 1763606000000-batched-votes). */
export const CAST_VOTE = `
      CREATE FUNCTION cast_vote(p_voter uuid, p_submission uuid, p_now timestamptz, p_ip inet)
      RETURNS TABLE (outcome text, votes int, next_vote_at timestamptz)
      LANGUAGE plpgsql AS $$
      DECLARE
        v_owner uuid;
        v_round rounds%ROWTYPE;
        v_day date := (p_now AT TIME ZONE 'Asia/Kolkata')::date;
        v_period varchar(10);
        v_next timestamptz;
      BEGIN
        IF EXISTS (SELECT 1 FROM participants WHERE id = p_voter AND blocked_at IS NOT NULL) THEN
          RETURN QUERY SELECT 'account_blocked', NULL::int, NULL::timestamptz; RETURN;
        END IF;
        IF NOT EXISTS (SELECT 1 FROM identities WHERE participant_id = p_voter AND provider = 'phone') THEN
          RETURN QUERY SELECT 'voter_unverified', NULL::int, NULL::timestamptz; RETURN;
        END IF;
        SELECT s.participant_id INTO v_owner FROM submissions s
          JOIN participants p ON p.id = s.participant_id AND p.blocked_at IS NULL
         WHERE s.id = p_submission AND s.status = 'verified';
        IF v_owner IS NULL THEN
          RETURN QUERY SELECT 'not_found', NULL::int, NULL::timestamptz; RETURN;
        END IF;
        IF v_owner = p_voter THEN
          RETURN QUERY SELECT 'own_entry', NULL::int, NULL::timestamptz; RETURN;
        END IF;
        SELECT * INTO v_round FROM voting_round(p_submission, p_now);
        IF v_round.id IS NULL THEN
          RETURN QUERY SELECT 'voting_closed', NULL::int, NULL::timestamptz; RETURN;
        END IF;
        IF v_round.vote_once_per = 'day' THEN
          v_period := v_day::text;
          v_next := (v_day + 1)::timestamp AT TIME ZONE 'Asia/Kolkata';
          IF v_next > v_round.ends_at THEN v_next := NULL; END IF;
        ELSE
          v_period := 'round';
        END IF;
        IF EXISTS (SELECT 1 FROM votes v WHERE v.voter_id = p_voter AND v.submission_id = p_submission
                     AND v.round_id = v_round.id AND v.period = v_period) THEN
          RETURN QUERY SELECT 'already_voted', NULL::int, v_next; RETURN;
        END IF;
        -- The allowance row serialises one voter's concurrent votes, so neither it nor the unique key is raced.
        INSERT INTO vote_allowances AS a (voter_id, day, used) VALUES (p_voter, v_day, 1)
          ON CONFLICT (voter_id, day) DO UPDATE SET used = a.used + 1 WHERE a.used < v_round.vote_daily_allowance;
        IF NOT FOUND THEN
          RETURN QUERY SELECT 'vote_limit_reached', NULL::int,
            ((v_day + 1)::timestamp AT TIME ZONE 'Asia/Kolkata'); RETURN;
        END IF;
        INSERT INTO votes (round_id, submission_id, voter_id, period, client_ip, created_at)
          VALUES (v_round.id, p_submission, p_voter, v_period, p_ip, p_now)
          ON CONFLICT ON CONSTRAINT votes_one_per_period_key DO NOTHING;
        IF NOT FOUND THEN
          UPDATE vote_allowances SET used = used - 1 WHERE voter_id = p_voter AND day = v_day;
          RETURN QUERY SELECT 'already_voted', NULL::int, v_next; RETURN;
        END IF;
        RETURN QUERY
          INSERT INTO submission_votes AS c (submission_id, round_id, votes) VALUES (p_submission, v_round.id, 1)
          ON CONFLICT (submission_id, round_id) DO UPDATE SET votes = c.votes + 1
          RETURNING 'accepted'::text, c.votes, v_next;
      END $$`;

/**
 * Public voting: per-round voting settings, the votes themselves (Postgres is their durable store), each
 * voter's daily allowance, each entry's running count per round, and the board snapshot's vote figure.
 * `cast_vote` checks and records one vote in ONE statement (one round trip, one commit), so a 201 is durable
 * and the API stays at thousands of votes a second.
 */
export class PublicVotes1763602000000 implements MigrationInterface {
  name = 'PublicVotes1763602000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE rounds
        ADD COLUMN voting_enabled boolean NOT NULL DEFAULT false,
        ADD COLUMN vote_once_per varchar(5) NOT NULL DEFAULT 'day' CHECK (vote_once_per IN ('day', 'round')),
        ADD COLUMN vote_daily_allowance int NOT NULL DEFAULT 20 CHECK (vote_daily_allowance BETWEEN 1 AND 1000),
        ADD COLUMN views_weight_percent smallint NOT NULL DEFAULT 70 CHECK (views_weight_percent BETWEEN 0 AND 100)`);
    // Rounds 1 and 2 are judged on views and public voting (docs/product.md §1); 3 and 4 by the jury.
    await queryRunner.query(`UPDATE rounds SET voting_enabled = true WHERE id IN (1, 2)`);

    await queryRunner.query(`
      CREATE TABLE votes (
        id bigserial PRIMARY KEY,
        round_id smallint NOT NULL REFERENCES rounds (id),
        submission_id uuid NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
        -- NULL once the voter's account is erased after the round closed: the vote stays as an anonymous count.
        voter_id uuid REFERENCES participants (id) ON DELETE SET NULL,
        -- The IST day of the vote ('2025-10-01'), or 'round' when the round allows one vote per entry in all.
        period varchar(10) NOT NULL,
        client_ip inet,
        created_at timestamptz NOT NULL,
        voided_at timestamptz,
        void_reason text,
        CONSTRAINT votes_one_per_period_key UNIQUE (voter_id, submission_id, round_id, period)
      )`);
    await queryRunner.query(`CREATE INDEX votes_submission_idx ON votes (submission_id, created_at)`);
    await queryRunner.query(`
      CREATE TABLE vote_allowances (
        voter_id uuid NOT NULL REFERENCES participants (id) ON DELETE CASCADE,
        day date NOT NULL,
        used int NOT NULL,
        PRIMARY KEY (voter_id, day)
      )`);
    await queryRunner.query(`
      CREATE TABLE submission_votes (
        submission_id uuid NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
        round_id smallint NOT NULL REFERENCES rounds (id),
        votes int NOT NULL CHECK (votes >= 0),
        PRIMARY KEY (submission_id, round_id)
      )`);
    await queryRunner.query(`ALTER TABLE leaderboard_entries ADD COLUMN votes int NOT NULL DEFAULT 0`);

    // The round an entry can be voted for in at a time: voting on, its window open, the entry taking part.
    await queryRunner.query(`
      CREATE FUNCTION voting_round(p_submission uuid, p_now timestamptz) RETURNS SETOF rounds
      LANGUAGE sql STABLE AS $$
        SELECT r.* FROM rounds r
         WHERE r.voting_enabled AND r.starts_at <= p_now AND p_now <= r.ends_at
           AND (EXISTS (SELECT 1 FROM submissions s WHERE s.id = p_submission AND s.round_id = r.id)
             OR EXISTS (SELECT 1 FROM round_advancements a WHERE a.submission_id = p_submission AND a.round_id = r.id))
         ORDER BY r.id DESC LIMIT 1
      $$`);

    // The outcome is a word the API maps to its answer; `next_vote_at` is when this voter may vote for this
    // entry again (NULL: not in this round). Checks run in the contract's order of precedence.
    await queryRunner.query(CAST_VOTE);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION cast_vote(uuid, uuid, timestamptz, inet)`);
    await queryRunner.query(`DROP FUNCTION voting_round(uuid, timestamptz)`);
    await queryRunner.query(`ALTER TABLE leaderboard_entries DROP COLUMN votes`);
    await queryRunner.query(`DROP TABLE submission_votes`);
    await queryRunner.query(`DROP TABLE vote_allowances`);
    await queryRunner.query(`DROP TABLE votes`);
    await queryRunner.query(`
      ALTER TABLE rounds DROP COLUMN voting_enabled, DROP COLUMN vote_once_per, DROP COLUMN vote_daily_allowance,
        DROP COLUMN views_weight_percent`);
  }
}
