import { delayBeforeNextCall, MAX_SPACING_MS, parseUsage, throttleWaitMs, USAGE_PAUSE_MS } from './graph-usage';

const headers = (values: Record<string, unknown>) =>
  new Headers(Object.fromEntries(Object.entries(values).map(([k, v]) => [k, JSON.stringify(v)])));

describe('Graph API usage headers', () => {
  it('reads the highest percentage of X-App-Usage and X-Business-Use-Case-Usage', () => {
    const usage = parseUsage(
      headers({
        'x-app-usage': { call_count: 28, total_cputime: 12, total_time: 15 },
        'x-business-use-case-usage': {
          '17841400000000000': [
            { type: 'instagram', call_count: 40, total_cputime: 71, total_time: 9, estimated_time_to_regain_access: 0 },
          ],
        },
      }),
    );
    expect(usage).toEqual({ percent: 71, regainAccessMinutes: 0 });
  });

  it('reads estimated_time_to_regain_access in minutes', () => {
    const usage = parseUsage(
      headers({ 'x-business-use-case-usage': { a: [{ call_count: 100, estimated_time_to_regain_access: 7 }] } }),
    );
    expect(usage).toEqual({ percent: 100, regainAccessMinutes: 7 });
  });

  it('ignores absent or malformed headers', () => {
    expect(parseUsage(new Headers())).toBeNull();
    expect(parseUsage(new Headers({ 'x-app-usage': 'not json' }))).toBeNull();
  });
});

describe('pacing before the next call', () => {
  const policy = { slowdownPercent: 60, pausePercent: 90 };
  const at = (percent: number, regainAccessMinutes = 0) =>
    delayBeforeNextCall({ percent, regainAccessMinutes }, policy);

  it('does not wait below the slowdown threshold', () => {
    expect(delayBeforeNextCall(null, policy)).toBe(0);
    expect(at(10)).toBe(0);
    expect(at(60)).toBe(0);
  });

  it('spaces calls out more and more between the thresholds', () => {
    expect(at(75)).toBe(MAX_SPACING_MS / 2);
    expect(at(70)).toBeLessThan(at(80));
    expect(at(89)).toBeLessThan(MAX_SPACING_MS);
  });

  it('pauses at the pause threshold, or for exactly the time the API announces', () => {
    expect(at(90)).toBe(USAGE_PAUSE_MS);
    expect(at(120)).toBe(USAGE_PAUSE_MS);
    expect(at(40, 3)).toBe(3 * 60_000);
  });
});

describe('the wait after a throttling answer', () => {
  it('is the header hint when there is one', () => {
    expect(throttleWaitMs({ percent: 100, regainAccessMinutes: 2 }, 5)).toBe(120_000);
  });

  it('otherwise backs off exponentially from a minute, with jitter, capped at an hour', () => {
    const first = throttleWaitMs(null, 0);
    expect(first).toBeGreaterThanOrEqual(48_000);
    expect(first).toBeLessThanOrEqual(72_000);
    const third = throttleWaitMs({ percent: 100, regainAccessMinutes: 0 }, 2);
    expect(third).toBeGreaterThanOrEqual(192_000);
    expect(third).toBeLessThanOrEqual(288_000);
    expect(throttleWaitMs(null, 30)).toBeLessThanOrEqual(3_600_000 * 1.2);
  });
});
