import { AppModule } from '../app.module';
import { AccessTokenService } from '../auth/access-token.service';
import { call, RunningApp, startApp } from '../../test/harness/http';
import { useTestEnvironment } from '../../test/harness/test-environment';
import { consoleAccount } from '../../test/harness/console-fixtures';

type Role = 'admin' | 'jury';
type Route = { method: string; path: string; roles: Role[] | 'public'; body?: unknown };

const ID = '00000000-0000-4000-8000-000000000000';

/**
 * Every console route and who may call it. Bodies are deliberately invalid or name missing records: a 400 or
 * 404 proves the caller got past the guard without changing anything.
 */
const ROUTES: Route[] = [
  { method: 'GET', path: '/admin/certificates', roles: ['admin'] },
  { method: 'GET', path: `/admin/certificates/${ID}`, roles: ['admin'] },
  { method: 'POST', path: `/admin/certificates/${ID}/revoke`, roles: ['admin'], body: {} },
  { method: 'POST', path: `/admin/certificates/${ID}/reissue`, roles: ['admin'] },
  { method: 'POST', path: '/admin/auth/login', roles: 'public', body: {} },
  { method: 'POST', path: '/admin/auth/refresh', roles: 'public', body: {} },
  { method: 'POST', path: '/admin/auth/logout', roles: 'public', body: {} },
  { method: 'GET', path: '/admin/auth/me', roles: ['admin', 'jury'] },
  { method: 'GET', path: '/admin/auth/invitation', roles: 'public' },
  { method: 'POST', path: '/admin/auth/invitation', roles: 'public', body: {} },
  { method: 'POST', path: '/admin/auth/password-reset', roles: 'public', body: {} },
  { method: 'GET', path: '/admin/accounts', roles: ['admin'] },
  { method: 'GET', path: `/admin/accounts/${ID}`, roles: ['admin'] },
  { method: 'POST', path: '/admin/accounts', roles: ['admin'], body: {} },
  { method: 'PUT', path: `/admin/accounts/${ID}`, roles: ['admin'], body: { role: 'boss' } },
  { method: 'POST', path: `/admin/accounts/${ID}/invitation`, roles: ['admin'] },
  { method: 'GET', path: '/admin/login-attempts', roles: ['admin'] },
  { method: 'GET', path: '/admin/audit-log', roles: ['admin'] },
  { method: 'GET', path: '/admin/audit-log/1', roles: ['admin'] },
  { method: 'GET', path: '/admin/dashboard', roles: ['admin'] },
  { method: 'GET', path: '/admin/entries', roles: ['admin', 'jury'] },
  { method: 'GET', path: `/admin/entries/${ID}`, roles: ['admin', 'jury'] },
  { method: 'PUT', path: `/admin/entries/${ID}`, roles: ['admin'], body: { status: 'approved' } },
  { method: 'POST', path: '/admin/entries/bulk-status', roles: ['admin'], body: { ids: [] } },
  { method: 'POST', path: `/admin/entries/${ID}/reinstate`, roles: ['admin'], body: {} },
  { method: 'GET', path: `/admin/entries/${ID}/votes`, roles: ['admin'] },
  { method: 'POST', path: `/admin/entries/${ID}/votes/void`, roles: ['admin'], body: { reason: '' } },
  { method: 'GET', path: '/admin/ownership-claims', roles: ['admin'] },
  { method: 'GET', path: `/admin/ownership-claims/${ID}`, roles: ['admin'] },
  { method: 'POST', path: `/admin/ownership-claims/${ID}/transfer`, roles: ['admin'] },
  { method: 'POST', path: `/admin/ownership-claims/${ID}/dismiss`, roles: ['admin'] },
  { method: 'GET', path: '/admin/grievances', roles: ['admin'] },
  { method: 'GET', path: `/admin/grievances/${ID}`, roles: ['admin'] },
  { method: 'PUT', path: `/admin/grievances/${ID}`, roles: ['admin'], body: { status: 'answered' } },
  { method: 'POST', path: `/admin/grievances/${ID}/notes`, roles: ['admin'], body: {} },
  { method: 'POST', path: `/admin/grievances/${ID}/reply`, roles: ['admin'], body: {} },
  { method: 'GET', path: '/admin/participants', roles: ['admin'] },
  { method: 'GET', path: `/admin/participants/${ID}`, roles: ['admin'] },
  { method: 'PUT', path: `/admin/participants/${ID}`, roles: ['admin'], body: {} },
  { method: 'GET', path: '/admin/rounds', roles: ['admin'] },
  { method: 'GET', path: '/admin/rounds/1', roles: ['admin'] },
  { method: 'PUT', path: '/admin/rounds/1', roles: ['admin'], body: { startsAt: 'soon' } },
  { method: 'GET', path: '/admin/rounds/9/promotion', roles: ['admin'] },
  { method: 'POST', path: '/admin/rounds/1/close', roles: ['admin'], body: { count: 0 } },
  { method: 'POST', path: '/admin/rounds/1/reopen', roles: ['admin'], body: {} },
  { method: 'POST', path: '/admin/rounds/9/publish', roles: ['admin'], body: { embargoUntil: 'soon' } },
  { method: 'POST', path: '/admin/rounds/9/unpublish', roles: ['admin'] },
  { method: 'GET', path: '/admin/rounds/9/publication-preview', roles: ['admin'] },
  { method: 'GET', path: '/admin/jury-assignments', roles: ['admin', 'jury'] },
  { method: 'GET', path: `/admin/jury-assignments/${ID}`, roles: ['admin', 'jury'] },
  { method: 'POST', path: '/admin/jury-assignments', roles: ['admin'], body: {} },
  { method: 'POST', path: '/admin/jury-assignments/auto', roles: ['admin'], body: {} },
  { method: 'DELETE', path: `/admin/jury-assignments/${ID}`, roles: ['admin'] },
  { method: 'GET', path: '/admin/scores', roles: ['admin', 'jury'] },
  { method: 'GET', path: `/admin/scores/${ID}`, roles: ['admin', 'jury'] },
  { method: 'POST', path: '/admin/scores', roles: ['jury'], body: {} },
  { method: 'PUT', path: `/admin/scores/${ID}`, roles: ['jury'], body: { creativity: 11 } },
  { method: 'GET', path: '/admin/results', roles: ['admin'] },
  { method: 'GET', path: '/admin/exports/entries.csv', roles: ['admin'] },
  { method: 'GET', path: '/admin/exports/participants.csv', roles: ['admin'] },
  { method: 'GET', path: '/admin/exports/results.csv', roles: ['admin'] },
  { method: 'GET', path: '/admin/exports/scores.csv', roles: ['admin'] },
  { method: 'GET', path: '/admin/exports/grievances.csv', roles: ['admin'] },
  { method: 'GET', path: '/admin/jury-assignments/progress', roles: ['admin'] },
  { method: 'GET', path: '/admin/jury-conflicts', roles: ['admin'] },
  { method: 'GET', path: `/admin/jury-conflicts/${ID}`, roles: ['admin'] },
  { method: 'POST', path: '/admin/jury-conflicts', roles: ['admin'], body: {} },
  { method: 'DELETE', path: `/admin/jury-conflicts/${ID}`, roles: ['admin'] },
  { method: 'GET', path: '/admin/jury-settings', roles: ['admin'] },
  { method: 'GET', path: '/admin/jury-settings/9', roles: ['admin'] },
  { method: 'PUT', path: '/admin/jury-settings/9', roles: ['admin'], body: {} },
  { method: 'GET', path: '/admin/content/1', roles: ['admin'] },
  { method: 'PUT', path: '/admin/content/1', roles: ['admin'], body: { contestName: null } },
  { method: 'GET', path: '/admin/media', roles: ['admin'] },
  { method: 'POST', path: '/admin/media/images', roles: ['admin'], body: {} },
  { method: 'POST', path: '/admin/media/films', roles: ['admin'], body: {} },
  { method: 'GET', path: '/admin/notifications', roles: ['admin'] },
  { method: 'GET', path: `/admin/notifications/${ID}`, roles: ['admin'] },
  { method: 'POST', path: `/admin/notifications/${ID}/retry`, roles: ['admin'] },
  { method: 'GET', path: '/admin/broadcasts', roles: ['admin'] },
  { method: 'GET', path: `/admin/broadcasts/${ID}`, roles: ['admin'] },
  { method: 'POST', path: '/admin/broadcasts', roles: ['admin'], body: {} },
  { method: 'POST', path: '/admin/broadcasts/preview', roles: ['admin'], body: {} },
];

describe('console role matrix (admin, jury, participant, anonymous × every console route)', () => {
  useTestEnvironment();
  let running: RunningApp;
  const tokens: Record<string, string | undefined> = {};

  beforeAll(async () => {
    running = await startApp(AppModule);
    tokens.admin = (await consoleAccount(running.app, running.api, 'admin', 'matrix-admin')).token;
    tokens.jury = (await consoleAccount(running.app, running.api, 'jury', 'matrix-jury')).token;
    tokens.participant = await running.app
      .get(AccessTokenService)
      .sign({ id: '6f1c1f8e-4a57-4c38-9d7e-000000000001', name: 'Asha', profileComplete: true });
  });
  afterAll(() => running.close());

  it('lists every console route the API serves', async () => {
    const openapi = await call(`${running.api.replace('/api/v1', '')}/api/docs/openapi.json`);
    const served = Object.entries(openapi.body.paths as Record<string, Record<string, unknown>>)
      .filter(([path]) => path.startsWith('/api/v1/admin/'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    const listed = ROUTES.map(
      (route) =>
        `${route.method} /api/v1${route.path
          .replace(ID, '{id}')
          .replace(/\/(1|9)(\/|$)/, '/{id}$2')
          .replace('/audit-log/1', '/audit-log/{id}')}`,
    ).sort();
    expect(listed).toEqual(served);
  });

  describe.each(['anonymous', 'participant', 'jury', 'admin'])('as %s', (caller) => {
    it.each(ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', async (_name, route) => {
      const res = await call(`${running.api}${route.path}`, {
        method: route.method,
        body: route.body,
        token: tokens[caller],
      });
      if (route.roles === 'public') {
        expect(res.status).toBe(400); // reachable by anyone; the empty body is refused by validation
      } else if (caller === 'anonymous' || caller === 'participant') {
        expect(res.status).toBe(401);
        expect(res.body.error.code).toBe('unauthorized');
      } else if (!route.roles.includes(caller as Role)) {
        expect(res.status).toBe(403);
        expect(res.body.error.code).toBe('forbidden');
      } else {
        expect([401, 403]).not.toContain(res.status);
        expect(res.status).toBeLessThan(500);
      }
    });
  });
});
