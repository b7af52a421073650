import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runMigrations } from '../../../src/database/migrate';
import { adminQuery, databaseUrl } from '../../harness/databases';
import { freePort, run } from './processes';

/** The newest Postgres server binaries Debian installed (initdb, pg_ctl), or PG_BIN_DIR. */
function binDir(): string {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(path.join(root, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions.length) throw new Error(`no initdb under ${root}: install the postgresql package or set PG_BIN_DIR`);
  return path.join(root, versions[0], 'bin');
}

/** initdb refuses to run as root: then the cluster belongs to the `postgres` system user. */
async function owner(): Promise<{ uid: number; gid: number; name: string } | null> {
  if (process.getuid?.() !== 0) return null;
  const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]).catch(() => {
    throw new Error('running as root needs a `postgres` system user to own the drill cluster');
  });
  return { uid: Number(uid.stdout), gid: Number(gid.stdout), name: 'postgres' };
}

/**
 * A Postgres cluster of the drill's own (initdb into a temporary directory, on a free port, its socket in
 * that directory), so stopping it disturbs no other test. Durability is traded for speed (fsync off).
 * It holds one database, `contest`, with every migration applied.
 */
export class PrivatePostgres {
  private running = false;

  private constructor(
    readonly port: number,
    private readonly dir: string,
    private readonly bin: string,
    private readonly user: { uid: number; gid: number; name: string } | null,
  ) {}

  static async start(): Promise<PrivatePostgres> {
    const dir = mkdtempSync(path.join(tmpdir(), 'drill-postgres-'));
    const user = await owner();
    if (user) chownSync(dir, user.uid, user.gid);
    const cluster = new PrivatePostgres(await freePort(), dir, binDir(), user);
    try {
      await cluster.exec('initdb', [
        '-D',
        cluster.dataDir,
        '-U',
        'postgres',
        '--auth=trust',
        '--encoding=UTF8',
        '--locale=C',
        '--no-sync',
      ]);
      await cluster.resume();
      await adminQuery(cluster.adminUrl, 'CREATE DATABASE contest');
      await runMigrations(cluster.databaseUrl);
    } catch (error) {
      await cluster.close();
      throw error;
    }
    return cluster;
  }

  private get dataDir(): string {
    return path.join(this.dir, 'data');
  }

  get adminUrl(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  /** The migrated application database. */
  get databaseUrl(): string {
    return databaseUrl(this.adminUrl, 'contest');
  }

  /** Starts the server (again) on the same port and waits until it accepts connections. */
  async resume(): Promise<void> {
    const options = [
      `-p ${this.port}`,
      `-k ${this.dir}`,
      "-c listen_addresses='127.0.0.1'",
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=60',
    ].join(' ');
    await this.exec('pg_ctl', [
      '-D',
      this.dataDir,
      '-l',
      path.join(this.dir, 'server.log'),
      '-o',
      options,
      '-w',
      'start',
    ]);
    this.running = true;
  }

  /** Stops the server the way an operator's restart does: open connections are terminated. */
  async stop(): Promise<void> {
    if (!this.running) return;
    await this.exec('pg_ctl', ['-D', this.dataDir, '-m', 'fast', '-w', 'stop']);
    this.running = false;
  }

  async close(): Promise<void> {
    await this.stop().catch(() => undefined);
    rmSync(this.dir, { recursive: true, force: true });
  }

  private async exec(command: string, args: string[]): Promise<void> {
    const binary = path.join(this.bin, command);
    try {
      if (this.user) await run('runuser', ['-u', this.user.name, '--', binary, ...args], { cwd: this.dir });
      else await run(binary, args, { cwd: this.dir });
    } catch (error) {
      const { stderr, stdout } = error as { stderr?: string; stdout?: string };
      throw new Error(`${command} failed: ${stderr || stdout || (error as Error).message}`);
    }
  }
}
