import { MigrationInterface, QueryRunner } from 'typeorm';
import { CAST_VOTES } from './1763606000000-batched-votes';

/**
 * `cast_votes` set-based: a batch's votes are checked and written by a handful of statements over the whole
 * batch instead of five statements per vote. Measured with 100 votes in one call: 41 ms before, the reads and
 * writes themselves about 13 ms; under the whole-stack vote load Postgres spent 0.31 ms of CPU per vote.
 *
 * The rules, their order of precedence and each vote's answer are those of the loop it replaces:
 * 1. every vote's voter (blocked? a verified mobile?), entry (verified, author not blocked) and the round it can
 *    be voted for in now (`voting_round`), in one query; refusals in the contract's order;
 * 2. a vote already stored for the same voter, entry, round and period: `already_voted`; the same vote twice in
 *    one batch counts once (the later copy answers as the first does, or `already_voted` if it was taken);
 * 3. the daily allowance: one upsert per (voter, IST day) for the whole batch, in voter order (the lock order
 *    that keeps concurrent batches free of deadlocks), granting votes in the order they came; the rest
 *    `vote_limit_reached`;
 * 4. the votes written in one insert; one that a concurrent batch stored first (the unique key) answers
 *    `already_voted` and gives its allowance back;
 * 5. each entry's count moved once for the batch, in entry order, as before.
 *
 * The look-ups by voter are LATERAL subqueries, one index probe per vote whatever the statistics say: as an
 * EXISTS in the select list, right after a wave of newly verified voters (before autovacuum had analysed
 * `identities`), the planner read every phone identity for the batch (1.4 ms of Postgres CPU per vote in the
 * whole-stack benchmark instead of 0.25).
 */
export class SetBasedVotes1763630000000 implements MigrationInterface {
  name = 'SetBasedVotes1763630000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION cast_votes(p_voters uuid[], p_submissions uuid[], p_nows timestamptz[], p_ips inet[])
      RETURNS TABLE (i int, outcome text, votes int, next_vote_at timestamptz)
      LANGUAGE plpgsql AS $$
      #variable_conflict use_column
      DECLARE
        n int := cardinality(p_voters);
        v record;
        v_outcomes text[] := array_fill(NULL::text, ARRAY[n]);
        v_nexts timestamptz[] := array_fill(NULL::timestamptz, ARRAY[n]);
        v_rounds smallint[] := array_fill(NULL::smallint, ARRAY[n]);
        v_periods text[] := array_fill(NULL::text, ARRAY[n]);
        v_days date[] := array_fill(NULL::date, ARRAY[n]);
        v_allowances int[] := array_fill(NULL::int, ARRAY[n]);
        v_midnights timestamptz[] := array_fill(NULL::timestamptz, ARRAY[n]);
        v_firsts int[] := array_fill(NULL::int, ARRAY[n]);
        v_asked boolean[] := array_fill(false, ARRAY[n]);
        v_give_back boolean := false;
      BEGIN
        -- 1. Each vote's voter, entry and round, and the refusals they decide.
        FOR v IN
          SELECT u.i::int AS i, u.voter, (u.at AT TIME ZONE 'Asia/Kolkata')::date AS day,
                 coalesce(vp.blocked_at IS NOT NULL, false) AS blocked,
                 phone.verified IS NOT NULL AS verified,
                 e.owner, e.round_id, e.once_per, e.ends_at, e.allowance
            FROM unnest(p_voters, p_submissions, p_nows) WITH ORDINALITY AS u(voter, submission, at, i)
            LEFT JOIN participants vp ON vp.id = u.voter
            LEFT JOIN LATERAL (
              SELECT true AS verified FROM identities d WHERE d.participant_id = u.voter AND d.provider = 'phone' LIMIT 1
            ) phone ON true
            LEFT JOIN LATERAL (
              SELECT s.participant_id AS owner, r.id AS round_id, r.vote_once_per AS once_per, r.ends_at,
                     r.vote_daily_allowance AS allowance
                FROM submissions s
                JOIN participants p ON p.id = s.participant_id AND p.blocked_at IS NULL
                LEFT JOIN LATERAL voting_round(s.id, u.at) r ON true
               WHERE s.id = u.submission AND s.status = 'verified') e ON true
        LOOP
          IF v.blocked THEN v_outcomes[v.i] := 'account_blocked'; CONTINUE; END IF;
          IF NOT v.verified THEN v_outcomes[v.i] := 'voter_unverified'; CONTINUE; END IF;
          IF v.owner IS NULL THEN v_outcomes[v.i] := 'not_found'; CONTINUE; END IF;
          IF v.owner = v.voter THEN v_outcomes[v.i] := 'own_entry'; CONTINUE; END IF;
          IF v.round_id IS NULL THEN v_outcomes[v.i] := 'voting_closed'; CONTINUE; END IF;
          v_rounds[v.i] := v.round_id;
          v_days[v.i] := v.day;
          v_allowances[v.i] := v.allowance;
          v_midnights[v.i] := (v.day + 1)::timestamp AT TIME ZONE 'Asia/Kolkata';
          IF v.once_per = 'day' THEN
            v_periods[v.i] := v.day::text;
            v_nexts[v.i] := CASE WHEN v_midnights[v.i] > v.ends_at THEN NULL ELSE v_midnights[v.i] END;
          ELSE
            v_periods[v.i] := 'round';
          END IF;
        END LOOP;

        -- 2. Votes already stored, and a vote sent twice in the batch (the later copy follows the first).
        FOR v IN
          SELECT c.i, c.first, stored.yes IS NOT NULL AS stored
            FROM (SELECT u.i::int AS i, u.voter, u.submission, u.round, u.period,
                         min(u.i) OVER (PARTITION BY u.voter, u.submission, u.round, u.period)::int AS first
                    FROM unnest(p_voters, p_submissions, v_rounds, v_periods) WITH ORDINALITY AS u(voter, submission, round, period, i)
                   WHERE u.period IS NOT NULL) c
            LEFT JOIN LATERAL (
              SELECT true AS yes FROM votes w
               WHERE w.voter_id = c.voter AND w.submission_id = c.submission AND w.round_id = c.round AND w.period = c.period
               LIMIT 1
            ) stored ON true
        LOOP
          IF v.stored THEN
            v_outcomes[v.i] := 'already_voted';
          ELSIF v.first <> v.i THEN
            v_firsts[v.i] := v.first;
          END IF;
        END LOOP;

        -- 3. The allowance: each (voter, day) row moved once, by as many votes as it grants, in voter order.
        FOR v IN
          WITH wanted AS (
            SELECT u.i::int AS i, u.voter, u.day, u.allowance,
                   row_number() OVER (PARTITION BY u.voter, u.day ORDER BY u.i) AS place
              FROM unnest(p_voters, v_days, v_allowances, v_outcomes, v_firsts)
                     WITH ORDINALITY AS u(voter, day, allowance, outcome, first, i)
             WHERE u.day IS NOT NULL AND u.outcome IS NULL AND u.first IS NULL
          ), asked AS (
            SELECT voter, day, count(*)::int AS k FROM wanted GROUP BY voter, day
          ), moved AS (
            INSERT INTO vote_allowances AS a (voter_id, day, used)
            SELECT voter, day, k FROM asked ORDER BY voter, day
            ON CONFLICT (voter_id, day) DO UPDATE SET used = a.used + excluded.used
            RETURNING a.voter_id, a.day, a.used
          )
          SELECT w.i, w.place,
                 greatest(0, least(asked.k, w.allowance - (moved.used - asked.k))) AS granted
            FROM wanted w
            JOIN asked ON asked.voter = w.voter AND asked.day = w.day
            JOIN moved ON moved.voter_id = w.voter AND moved.day = w.day
        LOOP
          v_asked[v.i] := true;
          IF v.place > v.granted THEN
            v_outcomes[v.i] := 'vote_limit_reached';
            v_nexts[v.i] := v_midnights[v.i];
            v_give_back := true;
          END IF;
        END LOOP;

        -- 4. The votes; one stored meanwhile by a concurrent batch answers already_voted.
        FOR v IN
          WITH granted AS (
            SELECT u.i::int AS i, u.voter, u.submission, u.round, u.period, u.ip, u.at
              FROM unnest(p_voters, p_submissions, v_rounds, v_periods, p_ips, p_nows, v_outcomes, v_firsts)
                     WITH ORDINALITY AS u(voter, submission, round, period, ip, at, outcome, first, i)
             WHERE u.period IS NOT NULL AND u.outcome IS NULL AND u.first IS NULL
          ), stored AS (
            INSERT INTO votes (round_id, submission_id, voter_id, period, client_ip, created_at)
            SELECT round, submission, voter, period, ip, at FROM granted ORDER BY i
            ON CONFLICT ON CONSTRAINT votes_one_per_period_key DO NOTHING
            RETURNING voter_id, submission_id, round_id, period
          )
          SELECT g.i, s.voter_id IS NOT NULL AS written
            FROM granted g
            LEFT JOIN stored s ON s.voter_id = g.voter AND s.submission_id = g.submission
                              AND s.round_id = g.round AND s.period = g.period
        LOOP
          IF v.written THEN
            v_outcomes[v.i] := 'accepted';
          ELSE
            v_outcomes[v.i] := 'already_voted';
            v_give_back := true;
          END IF;
        END LOOP;

        -- Allowance asked for but not used (over the limit, or a vote stored meanwhile) goes back.
        IF v_give_back THEN
          UPDATE vote_allowances a SET used = a.used - b.unused
            FROM (SELECT u.voter, u.day, count(*)::int AS unused
                    FROM unnest(p_voters, v_days, v_outcomes, v_asked) AS u(voter, day, outcome, asked)
                   WHERE u.asked AND u.outcome <> 'accepted'
                   GROUP BY u.voter, u.day) b
           WHERE a.voter_id = b.voter AND a.day = b.day;
        END IF;

        -- A later copy of a vote in the batch answers as its first: already_voted once that was taken.
        FOR v IN SELECT u.i::int AS i, u.first FROM unnest(v_firsts) WITH ORDINALITY AS u(first, i) WHERE u.first IS NOT NULL LOOP
          IF v_outcomes[v.first] = 'vote_limit_reached' THEN
            v_outcomes[v.i] := 'vote_limit_reached';
          ELSE
            v_outcomes[v.i] := 'already_voted';
          END IF;
          v_nexts[v.i] := v_nexts[v.first];
        END LOOP;

        -- 5. Each entry's count moves once for the batch; a vote answers the count as of its place in the batch.
        RETURN QUERY
          WITH outcomes AS (
            SELECT u.i::int AS i, u.outcome, u.submission, u.round, u.next
              FROM unnest(v_outcomes, p_submissions, v_rounds, v_nexts) WITH ORDINALITY AS u(outcome, submission, round, next, i)
          ), per_entry AS (
            SELECT submission, round, count(*)::int AS n FROM outcomes o WHERE o.outcome = 'accepted' GROUP BY submission, round
          ), counted AS (
            INSERT INTO submission_votes AS c (submission_id, round_id, votes)
            SELECT submission, round, per_entry.n FROM per_entry ORDER BY submission, round
            ON CONFLICT (submission_id, round_id) DO UPDATE SET votes = c.votes + excluded.votes
            RETURNING c.submission_id, c.round_id, c.votes
          )
          SELECT o.i, o.outcome,
                 (counted.votes - per_entry.n
                   + row_number() OVER (PARTITION BY o.submission, o.round, o.outcome = 'accepted' ORDER BY o.i))::int,
                 o.next
            FROM outcomes o
            LEFT JOIN per_entry ON o.outcome = 'accepted' AND per_entry.submission = o.submission
                               AND per_entry.round = o.round
            LEFT JOIN counted ON counted.submission_id = per_entry.submission AND counted.round_id = per_entry.round
           ORDER BY o.i;
      END $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(CAST_VOTES.replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION'));
  }
}
