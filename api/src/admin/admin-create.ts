import 'reflect-metadata';
import { JwtService } from '@nestjs/jwt';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { parseArgs } from 'node:util';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { dataSourceOptions } from '../database/data-source';
import { RedisService } from '../redis/redis.service';
import { CreateConsoleAccountDto } from './accounts/console-account.dto';
import { ConsoleAccount } from './accounts/console-account.entity';
import { ConsoleAccountsRepository } from './accounts/console-accounts.repository';
import { ConsoleInvitationsRepository } from './accounts/console-invitations.repository';
import { ConsoleAccountsService } from './accounts/console-accounts.service';
import { AuditEntry } from '../console/audit/audit-entry.entity';
import { AuditLog } from '../console/audit/audit-log';
import { ConsoleRefreshToken } from './auth/console-refresh-token.entity';
import { ConsoleSignInLocksService } from './auth/console-sign-in-locks.service';
import { ConsoleTokensService } from './auth/console-tokens.service';

const USAGE = `Usage: npm run admin:create -- --email E --password P --role admin|jury [--name "Display Name"]
  Creates a console account, or (same e-mail) sets its password and role, re-enables and unlocks it.
  --password - reads the password from standard input instead of the command line.`;

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

/** `admin:create`: the way the first organiser (and any later one) gets a console account. */
export async function adminCreate(argv: string[], config: AppConfig): Promise<string> {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        role: { type: 'string' },
        name: { type: 'string' },
      },
      strict: true,
    }));
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${USAGE}`);
  }
  const password = values.password === '-' ? await readStdin() : values.password;
  const input = plainToInstance(CreateConsoleAccountDto, {
    email: values.email,
    password,
    role: values.role,
    displayName: values.name,
  });
  const errors = await validate(input, { forbidUnknownValues: true });
  if (errors.length > 0) {
    const problems = errors.map((error) => {
      const option = error.property === 'displayName' ? 'name' : error.property;
      const given = (input as unknown as Record<string, unknown>)[error.property] !== undefined;
      return `--${option}: ${given ? Object.values(error.constraints ?? {}).join(', ') : 'is required'}`;
    });
    throw new Error(`${problems.join('\n')}\n${USAGE}`);
  }

  const dataSource = await new DataSource({
    ...dataSourceOptions(config.database.url, 2),
    entities: [ConsoleAccount, ConsoleRefreshToken, AuditEntry],
  }).initialize();
  // Resetting an account lifts its sign-in locks, which live in Redis.
  const redis = new RedisService(config);
  try {
    const tokens = new ConsoleTokensService(new JwtService({ secret: config.jwtSecret }), dataSource);
    const accounts = new ConsoleAccountsService(
      dataSource,
      new AuditLog(dataSource.getRepository(AuditEntry)),
      tokens,
      new ConsoleSignInLocksService(redis),
      new ConsoleAccountsRepository(),
      new ConsoleInvitationsRepository(),
    );
    const { account, created } = await accounts.createOrReset(input);
    return `${created ? 'Created' : 'Updated'} console account ${account.email} (${account.role}, id ${account.id})`;
  } finally {
    await dataSource.destroy();
    await redis.onApplicationShutdown();
  }
}

if (require.main === module) {
  adminCreate(process.argv.slice(2), AppConfig.fromEnvironment())
    .then((message) => console.log(message))
    .catch((error: Error) => {
      console.error(error.message);
      process.exit(1);
    });
}
