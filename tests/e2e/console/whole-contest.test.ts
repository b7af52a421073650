import type { Browser, Page } from 'playwright-core';
import { eventually } from '../../support/eventually';
import { Stack, startStack } from '../../support/stack';
import { insertEntry, launchBrowser, openContext, query, seriousAxeViolations } from '../site/site-browser';
import { adminCreate, consoleToken, signInToConsole } from './console-browser';

const ORGANISER = { email: 'contest-runner@console.test', password: 'whole contest passphrase 1' };
const JUROR = { email: 'contest-juror@console.test', password: 'whole contest juror passphrase 2' };

/** What the public results routes answer, as far as this test reads them. */
interface PublicAnswer {
  stage?: { stage: string };
  items: Array<{ roundId: number; place: number; displayName: string; prize?: { title: string } }>;
}

/**
 * Issue 26's whole contest, Round 1 to the winners, driven through the console API and, for publishing (preview,
 * embargo, unpublish), the console itself; at each step the public API, read through the project's nginx and its
 * micro-cache, shows nobody before the organisers publish and exactly the right people after.
 */
describe('a whole contest in public', () => {
  let stack: Stack;
  let browser: Browser;
  let organiser: string;
  let juror: string;
  const creators: Record<string, string> = {};

  /** A console call as `token`; throws with the answer unless it succeeds. */
  const consoleCall = async <T>(token: string, method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${stack.apiUrl}/admin${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} /admin${path} answered ${response.status}: ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  };

  /** A public read through nginx: its status and, for a 200, its body and cache verdict. */
  const publicRead = async (path: string) => {
    const response = await fetch(`${stack.apiUrl}${path}`);
    return { status: response.status, body: (await response.json()) as PublicAnswer };
  };

  /** Round `round`'s public lines (names in place order), once nginx's micro-cache shows them. */
  const publicLines = (round: number) =>
    eventually(async () => {
      const { status, body } = await publicRead(`/results/${round}`);
      expect(status).toBe(200);
      return body.items.map((line) => `${line.place} ${line.displayName}${line.prize ? ` (${line.prize.title})` : ''}`);
    });

  /** Nothing of round `round` in public: 404 each time, read twice so a cached answer would show. */
  const expectUnpublished = async (round: number) => {
    for (let read = 0; read < 2; read++) {
      const { status, body } = await publicRead(`/results/${round}`);
      expect(status).toBe(404);
      expect(JSON.stringify(body)).not.toMatch(/Aarav|Bela|Chirag|Diya|Esha|Farhan/);
    }
    const index = await publicRead('/results');
    expect(index.body.items.map((item) => item.roundId)).not.toContain(round);
  };

  /** Runs `steps` on round `round`'s page in the console, signed in as the organiser. */
  const onConsoleRound = async (round: number, steps: (page: Page) => Promise<void>) => {
    const context = await openContext(browser, stack);
    try {
      const page = await context.newPage();
      await signInToConsole(page, stack, ORGANISER.email, ORGANISER.password);
      await page.getByRole('heading', { name: 'Contest overview' }).waitFor();
      await page.goto(`${stack.baseUrl}/admin/#/rounds/${round}/show`);
      await steps(page);
    } finally {
      await context.close();
    }
  };

  /** Round `round`'s films (one per named creator): entered in it, or in the jury rounds promoted into it. */
  const filmsOf = async (round: number, names: string[]) =>
    query<{ id: string; name: string }>(
      stack,
      `SELECT s.id, p.name FROM submissions s JOIN participants p ON p.id = s.participant_id
        WHERE p.name = ANY($2) AND (s.round_id = $1 OR $1 > 2 AND EXISTS
              (SELECT 1 FROM round_advancements ra WHERE ra.submission_id = s.id AND ra.round_id = $1))`,
      [round, names],
    );

  /** The juror marks each named film of jury round `round` with the given mark on every criterion. */
  const judge = async (round: number, marks: Record<string, number>) => {
    const [{ id: jurorId }] = await query<{ id: string }>(stack, `SELECT id FROM console_accounts WHERE email = $1`, [
      JUROR.email,
    ]);
    for (const film of await filmsOf(round, Object.keys(marks))) {
      const assignment = await consoleCall<{ id: string }>(organiser, 'POST', '/jury-assignments', {
        roundId: round,
        submissionId: film.id,
        jurorId,
      });
      const mark = marks[film.name];
      await consoleCall(juror, 'POST', '/scores', {
        assignmentId: assignment.id,
        creativity: mark,
        culturalAuthenticity: mark,
        technicalExcellence: mark,
      });
    }
  };

  /** Sets each named creator's film of `round` to `views` (likes a tenth of it). */
  const setViews = async (round: number, views: Record<string, number>) => {
    for (const film of await filmsOf(round, Object.keys(views))) {
      await query(
        stack,
        `WITH cycle AS (INSERT INTO metric_refresh_cycles (provider, status, finished_at)
                        VALUES ('simulated', 'completed', now()) RETURNING id)
         INSERT INTO submission_metrics (submission_id, views, likes, source, sampled_at, cycle_id)
         SELECT $1, $2::bigint, $2::bigint / 10, 'simulated', now(), id FROM cycle
         ON CONFLICT (submission_id) DO UPDATE SET views = $2::bigint, likes = $2::bigint / 10, sampled_at = now()`,
        [film.id, views[film.name]],
      );
    }
  };

  beforeAll(async () => {
    stack = await startStack();
    browser = await launchBrowser();
    adminCreate(stack, ORGANISER.email, ORGANISER.password, 'admin');
    adminCreate(stack, JUROR.email, JUROR.password, 'jury');
    organiser = await consoleToken(stack, ORGANISER.email, ORGANISER.password);
    juror = await consoleToken(stack, JUROR.email, JUROR.password);
    // Every round has started (each closes only after the one before it); Round 2's films are put in place.
    await query(
      stack,
      `UPDATE rounds SET starts_at = now() - interval '40 days' + id * interval '1 day',
              ends_at = now() + interval '30 days', accepts_submissions = (id = 1)`,
    );
    for (const name of ['Aarav Shah', 'Bela Rao', 'Chirag Das', 'Diya Nair', 'Esha Pal', 'Farhan Ali']) {
      creators[name] = (await insertEntry(stack, { author: { name, state: 'Kerala' } })).participantId;
    }
    await setViews(1, {
      'Aarav Shah': 6000,
      'Bela Rao': 5000,
      'Chirag Das': 4000,
      'Diya Nair': 3000,
      'Esha Pal': 2000,
      'Farhan Ali': 1000,
    });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  }, 60_000);

  it('shows nothing of Round 1 until published, then its Top 4 as the console previewed them', async () => {
    await expectUnpublished(1);
    await consoleCall(organiser, 'POST', '/rounds/1/close', { count: 4 });
    // Closed is not published: the public still sees nothing.
    await expectUnpublished(1);

    await onConsoleRound(1, async (page) => {
      await page
        .getByText('The results of round 1 are not published: the public sees nothing of them until you publish.')
        .waitFor();
      await page.getByRole('button', { name: 'Publish results…' }).click();
      const dialog = page.getByRole('dialog');
      // The preview is what the public will see: the four who went through, not the two who did not.
      const table = dialog.getByRole('table', { name: 'What the public results page shows' });
      await dialog.getByText('The public page lists 4 creators who went through.').waitFor();
      expect(await table.getByRole('row').count()).toBe(5); // the header and four lines
      for (const name of ['Aarav S.', 'Bela R.', 'Chirag D.', 'Diya N.']) await table.getByText(name).waitFor();
      expect(await table.getByText('Esha P.').count()).toBe(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Publish now' }).click();
      await page.getByText(/^Results published on .+; public since then\.$/).waitFor();
    });

    expect(await publicLines(1)).toEqual(['1 Aarav S.', '2 Bela R.', '3 Chirag D.', '4 Diya N.']);
    const site = await (await openContext(browser, stack)).newPage();
    await showsOnSite(site, 1, ['Aarav S.', 'Diya N.'], ['Esha P.', 'Farhan A.']);
  }, 240_000);

  it('keeps Round 2 hidden under an embargo, then shows its Top 3', async () => {
    for (const name of ['Aarav Shah', 'Bela Rao', 'Chirag Das', 'Diya Nair']) {
      await insertEntry(stack, { participantId: creators[name], round: 2, category: 'action' });
    }
    await setViews(2, { 'Diya Nair': 9000, 'Chirag Das': 8000, 'Bela Rao': 7000, 'Aarav Shah': 6000 });
    await consoleCall(organiser, 'POST', '/rounds/2/close', { count: 3 });
    await onConsoleRound(2, async (page) => {
      await page.getByRole('button', { name: 'Publish results…' }).click();
      const inAnHour = new Date(Date.now() + 3_600_000);
      const local = new Date(inAnHour.getTime() - inAnHour.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
      await page.getByLabel('Embargo until (your local time; leave empty to publish at once)').fill(local);
      await page.getByRole('dialog').getByRole('button', { name: 'Publish under embargo' }).click();
      await page.getByText(/under embargo until .+: nothing shows in public before then\.$/).waitFor();
    });
    await expectUnpublished(2);

    // The embargo time comes (moved to now rather than waiting an hour).
    await query(stack, `UPDATE round_publications SET embargo_until = now() WHERE round_id = 2`);
    expect(await publicLines(2)).toEqual(['1 Diya N.', '2 Chirag D.', '3 Bela R.']);
  }, 120_000);

  it('names the finalists the jury chose, then the winners with their prizes', async () => {
    await judge(3, { 'Diya Nair': 5, 'Chirag Das': 7, 'Bela Rao': 9 });
    await consoleCall(organiser, 'POST', '/rounds/3/close', { count: 2 });
    await expectUnpublished(3);
    await consoleCall(organiser, 'POST', '/rounds/3/publish');
    expect(await publicLines(3)).toEqual(['1 Bela R.', '2 Chirag D.']);

    await judge(4, { 'Bela Rao': 8, 'Chirag Das': 9 });
    await consoleCall(organiser, 'POST', '/rounds/4/close', {});
    await expectUnpublished(4);
    await consoleCall(organiser, 'POST', '/rounds/4/publish');
    // The seeded content offers two prizes, so two winners, each with the organisers' prize title.
    const [first, second] = (
      await query<{ title: string }>(
        stack,
        `SELECT prize -> 'title' ->> 'en' AS title
           FROM site_content, jsonb_array_elements(document -> 'prizes') WITH ORDINALITY AS prizes (prize, place)
          ORDER BY place`,
      )
    ).map((prize) => prize.title);
    expect(await publicLines(4)).toEqual([`1 Chirag D. (${first})`, `2 Bela R. (${second})`]);

    const index = await publicRead('/results');
    expect(index.body.items.map((item) => item.roundId)).toEqual([1, 2, 3, 4]);
    expect(index.body.stage?.stage).toBe('winners_announced');

    const site = await (await openContext(browser, stack)).newPage();
    await showsOnSite(site, 4, ['Chirag D.', 'Bela R.'], ['Diya N.', 'Aarav S.']);
  }, 180_000);

  it('takes results the console unpublishes out of public, micro-cache included, within seconds', async () => {
    expect((await publicRead('/results/1')).status).toBe(200);
    await onConsoleRound(1, async (page) => {
      await page.getByRole('button', { name: 'Unpublish results…' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Unpublish' }).click();
      await page.getByRole('button', { name: 'Publish results…' }).waitFor();
    });
    // nginx keeps a 200 for at most the 5 seconds the API's header allows.
    await eventually(async () => expect((await publicRead('/results/1')).status).toBe(404), 15_000);
    await expectUnpublished(1);
    // Every publication step is in the audit log, with its round.
    const audit = await query<{ action: string; round: string }>(
      stack,
      `SELECT action, resource_id AS round FROM console_audit_log WHERE action LIKE 'round.%publish_results' ORDER BY id`,
    );
    expect(audit.map((row) => `${row.action} ${row.round}`)).toEqual([
      'round.publish_results 1',
      'round.publish_results 2',
      'round.publish_results 3',
      'round.publish_results 4',
      'round.unpublish_results 1',
    ]);
  }, 60_000);

  /** The site's page of `round` lists `shown` and not `hidden`, and is accessible. */
  async function showsOnSite(page: Page, round: number, shown: string[], hidden: string[]) {
    try {
      await page.goto(`${stack.baseUrl}/results/${round}`);
      for (const name of shown) await page.getByRole('heading', { name }).waitFor();
      for (const name of hidden) expect(await page.getByRole('heading', { name }).count()).toBe(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
    } finally {
      await page.context().close();
    }
  }
});
