import { DataSource } from 'typeorm';
import { call, RunningApp, startApp } from '../../test/harness/http';
import { useTestEnvironment } from '../../test/harness/test-environment';
import { claimsOf, signInByPhone } from '../auth/testing/sign-in';
import { SmsGateway } from '../auth/testing/sms-gateway';
import { PersonalDataService } from './personal-data.service';
import { ProfileService } from './profile.service';

describe('profile, completion and privacy rights', () => {
  useTestEnvironment({ OTP_RESEND_COOLDOWN_SECONDS: '0', OTP_HOURLY_LIMIT_PER_IP: '1000', BODY_LIMIT_BYTES: '4096' });
  const gateway = new SmsGateway();
  let running: RunningApp;
  let db: DataSource;
  let phones = 0;

  beforeAll(async () => {
    await gateway.start();
    Object.assign(process.env, { SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: gateway.url });
    running = await startApp();
    db = running.app.get(DataSource);
  });
  afterAll(async () => {
    await running?.close();
    await gateway.stop();
  });

  const newParticipant = () => signInByPhone(running.api, gateway, `92000${String(++phones).padStart(5, '0')}`);
  const update = (token: string, body: unknown) => call(`${running.api}/me/profile`, { token, body });
  const stored = async (id: string) =>
    (
      await db.query(
        `SELECT name, email, email_verified, state_province, creator_category, instagram_handle, profile_complete FROM participants WHERE id = $1`,
        [id],
      )
    )[0];

  it('GET /me answers the profile of a new participant', async () => {
    const session = await newParticipant();
    const me = await call(`${running.api}/me`, { token: session.accessToken });
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      id: session.user.id,
      name: null,
      email: null,
      phoneNumber: '+919200000001',
      phoneCountryCode: '+91',
      stateProvince: null,
      creatorCategory: null,
      instagramHandle: null,
      instagramVerified: false,
      // Drawn for every participant: AFC- and six characters with no 0/O/1/I/L to misread.
      ownershipCode: expect.stringMatching(/^AFC-[2-9A-HJKMNP-Z]{6}$/),
      profileComplete: false,
      language: 'en',
    });
  });

  it('stores the Instagram handle lower-case without the @ the participant typed, and answers it in GET /me', async () => {
    const session = await newParticipant();
    const res = await update(session.accessToken, { instagramHandle: ' @Asha.Rao_ ' });
    expect(res.status).toBe(200);
    expect(res.body.instagramHandle).toBe('asha.rao_');
    const [row] = await db.query(`SELECT instagram_handle FROM participants WHERE id = $1`, [session.user.id]);
    expect(row.instagram_handle).toBe('asha.rao_');
    expect((await call(`${running.api}/me`, { token: session.accessToken })).body.instagramHandle).toBe('asha.rao_');
  });

  it('completing the profile flips profileComplete, and tokens issued afterwards carry pc:true', async () => {
    const session = await newParticipant();
    expect(claimsOf(session.accessToken).pc).toBe(false);
    const partial = await update(session.accessToken, { name: '  Asha Rao  ', creatorCategory: 'micro_influencer' });
    expect(partial.status).toBe(200);
    expect(partial.body).toMatchObject({
      name: 'Asha Rao',
      creatorCategory: 'micro_influencer',
      profileComplete: false,
    });
    const done = await update(session.accessToken, { stateProvince: 'Tamil Nadu' });
    expect(done.body).toMatchObject({ stateProvince: 'Tamil Nadu', profileComplete: true });
    expect((await call(`${running.api}/me`, { token: session.accessToken })).body.profileComplete).toBe(true);

    const refreshed = await call(`${running.api}/auth/token/refresh`, { body: { refreshToken: session.refreshToken } });
    expect(refreshed.body.user).toEqual({ id: session.user.id, name: 'Asha Rao', profileComplete: true });
    expect(claimsOf(refreshed.body.accessToken)).toMatchObject({ sub: session.user.id, name: 'Asha Rao', pc: true });
  });

  it('needs a verified contact: a profile e-mail alone does not complete it', async () => {
    const [{ id }] = await db.query(
      `INSERT INTO participants (name, email, email_verified, state_province, creator_category)
       VALUES ('Only Mail', 'only@example.com', false, 'Goa', 'influencer') RETURNING id`,
    );
    expect((await stored(id)).profile_complete).toBe(false);
  });

  it('an e-mail set on the profile is stored normalised and unverified', async () => {
    const session = await newParticipant();
    const res = await update(session.accessToken, { email: ' Asha@Example.com ' });
    expect(res.body.email).toBe('asha@example.com');
    expect((await stored(session.user.id)).email_verified).toBe(false);
  });

  it('an empty body changes nothing', async () => {
    const session = await newParticipant();
    await update(session.accessToken, { name: 'Unchanged' });
    const res = await update(session.accessToken, {});
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('Unchanged');
  });

  it.each([
    ['a one-letter name', { name: 'A' }, 'name'],
    ['a name of spaces', { name: '    ' }, 'name'],
    ['an 81-character name', { name: 'x'.repeat(81) }, 'name'],
    ['a name with a line break', { name: 'Asha\nRao' }, 'name'],
    ['a blanked name', { name: '' }, 'name'],
    ['a null name', { name: null }, 'name'],
    ['a number for a name', { name: 42 }, 'name'],
    ['a state outside the list', { stateProvince: 'Atlantis' }, 'stateProvince'],
    ['a state in the wrong case', { stateProvince: 'tamil nadu' }, 'stateProvince'],
    ['a blanked state', { stateProvince: '' }, 'stateProvince'],
    ['an unknown category', { creatorCategory: 'celebrity' }, 'creatorCategory'],
    ['a null category', { creatorCategory: null }, 'creatorCategory'],
    ['a malformed e-mail', { email: 'asha@' }, 'email'],
    ['a blanked e-mail', { email: '' }, 'email'],
    ['a 31-character handle', { instagramHandle: 'x'.repeat(31) }, 'instagramHandle'],
    ['a handle with a double dot', { instagramHandle: 'asha..rao' }, 'instagramHandle'],
    ['a handle ending with a dot', { instagramHandle: 'asha.' }, 'instagramHandle'],
    ['a handle with a Cyrillic look-alike', { instagramHandle: 'аsha' }, 'instagramHandle'],
    ['a blanked handle', { instagramHandle: '' }, 'instagramHandle'],
    ['a null handle', { instagramHandle: null }, 'instagramHandle'],
    ['an unknown field', { phoneNumber: '+919999999999' }, 'phoneNumber'],
    ['an unknown field', { profileComplete: true }, 'profileComplete'],
  ])('rejects %s with 400 naming the field, storing nothing', async (_, body, field) => {
    const session = await newParticipant();
    await update(session.accessToken, { name: 'Before', stateProvince: 'Goa', creatorCategory: 'nano_influencer' });
    const before = await stored(session.user.id);
    // Alongside a valid change, which must not be saved either.
    const res = await update(session.accessToken, 'name' in body ? body : { ...body, name: 'After' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(Object.keys(res.body.error.details.fields)).toContain(field);
    expect(await stored(session.user.id)).toEqual(before);
  });

  it('rejects malformed JSON and oversized bodies', async () => {
    const session = await newParticipant();
    expect((await update(session.accessToken, '{"name": "A')).body.error.code).toBe('invalid_json');
    const big = await update(session.accessToken, { name: 'x'.repeat(5000) });
    expect(big.status).toBe(413);
  });

  it('accepts all 36 states and the four categories', async () => {
    const states = await call(`${running.api}/profile/states`);
    expect(states.body.items).toHaveLength(36);
    expect(states.body.items).toEqual(
      expect.arrayContaining(['Delhi', 'Ladakh', 'Dadra and Nagar Haveli and Daman and Diu', 'Puducherry']),
    );
    const session = await newParticipant();
    for (const state of states.body.items) {
      expect((await update(session.accessToken, { stateProvince: state })).status).toBe(200);
    }
  });

  it('GET /profile/categories lists the four with labels and follower ranges', async () => {
    const res = await call(`${running.api}/profile/categories`);
    expect(res.status).toBe(200);
    expect(res.body.items.map((c: any) => [c.value, c.label, c.followers])).toEqual([
      ['nano_influencer', 'Nano', '0-10K'],
      ['micro_influencer', 'Micro', '10K-100K'],
      ['influencer', 'Macro', '100K-1M'],
      ['mega_influencer', 'Mega', '1M+'],
    ]);
  });

  describe('e-mail ownership', () => {
    it('answers an address other accounts typed or verified exactly as a free one, storing it unverified', async () => {
      const typist = await newParticipant();
      await update(typist.accessToken, { email: 'taken@example.com' });
      const [{ id: owner }] = await db.query(
        `INSERT INTO participants (email, email_verified, phone_number) VALUES ('owned@example.com', true, '+919200099999') RETURNING id`,
      );
      const answers = [];
      for (const email of ['free@example.com', 'TAKEN@example.com', 'Owned@example.com']) {
        const session = await newParticipant();
        const res = await update(session.accessToken, { email, name: 'Second' });
        expect(res.status).toBe(200);
        expect(await stored(session.user.id)).toMatchObject({ name: 'Second', email: email.toLowerCase() });
        expect((await stored(session.user.id)).email_verified).toBe(false);
        answers.push({ ...res.body, id: null, phoneNumber: null, email: null, ownershipCode: null });
      }
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
      expect(await stored(owner)).toMatchObject({ email: 'owned@example.com', email_verified: true });
    });

    it('takes a typed address off every account that typed it when its owner verifies it', async () => {
      const typists = [await newParticipant(), await newParticipant()];
      for (const typist of typists) await update(typist.accessToken, { email: 'claimed@example.com' });
      const owner = await db.transaction((manager) =>
        running.app.get(ProfileService).createAccount(manager, { email: 'claimed@example.com', emailVerified: true }),
      );
      for (const typist of typists) expect((await stored(typist.user.id)).email).toBeNull();
      expect(await stored(owner.id)).toMatchObject({ email: 'claimed@example.com', email_verified: true });
    });

    it('locks a verified address', async () => {
      const session = await newParticipant();
      await db.query(`UPDATE participants SET email = 'verified@example.com', email_verified = true WHERE id = $1`, [
        session.user.id,
      ]);
      const res = await update(session.accessToken, { email: 'other@example.com' });
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe('email_locked');
      expect((await update(session.accessToken, { email: 'Verified@example.com' })).status).toBe(200);
    });
  });

  it('requires authentication', async () => {
    for (const [method, path] of [
      ['GET', '/me'],
      ['POST', '/me/profile'],
      ['GET', '/me/export'],
      ['DELETE', '/me'],
    ]) {
      const res = await call(`${running.api}${path}`, { method, token: 'not.a.token' });
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('unauthorized');
    }
  });

  describe('privacy rights', () => {
    it("GET /me/export returns the profile, identities, session metadata and other domains' sections, never secrets", async () => {
      const personalData = running.app.get(PersonalDataService);
      personalData.registerExporter('probe', async (participantId) => ({ participantId, note: 'from another domain' }));
      const session = await newParticipant();
      await update(session.accessToken, { name: 'Export Me', email: 'export@example.com' });
      const res = await call(`${running.api}/me/export`, { token: session.accessToken });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toContain('attachment');
      expect(res.body).toMatchObject({
        exportedAt: expect.any(String),
        profile: expect.objectContaining({
          id: session.user.id,
          name: 'Export Me',
          email: 'export@example.com',
          emailVerified: false,
          phoneNumber: expect.stringMatching(/^\+9192/),
          ownershipCode: expect.stringMatching(/^AFC-/),
          instagramProvenUsername: null,
          createdAt: expect.any(String),
        }),
        identities: [
          {
            provider: 'phone',
            subject: expect.stringMatching(/^\+9192/),
            email: null,
            createdAt: expect.any(String),
            lastUsedAt: expect.any(String),
          },
        ],
        sessions: [
          expect.objectContaining({
            familyId: expect.any(String),
            signInMethod: 'phone',
            usedAt: null,
            revokedAt: null,
          }),
        ],
        probe: { participantId: session.user.id, note: 'from another domain' },
      });
      expect(JSON.stringify(res.body)).not.toContain(session.refreshToken);
      expect(JSON.stringify(res.body)).not.toMatch(/token_?hash/i);
    });

    it('DELETE /me erases the profile, identities and tokens; the number can sign up afresh', async () => {
      const session = await signInByPhone(running.api, gateway, '9299999999');
      const res = await call(`${running.api}/me`, { method: 'DELETE', token: session.accessToken });
      expect(res.status).toBe(204);
      for (const table of [
        'participants WHERE id = $1',
        'identities WHERE participant_id = $1',
        'refresh_tokens WHERE participant_id = $1',
      ]) {
        expect((await db.query(`SELECT count(*)::int AS n FROM ${table}`, [session.user.id]))[0].n).toBe(0);
      }
      expect((await call(`${running.api}/me`, { token: session.accessToken })).status).toBe(401);
      expect(
        (await call(`${running.api}/auth/token/refresh`, { body: { refreshToken: session.refreshToken } })).status,
      ).toBe(401);
      const again = await signInByPhone(running.api, gateway, '9299999999');
      expect(again.user.id).not.toBe(session.user.id);
    });

    it("deletes nothing when another domain's clean-up fails", async () => {
      const personalData = running.app.get(PersonalDataService);
      const session = await newParticipant();
      personalData.registerEraser(`failing-${session.user.id}`, async (participantId) => {
        if (participantId === session.user.id) throw new Error('clean-up failed');
      });
      const res = await call(`${running.api}/me`, { method: 'DELETE', token: session.accessToken });
      expect(res.status).toBe(500);
      expect(await stored(session.user.id)).toBeDefined();
      expect((await call(`${running.api}/me`, { token: session.accessToken })).status).toBe(200);
    });
  });
});
