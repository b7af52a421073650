import { assertIsolated } from './harness/isolation';
import { useTestEnvironment } from './harness/test-environment';

describe('test files running in parallel (B)', () => {
  const env = useTestEnvironment();
  it("never see the other file's rows or keys", () => assertIsolated(env, 'b', 'a'));
});
