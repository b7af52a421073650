import { MigrationInterface, QueryRunner } from 'typeorm';
import { CAST_VOTE } from './1763602000000-public-votes';

/** `cast_votes` as this migration creates it (a later one replaces it and restores this one on the way down). */
export const CAST_VOTES = `
      CREATE FUNCTION cast_votes(p_voters uuid[], p_submissions uuid[], p_nows timestamptz[], p_ips inet[])
      RETURNS TABLE (i int, outcome text, votes int, next_vote_at timestamptz)
      LANGUAGE plpgsql AS $$
      #variable_conflict use_column
      DECLARE
        n int := cardinality(p_voters);
        v record;
        v_blocked boolean;
        v_verified boolean;
        v_owner uuid;
        v_round_id smallint;
        v_once_per varchar(5);
        v_ends_at timestamptz;
        v_allowance int;
        v_day date;
        v_period varchar(10);
        v_next timestamptz;
        v_outcomes text[] := array_fill(NULL::text, ARRAY[n]);
        v_nexts timestamptz[] := array_fill(NULL::timestamptz, ARRAY[n]);
        v_rounds smallint[] := array_fill(NULL::smallint, ARRAY[n]);
      BEGIN
        FOR v IN SELECT u.i::int AS i, u.voter, u.submission, u.at, u.ip
                   FROM unnest(p_voters, p_submissions, p_nows, p_ips) WITH ORDINALITY AS u(voter, submission, at, ip, i)
                  ORDER BY u.voter, u.i LOOP
          v_day := (v.at AT TIME ZONE 'Asia/Kolkata')::date;
          SELECT coalesce((SELECT p.blocked_at IS NOT NULL FROM participants p WHERE p.id = v.voter), false),
                 EXISTS (SELECT 1 FROM identities d WHERE d.participant_id = v.voter AND d.provider = 'phone')
            INTO v_blocked, v_verified;
          IF v_blocked THEN v_outcomes[v.i] := 'account_blocked'; CONTINUE; END IF;
          IF NOT v_verified THEN v_outcomes[v.i] := 'voter_unverified'; CONTINUE; END IF;
          -- The entry (verified, its author not blocked) and the round it can be voted for in now (voting_round,
          -- which the planner inlines: a STABLE one-SELECT SQL function in FROM).
          v_owner := NULL;
          v_round_id := NULL;
          SELECT s.participant_id, r.id, r.vote_once_per, r.ends_at, r.vote_daily_allowance
            INTO v_owner, v_round_id, v_once_per, v_ends_at, v_allowance
            FROM submissions s
            JOIN participants p ON p.id = s.participant_id AND p.blocked_at IS NULL
            LEFT JOIN LATERAL voting_round(s.id, v.at) r ON true
           WHERE s.id = v.submission AND s.status = 'verified';
          IF v_owner IS NULL THEN v_outcomes[v.i] := 'not_found'; CONTINUE; END IF;
          IF v_owner = v.voter THEN v_outcomes[v.i] := 'own_entry'; CONTINUE; END IF;
          IF v_round_id IS NULL THEN v_outcomes[v.i] := 'voting_closed'; CONTINUE; END IF;
          IF v_once_per = 'day' THEN
            v_period := v_day::text;
            v_next := (v_day + 1)::timestamp AT TIME ZONE 'Asia/Kolkata';
            IF v_next > v_ends_at THEN v_next := NULL; END IF;
          ELSE
            v_period := 'round';
            v_next := NULL;
          END IF;
          IF EXISTS (SELECT 1 FROM votes w WHERE w.voter_id = v.voter AND w.submission_id = v.submission
                       AND w.round_id = v_round_id AND w.period = v_period) THEN
            v_outcomes[v.i] := 'already_voted'; v_nexts[v.i] := v_next; CONTINUE;
          END IF;
          -- The allowance row serialises one voter's concurrent votes, so neither it nor the unique key is raced.
          INSERT INTO vote_allowances AS a (voter_id, day, used) VALUES (v.voter, v_day, 1)
            ON CONFLICT (voter_id, day) DO UPDATE SET used = a.used + 1 WHERE a.used < v_allowance;
          IF NOT FOUND THEN
            v_outcomes[v.i] := 'vote_limit_reached';
            v_nexts[v.i] := (v_day + 1)::timestamp AT TIME ZONE 'Asia/Kolkata';
            CONTINUE;
          END IF;
          INSERT INTO votes (round_id, submission_id, voter_id, period, client_ip, created_at)
            VALUES (v_round_id, v.submission, v.voter, v_period, v.ip, v.at)
            ON CONFLICT ON CONSTRAINT votes_one_per_period_key DO NOTHING;
          IF NOT FOUND THEN
            UPDATE vote_allowances SET used = used - 1 WHERE voter_id = v.voter AND day = v_day;
            v_outcomes[v.i] := 'already_voted'; v_nexts[v.i] := v_next; CONTINUE;
          END IF;
          v_outcomes[v.i] := 'accepted'; v_nexts[v.i] := v_next; v_rounds[v.i] := v_round_id;
        END LOOP;
        -- Each entry's count moves once for the batch; a vote answers the count as of its place in the batch.
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
                   + row_number() OVER (PARTITION BY o.submission, o.round ORDER BY o.i))::int,
                 o.next
            FROM outcomes o
            LEFT JOIN per_entry ON o.outcome = 'accepted' AND per_entry.submission = o.submission
                               AND per_entry.round = o.round
            LEFT JOIN counted ON counted.submission_id = per_entry.submission AND counted.round_id = per_entry.round
           ORDER BY o.i;
      END $$`;

/**
 * Votes are cast in batches: the API gathers the votes that arrive while the previous batch commits and casts
 * them with ONE call of `cast_votes` in one transaction (group commit), answering each request after that
 * commit, so a 201 stays durable. Each vote keeps its own outcome, its own time and the rules `cast_vote` had,
 * checked in the same order. Per vote the checks are two lookups instead of four: the entry and its round come
 * from one query, which joins `voting_round` (inlined by the planner, so the rule stays in that one function,
 * which GET /entries/{id} uses too, and plpgsql plans the query once).
 *
 * Locks are taken in one global order, so concurrent batches (two API processes) cannot deadlock on each other:
 * the voters' allowance rows in voter order while the votes are written, then the entries' count rows in entry
 * order, one statement for the whole batch.
 *
 * The voter's phone identity is looked up on (participant_id, provider): with only the participant index,
 * Postgres, before its statistics caught up with a wave of newly verified voters, combined it with the
 * (provider, subject) index and read every phone identity on each vote (1.5 ms a vote in the whole-stack
 * benchmark instead of 0.05).
 */
export class BatchedVotes1763606000000 implements MigrationInterface {
  name = 'BatchedVotes1763606000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION cast_vote(uuid, uuid, timestamptz, inet)`);
    await queryRunner.query(
      `CREATE INDEX identities_participant_provider_idx ON identities (participant_id, provider)`,
    );
    await queryRunner.query(`DROP INDEX identities_participant_idx`);
    await queryRunner.query(CAST_VOTES);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION cast_votes(uuid[], uuid[], timestamptz[], inet[])`);
    await queryRunner.query(CAST_VOTE);
    await queryRunner.query(`CREATE INDEX identities_participant_idx ON identities (participant_id)`);
    await queryRunner.query(`DROP INDEX identities_participant_provider_idx`);
  }
}
