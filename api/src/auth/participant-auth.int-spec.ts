import { Controller, Get, Module, UseGuards } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { createHmac } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AppModule } from '../app.module';
import { call, RunningApp, startApp } from '../../test/harness/http';
import { TEST_JWT_SECRET, useTestEnvironment } from '../../test/harness/test-environment';
import { AccessTokenService } from './access-token.service';
import type { AuthenticatedParticipant } from '../common/auth/participant-auth.guard';
import { CurrentParticipant, ParticipantAuthGuard } from '../common/auth/participant-auth.guard';

@Controller('whoami')
class WhoAmIController {
  @Get()
  @UseGuards(ParticipantAuthGuard)
  whoami(@CurrentParticipant() participant: AuthenticatedParticipant) {
    return participant;
  }
}

@Module({ imports: [AppModule], controllers: [WhoAmIController] })
class ProbeModule {}

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

describe('participant access tokens', () => {
  useTestEnvironment();
  let running: RunningApp;
  let tokens: AccessTokenService;
  const participant = { id: '6f1c1f8e-4a57-4c38-9d7e-000000000001', name: 'Asha R.', profileComplete: true };

  beforeAll(async () => {
    running = await startApp(ProbeModule);
    tokens = running.app.get(AccessTokenService);
    // A token is only as good as the account behind it (revoked-accounts.int-spec.ts): this one exists.
    await running.app
      .get(DataSource)
      .query(`INSERT INTO participants (id, name) VALUES ($1, $2)`, [participant.id, participant.name]);
  });
  afterAll(() => running.close());

  it('authenticate a request with a valid token', async () => {
    const res = await call(`${running.api}/whoami`, { token: await tokens.sign(participant) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(participant);
  });

  it('carry sub, name, pc, iat and a 15-minute exp', async () => {
    const claims = JSON.parse(Buffer.from((await tokens.sign(participant)).split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ sub: participant.id, name: 'Asha R.', pc: true });
    expect(claims.exp - claims.iat).toBe(900);
  });

  const forged = {
    missing: () => undefined,
    malformed: () => 'not.a.jwt',
    'two parts': () => 'abc.def',
    expired: () =>
      new JwtService({ secret: TEST_JWT_SECRET }).sign({
        sub: participant.id,
        name: null,
        pc: false,
        typ: 'participant',
        iat: now() - 3600,
        exp: now() - 60,
      }),
    tampered: async () => {
      const [h, , s] = (await tokens.sign(participant)).split('.');
      return `${h}.${b64({ sub: 'someone-else', name: 'x', pc: true, typ: 'participant', exp: now() + 600 })}.${s}`;
    },
    'alg none': () =>
      `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: participant.id, pc: true, typ: 'participant', exp: now() + 600 })}.`,
    'other secret': () =>
      new JwtService({ secret: 'another-secret-another-secret-another' }).sign({
        sub: participant.id,
        typ: 'participant',
      }),
    'HS512 with our secret': () => {
      const head = b64({ alg: 'HS512', typ: 'JWT' });
      const body = b64({ sub: participant.id, pc: true, typ: 'participant', exp: now() + 600 });
      return `${head}.${body}.${createHmac('sha512', TEST_JWT_SECRET).update(`${head}.${body}`).digest('base64url')}`;
    },
  };

  it.each(Object.keys(forged))('reject a %s token with 401 "Authentication required"', async (kind) => {
    const token = await forged[kind as keyof typeof forged]();
    const res = await call(`${running.api}/whoami`, { token });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: { code: 'unauthorized', message: 'Authentication required', details: null } });
  });
});
