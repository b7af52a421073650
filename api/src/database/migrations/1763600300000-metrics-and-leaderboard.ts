import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The metrics worker's and the leaderboard's tables: refresh cycles with their persisted cursor and lease,
 * metric samples over time (and the latest per entry), auto-check results and views-jump flags for the
 * console, the metrics source's state (health, throttling), and ranked leaderboard snapshots.
 */
export class MetricsAndLeaderboard1763600300000 implements MigrationInterface {
  name = 'MetricsAndLeaderboard1763600300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE metric_refresh_cycles (
        id bigserial PRIMARY KEY,
        provider varchar(16) NOT NULL CHECK (provider IN ('instagram', 'simulated')),
        status varchar(16) NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'completed', 'failed')),
        -- The BullMQ job that started it: a re-delivered job finds its cycle instead of starting another.
        trigger_job_id varchar(128),
        -- Where the next page starts (provider-specific); written in the same transaction as each page.
        cursor jsonb,
        -- The worker holding the cycle and until when; every page write checks it (fencing).
        lease_owner varchar(64),
        lease_expires_at timestamptz,
        pages int NOT NULL DEFAULT 0,
        calls int NOT NULL DEFAULT 0,
        samples int NOT NULL DEFAULT 0,
        resumptions int NOT NULL DEFAULT 0,
        failed_attempts int NOT NULL DEFAULT 0,
        error text,
        started_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz
      )`);
    // Exactly one cycle runs at a time, whatever the number of workers.
    await queryRunner.query(
      `CREATE UNIQUE INDEX metric_refresh_cycles_one_running ON metric_refresh_cycles ((true)) WHERE status = 'running'`,
    );
    await queryRunner.query(
      `CREATE INDEX metric_refresh_cycles_trigger_idx ON metric_refresh_cycles (trigger_job_id) WHERE trigger_job_id IS NOT NULL`,
    );

    await queryRunner.query(`
      CREATE TABLE metric_samples (
        submission_id uuid NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
        cycle_id bigint NOT NULL REFERENCES metric_refresh_cycles (id) ON DELETE CASCADE,
        sampled_at timestamptz NOT NULL,
        views bigint,
        -- NULL: hidden by the owner (never zero).
        likes bigint,
        comments bigint,
        -- The figures differ by endpoint (docs/instagram-graph.md, "Figures to keep apart").
        source varchar(32) NOT NULL CHECK (source IN ('collaborative_media', 'business_discovery', 'simulated')),
        -- One sample per entry per cycle: a page written again after a resume adds nothing.
        PRIMARY KEY (submission_id, cycle_id)
      )`);
    await queryRunner.query(`CREATE INDEX metric_samples_cycle_idx ON metric_samples (cycle_id)`);

    await queryRunner.query(`
      CREATE TABLE submission_metrics (
        submission_id uuid PRIMARY KEY REFERENCES submissions (id) ON DELETE CASCADE,
        views bigint,
        likes bigint,
        comments bigint,
        source varchar(32) NOT NULL,
        sampled_at timestamptz NOT NULL,
        cycle_id bigint NOT NULL
      )`);

    await queryRunner.query(`
      CREATE TABLE metric_anomalies (
        id bigserial PRIMARY KEY,
        submission_id uuid NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
        cycle_id bigint NOT NULL,
        source varchar(32) NOT NULL,
        previous_views bigint NOT NULL,
        views bigint NOT NULL,
        previous_sampled_at timestamptz NOT NULL,
        sampled_at timestamptz NOT NULL,
        detected_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT metric_anomalies_submission_cycle_key UNIQUE (submission_id, cycle_id)
      )`);

    await queryRunner.query(`
      CREATE TABLE submission_auto_checks (
        submission_id uuid PRIMARY KEY REFERENCES submissions (id) ON DELETE CASCADE,
        cycle_id bigint NOT NULL,
        checked_at timestamptz NOT NULL DEFAULT now(),
        -- Listed by the organiser's collaborative_media, i.e. the Collab invitation was accepted.
        collaboration_found boolean NOT NULL,
        -- Where the post itself was seen (NULL: nowhere, so the checks below are unknown).
        found_via varchar(32) CHECK (found_via IN ('collaborative_media', 'business_discovery')),
        is_reel boolean,
        hashtags_present boolean,
        missing_hashtags text[] NOT NULL DEFAULT '{}',
        mention_present boolean,
        posted_in_window boolean,
        posted_at timestamptz,
        -- Every check true.
        passed boolean NOT NULL
      )`);

    await queryRunner.query(`
      CREATE TABLE metrics_source_state (
        id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        -- token_rejected (190) stops every cycle until the token changes; permission_missing is retried.
        status varchar(20) NOT NULL DEFAULT 'ok' CHECK (status IN ('ok', 'token_rejected', 'permission_missing')),
        reason text,
        -- Which access token the failure was seen with (a hash prefix, never the token).
        token_fingerprint varchar(16),
        -- No Graph call at all before this time.
        throttled_until timestamptz,
        consecutive_throttles int NOT NULL DEFAULT 0,
        usage_percent int,
        last_success_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`INSERT INTO metrics_source_state (id) VALUES (1)`);

    await queryRunner.query(`
      CREATE TABLE leaderboard_snapshots (
        id bigserial PRIMARY KEY,
        created_at timestamptz NOT NULL DEFAULT now(),
        cycle_id bigint,
        entries int NOT NULL DEFAULT 0,
        total_views bigint NOT NULL DEFAULT 0,
        states int NOT NULL DEFAULT 0,
        -- 'instagram', 'simulated' or 'mixed'; NULL while no entry has figures.
        source varchar(16),
        duration_ms int
      )`);
    await queryRunner.query(`
      CREATE TABLE leaderboard_entries (
        snapshot_id bigint NOT NULL REFERENCES leaderboard_snapshots (id) ON DELETE CASCADE,
        rank int NOT NULL,
        submission_id uuid NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
        participant_id uuid NOT NULL,
        -- Data-minimised at ranking time: first name and last initial, never the full name.
        display_name varchar(80) NOT NULL,
        instagram_url varchar(255) NOT NULL,
        category varchar(16) NOT NULL,
        creator_category varchar(32),
        state_province varchar(64),
        views bigint,
        likes bigint,
        metrics_source varchar(32),
        metrics_at timestamptz,
        submitted_at timestamptz NOT NULL,
        PRIMARY KEY (snapshot_id, rank)
      )`);
    await queryRunner.query(
      `CREATE INDEX leaderboard_entries_submission_idx ON leaderboard_entries (submission_id, snapshot_id)`,
    );
    await queryRunner.query(
      `CREATE INDEX leaderboard_entries_participant_idx ON leaderboard_entries (participant_id, snapshot_id)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE leaderboard_entries`);
    await queryRunner.query(`DROP TABLE leaderboard_snapshots`);
    await queryRunner.query(`DROP TABLE metrics_source_state`);
    await queryRunner.query(`DROP TABLE submission_auto_checks`);
    await queryRunner.query(`DROP TABLE metric_anomalies`);
    await queryRunner.query(`DROP TABLE submission_metrics`);
    await queryRunner.query(`DROP TABLE metric_samples`);
    await queryRunner.query(`DROP TABLE metric_refresh_cycles`);
  }
}
