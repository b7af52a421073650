import { graphCalls, observeGraphCall } from './metric-families';

describe('Graph API calls (contest_graph_api_calls_total)', () => {
  const count = async (outcome: string) =>
    (await graphCalls.get()).values.find((sample) => sample.labels.outcome === outcome)?.value ?? 0;

  it('counts an answer as ok and a failure by its kind, passing both through unchanged', async () => {
    const before = { ok: await count('ok'), throttled: await count('throttled'), aborted: await count('aborted') };
    await expect(observeGraphCall(Promise.resolve({ body: 1 }))).resolves.toEqual({ body: 1 });
    const throttled = Object.assign(new Error('slow down'), { kind: 'throttled' });
    await expect(observeGraphCall(Promise.reject(throttled))).rejects.toBe(throttled);
    await expect(observeGraphCall(Promise.reject(new Error('aborted by shutdown')))).rejects.toThrow('aborted');
    expect(await count('ok')).toBe(before.ok + 1);
    expect(await count('throttled')).toBe(before.throttled + 1);
    expect(await count('aborted')).toBe(before.aborted + 1);
  });
});
