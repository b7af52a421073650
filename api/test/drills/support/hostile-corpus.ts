import { createHmac } from 'node:crypto';
import type { RawRequest } from './raw-http';

/** Who a request is sent as; the spec fills in real tokens. */
export type Caller = 'none' | 'participant' | 'admin' | 'jury';

export interface HostileCase {
  name: string;
  caller: Caller;
  request: RawRequest;
}

/** Ids of real rows, so that hostile bodies reach routes whose path names something that exists. */
export interface CorpusIds {
  entryId: string;
  participantId: string;
  accountId: string;
  assignmentId: string;
  scoreId: string;
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** The kind of value a field takes, which decides what is hostile for it. */
type FieldKind = 'format' | 'free-text' | 'number' | 'boolean' | 'uuid-list';

interface BodyRoute {
  method: 'POST' | 'PUT';
  path: string;
  caller: Caller;
  /** A body of the right shape; never sent as such (each case breaks it). */
  template: Record<string, Json>;
  fields: Record<string, FieldKind>;
}

export const SQL_INJECTIONS = [
  `' OR '1'='1' --`,
  `'; DROP TABLE participants; --`,
  `1; UPDATE submissions SET status = 'verified'`,
  `" OR ""="`,
  `') UNION SELECT password_hash FROM console_accounts --`,
  `$1`,
  `\\x27 OR 1=1`,
];

const NUL = 'ab\u0000cd';
const LONE_SURROGATE = '"\\ud800x"';
/** 5,000 levels of nested arrays: more than any body needs, within the size limit. */
const DEEP = `${'['.repeat(5000)}${']'.repeat(5000)}`;

function bodyRoutes(ids: CorpusIds): BodyRoute[] {
  const uuid = ids.entryId;
  return [
    {
      method: 'POST',
      path: '/auth/otp/start',
      caller: 'none',
      template: { phone: '+919812345678' },
      fields: { phone: 'format' },
    },
    {
      method: 'POST',
      path: '/auth/phone',
      caller: 'none',
      template: { phone: '+919812345678' },
      fields: { phone: 'format' },
    },
    {
      method: 'POST',
      path: '/auth/email',
      caller: 'none',
      template: { email: 'a@example.org' },
      fields: { email: 'format' },
    },
    {
      method: 'POST',
      path: '/auth/otp/verify',
      caller: 'none',
      template: { phone: '+919812345678', code: '123456' },
      fields: { phone: 'format', code: 'format' },
    },
    {
      method: 'POST',
      path: '/auth/google',
      caller: 'none',
      template: { code: 'A'.repeat(43) },
      fields: { code: 'format' },
    },
    {
      method: 'POST',
      path: '/auth/token/refresh',
      caller: 'none',
      template: { refreshToken: 'r' },
      fields: { refreshToken: 'format' },
    },
    {
      method: 'POST',
      path: '/me/profile',
      caller: 'participant',
      template: { name: 'Asha Rao', stateProvince: 'Kerala', creatorCategory: 'nano_influencer' },
      fields: { name: 'free-text', stateProvince: 'format', creatorCategory: 'format' },
    },
    {
      method: 'POST',
      path: '/submissions',
      caller: 'participant',
      template: {
        instagramUrl: 'https://www.instagram.com/reel/Hostile0001/',
        category: 'life',
        hashtagsAdded: true,
        consent: true,
        consentVersion: '2025-09-15',
        language: 'en',
      },
      fields: {
        instagramUrl: 'format',
        category: 'format',
        hashtagsAdded: 'boolean',
        consent: 'boolean',
        consentVersion: 'format',
        language: 'format',
      },
    },
    {
      method: 'POST',
      path: '/admin/auth/login',
      caller: 'none',
      template: { email: 'nobody@console.test', password: 'not the password' },
      fields: { email: 'free-text', password: 'free-text' },
    },
    {
      method: 'POST',
      path: '/admin/auth/invitation',
      caller: 'none',
      template: { token: 'not-a-real-invitation-token', password: 'long enough password' },
      fields: { token: 'free-text', password: 'free-text' },
    },
    {
      method: 'POST',
      path: '/admin/auth/refresh',
      caller: 'none',
      template: { refreshToken: 'r' },
      fields: { refreshToken: 'format' },
    },
    {
      method: 'PUT',
      path: `/admin/entries/${ids.entryId}`,
      caller: 'admin',
      template: { status: 'rejected', statusReason: 'Not a Reel' },
      fields: { status: 'format', statusReason: 'free-text' },
    },
    {
      method: 'POST',
      path: '/admin/entries/bulk-status',
      caller: 'admin',
      template: { ids: [uuid], status: 'rejected', statusReason: 'Not a Reel' },
      fields: { ids: 'uuid-list', status: 'format', statusReason: 'free-text' },
    },
    {
      method: 'PUT',
      path: `/admin/participants/${ids.participantId}`,
      caller: 'admin',
      template: { blocked: true },
      fields: { blocked: 'boolean' },
    },
    {
      method: 'PUT',
      path: '/admin/rounds/2',
      caller: 'admin',
      template: { title: 'Top 500', startsAt: '2025-10-27T00:00:00+05:30', advanceCount: 500 },
      fields: { title: 'free-text', startsAt: 'format', advanceCount: 'number' },
    },
    {
      method: 'POST',
      path: '/admin/rounds/1/close',
      caller: 'admin',
      template: { count: 500, lastAdvancingId: uuid },
      fields: { count: 'number', lastAdvancingId: 'format' },
    },
    {
      method: 'POST',
      path: '/admin/accounts',
      caller: 'admin',
      template: { email: 'new@console.test', role: 'jury', displayName: 'New' },
      fields: { email: 'format', role: 'format', displayName: 'free-text' },
    },
    {
      method: 'PUT',
      path: `/admin/accounts/${ids.accountId}`,
      caller: 'admin',
      template: { displayName: 'Juror', role: 'jury' },
      fields: { displayName: 'free-text', role: 'format' },
    },
    {
      method: 'POST',
      path: '/admin/jury-assignments',
      caller: 'admin',
      template: { roundId: 3, submissionId: uuid, jurorId: ids.accountId },
      fields: { roundId: 'number', submissionId: 'format', jurorId: 'format' },
    },
    {
      // No such participant: even a well-formed body is refused, so nothing is ever stored.
      method: 'POST',
      path: '/admin/jury-conflicts',
      caller: 'admin',
      template: { jurorId: ids.accountId, participantId: uuid, reason: 'Cousin' },
      fields: { jurorId: 'format', participantId: 'format', reason: 'free-text' },
    },
    {
      // Round 2 has no jury settings: a well-formed body answers 404.
      method: 'PUT',
      path: '/admin/jury-settings/2',
      caller: 'admin',
      template: { showMetricsToJury: true },
      fields: { showMetricsToJury: 'boolean' },
    },
    {
      method: 'POST',
      path: '/admin/jury-assignments/auto',
      caller: 'admin',
      template: { roundId: 3, jurorsPerEntry: 2 },
      fields: { roundId: 'number', jurorsPerEntry: 'number' },
    },
    {
      method: 'POST',
      path: '/admin/scores',
      caller: 'jury',
      template: {
        assignmentId: ids.assignmentId,
        creativity: 7,
        culturalAuthenticity: 6,
        technicalExcellence: 8,
        comment: 'ok',
      },
      fields: {
        assignmentId: 'format',
        creativity: 'number',
        culturalAuthenticity: 'number',
        technicalExcellence: 'number',
        comment: 'free-text',
      },
    },
    {
      method: 'PUT',
      path: `/admin/scores/${ids.scoreId}`,
      caller: 'jury',
      template: { creativity: 7, comment: 'ok' },
      fields: { creativity: 'number', comment: 'free-text' },
    },
  ];
}

const json = (value: unknown) => JSON.stringify(value);
const jsonRequest = (route: BodyRoute, body: string | Buffer, contentType = 'application/json'): RawRequest => ({
  method: route.method,
  target: `/api/v1${route.path}`,
  headers: [['Content-Type', contentType]],
  body,
});

/** Values of the wrong type for a field, and strings no field may hold. */
function hostileValues(kind: FieldKind): Array<[string, Json | Buffer]> {
  const wrongTypes: Array<[string, Json]> = [
    ['an object (operator injection)', { $ne: null }],
    ['an array', ['x']],
  ];
  if (kind === 'number') {
    return [
      ...wrongTypes,
      ['a numeric string', '7'],
      ['a fraction', 2.5],
      ['a huge number', 1e308],
      ['a negative number', -1],
      ['an injection string', SQL_INJECTIONS[2]],
    ];
  }
  if (kind === 'boolean') return [...wrongTypes, ['the string "true"', 'true'], ['1', 1]];
  if (kind === 'uuid-list') {
    return [
      ...wrongTypes,
      ['injections as ids', SQL_INJECTIONS.slice(0, 3)],
      ['1,000 ids', Array.from({ length: 1000 }, () => '00000000-0000-4000-8000-000000000000')],
      ['an empty list', []],
    ];
  }
  const texts: Array<[string, Json | Buffer]> = [
    ...wrongTypes,
    ['a number', 12345],
    ['a NUL character', NUL],
    ['a lone surrogate', Buffer.from(LONE_SURROGATE)],
    ['invalid UTF-8', Buffer.from([0x22, 0x41, 0xc3, 0x28, 0xff, 0xfe, 0x22])],
    ['a 100,000-character string', 'x'.repeat(100_000)],
  ];
  if (kind === 'format') {
    SQL_INJECTIONS.slice(0, 4).forEach((text, i) => texts.push([`SQL injection ${i + 1}`, text]));
    texts.push(['a script tag', '<script>alert(1)</script>']);
  }
  return texts;
}

/** A body with one field replaced; a Buffer value is spliced in as raw bytes (not valid JSON text otherwise). */
function withField(template: Record<string, Json>, field: string, value: Json | Buffer): string | Buffer {
  if (!Buffer.isBuffer(value)) return json({ ...template, [field]: value });
  const marker = '"__RAW__"';
  const [before, after] = json({ ...template, [field]: '__RAW__' }).split(marker);
  return Buffer.concat([Buffer.from(before), value, Buffer.from(after)]);
}

function bodyCases(ids: CorpusIds): HostileCase[] {
  const cases: HostileCase[] = [];
  for (const route of bodyRoutes(ids)) {
    const where = `${route.method} ${route.path.replace(/[0-9a-f-]{36}/g, ':id')}`;
    const add = (name: string, request: RawRequest) =>
      cases.push({ name: `${where}: ${name}`, caller: route.caller, request });
    add('malformed JSON', jsonRequest(route, '{"a":'));
    add('a top-level array', jsonRequest(route, '[]'));
    add('a top-level string', jsonRequest(route, '"x"'));
    add('deeply nested JSON', jsonRequest(route, `{"${Object.keys(route.template)[0]}":${DEEP}}`));
    add('a 2 MB body', jsonRequest(route, json({ ...route.template, padding: 'x'.repeat(2_000_000) })));
    add('a __proto__ key', jsonRequest(route, `{"__proto__":{"role":"admin"},${json(route.template).slice(1)}`));
    add(
      'a constructor.prototype key',
      jsonRequest(route, `{"constructor":{"prototype":{"role":"admin"}},${json(route.template).slice(1)}`),
    );
    add('an unknown field', jsonRequest(route, json({ ...route.template, isAdmin: true })));
    add('a form-encoded body', jsonRequest(route, 'a=1&b=2', 'application/x-www-form-urlencoded'));
    add('a text/plain body', jsonRequest(route, json(route.template), 'text/plain'));
    add(
      'a UTF-16 body',
      jsonRequest(route, Buffer.from(json(route.template), 'utf16le'), 'application/json; charset=utf-16'),
    );
    for (const [field, kind] of Object.entries(route.fields)) {
      for (const [label, value] of hostileValues(kind))
        add(`${field} as ${label}`, jsonRequest(route, withField(route.template, field, value)));
    }
  }
  return cases;
}

/** The list routes of the console (ra-data-simple-rest's sort, range and filter). */
const LISTS: Array<{ path: string; caller: Caller; textFilter: string | null; dateFilter?: string }> = [
  { path: '/admin/entries', caller: 'admin', textFilter: 'q' },
  { path: '/admin/participants', caller: 'admin', textFilter: 'q' },
  { path: '/admin/audit-log', caller: 'admin', textFilter: 'action', dateFilter: 'since' },
  { path: '/admin/login-attempts', caller: 'admin', textFilter: 'q' },
  { path: '/admin/accounts', caller: 'admin', textFilter: 'q' },
  { path: '/admin/jury-assignments', caller: 'admin', textFilter: null },
  { path: '/admin/scores', caller: 'jury', textFilter: null },
  { path: '/admin/results', caller: 'admin', textFilter: null },
  { path: '/admin/rounds', caller: 'admin', textFilter: null },
  { path: '/admin/jury-conflicts', caller: 'admin', textFilter: null },
  { path: '/admin/jury-settings', caller: 'admin', textFilter: null },
];

const query = (params: Record<string, string>) =>
  Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');

function listCases(): HostileCase[] {
  const cases: HostileCase[] = [];
  for (const list of LISTS) {
    const add = (name: string, params: string) =>
      cases.push({
        name: `GET ${list.path}: ${name}`,
        caller: list.caller,
        request: { method: 'GET', target: `/api/v1${list.path}?${params}` },
      });
    add('sort by an injected column', query({ sort: json([`id; DROP TABLE participants; --`, 'ASC']) }));
    add('sort order injected', query({ sort: json(['createdAt', 'ASC; DELETE FROM submissions']) }));
    add('sort by __proto__', query({ sort: json(['__proto__', 'ASC']) }));
    add('sort as an object', query({ sort: json({ field: 'id' }) }));
    add('sort not JSON', query({ sort: `createdAt,ASC` }));
    add('sort of 300 characters', query({ sort: json(['x'.repeat(300), 'ASC']) }));
    add('range reversed', query({ range: json([10, 2]) }));
    add('range negative', query({ range: json([-5, 5]) }));
    add('range of a billion rows', query({ range: json([0, 1e9]) }));
    add('range of strings', query({ range: json(['0', '9']) }));
    add('range beyond safe integers', query({ range: json([0, 2 ** 60]) }));
    add('filter with an injected name', query({ filter: json({ 'id) OR 1=1 --': 'x' }) }));
    add('filter on __proto__', query({ filter: `{"__proto__":{"x":1}}` }));
    add('filter on constructor', query({ filter: json({ constructor: 'x' }) }));
    add('filter on toString', query({ filter: json({ toString: 'x' }) }));
    add('filter as an array', query({ filter: json([1, 2]) }));
    add('filter id injected', query({ filter: json({ id: SQL_INJECTIONS[0] }) }));
    add('filter id as an object', query({ filter: json({ id: { $gt: '' } }) }));
    add('filter of 1,001 ids', query({ filter: json({ id: Array.from({ length: 1001 }, (_, i) => String(i)) }) }));
    add('filter too long', query({ filter: json({ id: 'x'.repeat(50_000) }) }));
    add(
      'parameters repeated',
      `${query({ sort: json(['id', 'ASC']) })}&sort=${encodeURIComponent(json(['id', 'DESC']))}`,
    );
    add('an unknown parameter', query({ where: '1=1' }));
    if (list.textFilter) {
      add('text filter with a NUL', query({ filter: json({ [list.textFilter]: NUL }) }));
      add('text filter as a number', query({ filter: json({ [list.textFilter]: 42 }) }));
    }
    if (list.dateFilter) {
      add('date filter injected', query({ filter: json({ [list.dateFilter]: SQL_INJECTIONS[0] }) }));
      add(
        'date filter beyond what Postgres holds',
        query({ filter: json({ [list.dateFilter]: '-271821-04-20T00:00:00Z' }) }),
      );
    }
  }
  return cases;
}

/** Path parameters that cannot name a record. */
const HOSTILE_IDS = [
  `' OR '1'='1`,
  '1;DROP TABLE rounds',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '__proto__',
  '99999999999999999999',
  '-1',
  '1e3',
  'x'.repeat(5000),
  '%E2%80%AE%F0%9F%98%80',
];

function pathCases(ids: CorpusIds): HostileCase[] {
  const routes: Array<{ method: string; path: (id: string) => string; caller: Caller; body?: string }> = [
    { method: 'GET', path: (id) => `/submissions/${id}`, caller: 'participant' },
    { method: 'GET', path: (id) => `/admin/entries/${id}`, caller: 'admin' },
    { method: 'GET', path: (id) => `/admin/participants/${id}`, caller: 'admin' },
    { method: 'GET', path: (id) => `/admin/audit-log/${id}`, caller: 'admin' },
    { method: 'GET', path: (id) => `/admin/rounds/${id}`, caller: 'admin' },
    { method: 'GET', path: (id) => `/admin/rounds/${id}/promotion`, caller: 'admin' },
    { method: 'GET', path: (id) => `/admin/accounts/${id}`, caller: 'admin' },
    { method: 'GET', path: (id) => `/admin/scores/${id}`, caller: 'jury' },
    { method: 'GET', path: (id) => `/admin/jury-assignments/${id}`, caller: 'admin' },
    { method: 'DELETE', path: (id) => `/admin/jury-assignments/${id}`, caller: 'admin' },
    { method: 'GET', path: (id) => `/admin/jury-conflicts/${id}`, caller: 'admin' },
    { method: 'DELETE', path: (id) => `/admin/jury-conflicts/${id}`, caller: 'admin' },
    { method: 'GET', path: (id) => `/admin/jury-settings/${id}`, caller: 'admin' },
    { method: 'PUT', path: (id) => `/admin/entries/${id}`, caller: 'admin', body: json({ status: 'verified' }) },
    { method: 'PUT', path: (id) => `/admin/rounds/${id}`, caller: 'admin', body: json({ title: 'Renamed' }) },
    { method: 'GET', path: (id) => `/auth/${id}/url`, caller: 'none' },
  ];
  const cases: HostileCase[] = [];
  for (const route of routes) {
    for (const id of HOSTILE_IDS) {
      cases.push({
        name: `${route.method} ${route.path(':id')} with id ${id.slice(0, 24)}`,
        caller: route.caller,
        request: {
          method: route.method,
          target: `/api/v1${route.path(id.includes('%') ? id : encodeURIComponent(id))}`,
          headers: route.body ? [['Content-Type', 'application/json']] : [],
          body: route.body,
        },
      });
    }
  }
  void ids;
  return cases;
}

function publicQueryCases(): HostileCase[] {
  const get = (name: string, target: string, caller: Caller = 'none'): HostileCase => ({
    name,
    caller,
    request: { method: 'GET', target: `/api/v1${target}` },
  });
  return [
    get('leaderboard limit 0', '/leaderboard?limit=0'),
    get('leaderboard limit -1', '/leaderboard?limit=-1'),
    get('leaderboard limit 501', '/leaderboard?limit=501'),
    get('leaderboard limit 1e999', '/leaderboard?limit=1e999'),
    get('leaderboard limit 2.5', '/leaderboard?limit=2.5'),
    get('leaderboard limit injected', `/leaderboard?limit=${encodeURIComponent('10; DROP TABLE leaderboard_entries')}`),
    get('leaderboard limit as an array', '/leaderboard?limit=1&limit=2'),
    get('leaderboard limit in brackets', '/leaderboard?limit[]=1'),
    get('leaderboard category injected', `/leaderboard?category=${encodeURIComponent(SQL_INJECTIONS[0])}`),
    get('leaderboard creatorCategory script', `/leaderboard?creatorCategory=${encodeURIComponent('<script>')}`),
    get('leaderboard state of 100 characters', `/leaderboard?state=${'x'.repeat(100)}`),
    get('leaderboard unknown parameter', '/leaderboard?orderBy=views'),
    get('leaderboard/me without a token', '/leaderboard/me'),
    get('promotion count injected', `/admin/rounds/1/promotion?count=${encodeURIComponent('1 OR 1=1')}`, 'admin'),
    get('promotion count too large', '/admin/rounds/1/promotion?count=100001', 'admin'),
    get('promotion normalised not a boolean', '/admin/rounds/1/promotion?normalised=yes', 'admin'),
  ];
}

const base64url = (value: unknown) => Buffer.from(json(value)).toString('base64url');
function jwt(header: object, payload: object, secret: string): string {
  const unsigned = `${base64url(header)}.${base64url(payload)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

/** Authorization and other headers an attacker controls, on routes that need a signed-in caller. */
function headerCases(tokens: { participantId: string; secret: string }): HostileCase[] {
  const now = Math.floor(Date.now() / 1000);
  const claims = { sub: tokens.participantId, name: 'x', pc: true, typ: 'participant', iat: now, exp: now + 600 };
  const badAuth: Array<[string, string | Buffer]> = [
    ['no scheme', 'abc'],
    ['Basic credentials', `Basic ${Buffer.from('admin:admin').toString('base64')}`],
    ['an empty bearer', 'Bearer '],
    ['a three-part garbage token', 'Bearer a.b.c'],
    ['an oversized token', `Bearer ${'a'.repeat(12_000)}.${'b'.repeat(12_000)}.c`],
    ['an unsigned (alg none) token', `Bearer ${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`],
    [
      'a token signed with another secret',
      `Bearer ${jwt({ alg: 'HS256', typ: 'JWT' }, claims, 'another-secret-of-at-least-32-characters!!')}`,
    ],
    ['an HS512 token', `Bearer ${jwt({ alg: 'HS512', typ: 'JWT' }, claims, tokens.secret)}`],
    [
      'an expired token',
      `Bearer ${jwt({ alg: 'HS256', typ: 'JWT' }, { ...claims, iat: now - 7200, exp: now - 3600 }, tokens.secret)}`,
    ],
    [
      'a token for an injected subject',
      `Bearer ${jwt({ alg: 'HS256', typ: 'JWT' }, { ...claims, sub: SQL_INJECTIONS[0] }, tokens.secret)}`,
    ],
    ['bytes outside ASCII', Buffer.concat([Buffer.from('Bearer '), Buffer.from([0xff, 0xfe, 0x80])])],
  ];
  const targets = [
    { method: 'GET', target: '/api/v1/me' },
    { method: 'GET', target: '/api/v1/submissions/mine' },
    { method: 'DELETE', target: '/api/v1/me' },
    { method: 'GET', target: '/api/v1/admin/entries' },
    { method: 'GET', target: '/api/v1/admin/exports/participants.csv' },
  ];
  const cases: HostileCase[] = [];
  for (const target of targets) {
    for (const [label, value] of badAuth) {
      cases.push({
        name: `${target.method} ${target.target}: ${label}`,
        caller: 'none',
        request: { ...target, headers: [['Authorization', value]] },
      });
    }
  }
  const me = { method: 'GET', target: '/api/v1/me' };
  cases.push(
    {
      name: 'a 64 KB header',
      caller: 'participant',
      request: { ...me, headers: [['X-Padding', 'x'.repeat(64 * 1024)]] },
    },
    {
      name: 'two Content-Length headers',
      caller: 'participant',
      request: {
        method: 'POST',
        target: '/api/v1/me/profile',
        headers: [
          ['Content-Type', 'application/json'],
          ['Content-Length', '2'],
          ['Content-Length', '20'],
        ],
        body: '{}',
        noContentLength: true,
      },
    },
    {
      name: 'Content-Length and chunked together',
      caller: 'participant',
      request: {
        method: 'POST',
        target: '/api/v1/me/profile',
        headers: [
          ['Content-Type', 'application/json'],
          ['Transfer-Encoding', 'chunked'],
          ['Content-Length', '2'],
        ],
        body: '2\r\n{}\r\n0\r\n\r\n',
        noContentLength: true,
      },
    },
    {
      name: 'a Content-Length shorter than the body',
      caller: 'participant',
      request: {
        method: 'POST',
        target: '/api/v1/me/profile',
        headers: [
          ['Content-Type', 'application/json'],
          ['Content-Length', '3'],
        ],
        body: '{"name":"Asha Rao"}',
        noContentLength: true,
      },
    },
    {
      name: 'a JSON content type with a bogus charset',
      caller: 'participant',
      request: {
        method: 'POST',
        target: '/api/v1/submissions',
        headers: [['Content-Type', 'application/json; charset=ebcdic']],
        body: '{}',
      },
    },
    { name: 'a header name with spaces', caller: 'participant', request: { ...me, headers: [['X Bad Name', 'x']] } },
    {
      name: 'a request line with a space in the path',
      caller: 'participant',
      request: { method: 'GET', target: '/api/v1/me /../admin' },
    },
    { name: 'an absurd method', caller: 'participant', request: { method: 'PROPFIND', target: '/api/v1/me' } },
    {
      name: 'an injected X-Request-Id with a body that is not JSON',
      caller: 'participant',
      request: {
        method: 'POST',
        target: '/api/v1/me/profile',
        headers: [
          ['X-Request-Id', `' OR 1=1 -- ${'x'.repeat(4000)}`],
          ['Content-Type', 'application/json'],
        ],
        body: 'nope',
      },
    },
    {
      name: 'a forged X-Forwarded-For on a bad body',
      caller: 'none',
      request: {
        method: 'POST',
        target: '/api/v1/auth/otp/start',
        headers: [
          ['X-Forwarded-For', `${SQL_INJECTIONS[0]}, 999.1.1.1, ::ffff:zz`],
          ['Content-Type', 'application/json'],
        ],
        body: '{"phone":[]}',
      },
    },
  );
  return cases;
}

/** Every case that must be refused with a 4xx in the error shape. */
export function hostileCorpus(ids: CorpusIds, secret: string): HostileCase[] {
  return [
    ...bodyCases(ids),
    ...listCases(),
    ...pathCases(ids),
    ...publicQueryCases(),
    ...headerCases({ participantId: ids.participantId, secret }),
  ];
}
