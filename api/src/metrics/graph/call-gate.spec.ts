import { CallGate, CallsPausedError } from './call-gate';
import { GraphApiError } from './graph-errors';
import { USAGE_PAUSE_MS } from './graph-usage';

describe('the call gate', () => {
  const policy = { slowdownPercent: 60, pausePercent: 90 };
  const gate = (notBefore: Date | null = null) => {
    const slept: number[] = [];
    const g = new CallGate(policy, 30_000, async (ms) => void slept.push(ms), notBefore);
    return { g, slept };
  };

  it('lets calls through with no wait while usage is low', async () => {
    const { g, slept } = gate();
    g.observe({ percent: 20, regainAccessMinutes: 0 });
    await g.beforeCall();
    expect(slept).toEqual([]);
  });

  it('refuses every call while throttled, however often asked', async () => {
    const until = new Date(Date.now() + 60_000);
    const { g } = gate(until);
    for (let i = 0; i < 3; i++) await expect(g.beforeCall()).rejects.toEqual(expect.any(CallsPausedError));
    await expect(g.beforeCall()).rejects.toMatchObject({ until });
  });

  it('sleeps through short spacing, pauses the cycle for long waits', async () => {
    const { g, slept } = gate();
    g.observe({ percent: 75, regainAccessMinutes: 0 });
    await g.beforeCall();
    expect(slept).toEqual([15_000]);
    g.observe({ percent: 95, regainAccessMinutes: 0 });
    const paused = await g.beforeCall().catch((error) => error);
    expect(paused).toBeInstanceOf(CallsPausedError);
    expect(paused.until.getTime() - Date.now()).toBeGreaterThan(USAGE_PAUSE_MS - 1000);
    expect(g.notBefore).toEqual(paused.until);
  });

  it('turns a throttling answer into a pause of the announced length', () => {
    const { g } = gate();
    const error = new GraphApiError('throttled', 'too many calls', 400, 80002, null, {
      percent: 100,
      regainAccessMinutes: 4,
    });
    const pause = g.throttled(error);
    expect(pause.until.getTime() - Date.now()).toBeGreaterThan(4 * 60_000 - 1000);
    expect(g.consecutiveThrottles).toBe(1);
    g.succeeded();
    expect(g.consecutiveThrottles).toBe(0);
    expect(g.notBefore).toBeNull();
  });
});
