import { Body, Controller, Get, Module, Post } from '@nestjs/common';
import { IsEmail, IsInt, Max, Min } from 'class-validator';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module';
import { call, RunningApp, startApp } from './harness/http';
import { useTestEnvironment } from './harness/test-environment';

class ProbeDto {
  @IsEmail()
  email!: string;

  @IsInt()
  @Min(1)
  @Max(10)
  count!: number;
}

/** A route with a DTO and one that fails unexpectedly, mounted on the real application. */
@Controller('probe')
class ProbeController {
  constructor(private readonly dataSource: DataSource) {}

  @Post()
  accept(@Body() body: ProbeDto) {
    return { received: body };
  }

  @Get('boom')
  boom(): never {
    throw new Error('relation "secret_table" does not exist at /srv/app/x.js:1:2');
  }

  /** A row for an account that is not there: what a request racing the account's erasure would write. */
  @Post('orphan')
  async orphan(): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO identities (participant_id, provider, subject) VALUES (gen_random_uuid(), 'phone', 'orphan')`,
    );
  }

  @Post('out-of-range')
  async outOfRange(): Promise<void> {
    await this.dataSource.query(`INSERT INTO participants (creator_category) VALUES ('no_such_tier')`);
  }
}

@Module({ imports: [AppModule], controllers: [ProbeController] })
class ProbeModule {}

describe('one error shape for every failure, through the HTTP stack', () => {
  useTestEnvironment({ BODY_LIMIT_BYTES: '2048' });
  let running: RunningApp;
  beforeAll(async () => {
    running = await startApp(ProbeModule);
  });
  afterAll(() => running.close());

  const expectShape = (body: any, code: string) => {
    expect(Object.keys(body)).toEqual(['error']);
    expect(Object.keys(body.error).sort()).toEqual(['code', 'details', 'message']);
    expect(body.error.code).toBe(code);
    expect(body.error.message.length).toBeGreaterThan(0);
  };

  it('accepts a valid body', async () => {
    const res = await call(`${running.api}/probe`, { body: { email: 'a@example.com', count: 3 } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ received: { email: 'a@example.com', count: 3 } });
  });

  it('answers 400 validation_failed with a message per field', async () => {
    const res = await call(`${running.api}/probe`, { body: { email: 'not-mail', count: 99 } });
    expect(res.status).toBe(400);
    expectShape(res.body, 'validation_failed');
    expect(Object.keys(res.body.error.details.fields).sort()).toEqual(['count', 'email']);
    expect(res.body.error.details.fields.email[0]).toMatch(/email/);
  });

  it('rejects unknown fields by name', async () => {
    const res = await call(`${running.api}/probe`, { body: { email: 'a@example.com', count: 1, isAdmin: true } });
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields).toEqual({ isAdmin: ['is not an accepted field'] });
  });

  it('answers 400 invalid_json to malformed JSON', async () => {
    const res = await call(`${running.api}/probe`, { body: '{"email": "a@example.com",' });
    expect(res.status).toBe(400);
    expectShape(res.body, 'invalid_json');
  });

  it('refuses an object wider than any DTO before validating it, with a small error', async () => {
    const wide = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`k${i}`, 1]));
    const res = await call(`${running.api}/probe`, { body: wide });
    expect(res.status).toBe(400);
    expectShape(res.body, 'invalid_json');
    expect(res.body.error.message).toMatch(/64 keys/);
    expect(JSON.stringify(res.body).length).toBeLessThan(300);
    const nested = await call(`${running.api}/probe`, { body: { email: 'a@example.com', count: 1, x: { y: wide } } });
    expect(nested.status).toBe(400);
    expectShape(nested.body, 'invalid_json');
  });

  it('reports the first 20 field errors and counts the rest', async () => {
    const unknown = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`k${i}`, 1]));
    const res = await call(`${running.api}/probe`, { body: { ...unknown, email: 'a@example.com', count: 1 } });
    expect(res.status).toBe(400);
    expectShape(res.body, 'validation_failed');
    expect(Object.keys(res.body.error.details.fields)).toHaveLength(20);
    expect(res.body.error.details.moreFields).toBe(10);
  });

  it('answers 413 payload_too_large over the body limit', async () => {
    const res = await call(`${running.api}/probe`, {
      body: { email: 'a@example.com', count: 1, pad: 'x'.repeat(5000) },
    });
    expect(res.status).toBe(413);
    expectShape(res.body, 'payload_too_large');
  });

  it('answers 415 to a body that is not JSON', async () => {
    const res = await call(`${running.api}/probe`, {
      body: 'email=a@example.com',
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.status).toBe(415);
    expectShape(res.body, 'unsupported_media_type');
    const form = await call(`${running.api}/probe`, {
      body: 'email=a@example.com',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
  });

  it('answers 404 not_found to an unknown route', async () => {
    const res = await call(`${running.api}/no/such/route?x=1`);
    expect(res.status).toBe(404);
    expectShape(res.body, 'not_found');
    expect(res.body.error.message).toContain('/api/v1/no/such/route');
  });

  it('answers 500 internal_error without leaking the cause, and tags the response with a request id', async () => {
    const res = await call(`${running.api}/probe/boom`, { headers: { 'x-request-id': 'trace-123' } });
    expect(res.status).toBe(500);
    expectShape(res.body, 'internal_error');
    expect(JSON.stringify(res.body)).not.toMatch(/secret_table|\/srv\/app|at \w/);
    expect(res.headers.get('x-request-id')).toBe('trace-123');
  });

  it('answers a foreign-key refusal from Postgres as 409 conflict, never 500, and names no table', async () => {
    const res = await call(`${running.api}/probe/orphan`, { method: 'POST' });
    expect(res.status).toBe(409);
    expectShape(res.body, 'conflict');
    expect(JSON.stringify(res.body)).not.toMatch(/identities|participant_id|fkey/);
  });

  it('answers a check-constraint refusal from Postgres as 400 bad_request', async () => {
    const res = await call(`${running.api}/probe/out-of-range`, { method: 'POST' });
    expect(res.status).toBe(400);
    expectShape(res.body, 'bad_request');
    expect(JSON.stringify(res.body)).not.toMatch(/participants|creator_category/);
  });
});
