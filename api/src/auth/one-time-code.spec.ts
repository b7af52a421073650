import {
  generateCode,
  hashCode,
  isWellFormedCode,
  judgeAttempt,
  MAX_WRONG_ATTEMPTS,
  StoredCode,
} from './one-time-code';

const KEY = 'server-side-key';

describe('one-time codes', () => {
  it('are six digits, leading zeros included, and vary', () => {
    const codes = Array.from({ length: 200 }, generateCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it.each([
    ['123456', true],
    ['012345', true],
    ['12345', false],
    ['1234567', false],
    ['12345a', false],
    [' 123456', false],
    ['１２３４５６', false],
  ])('%p is well-formed: %p', (code, expected) => {
    expect(isWellFormedCode(code)).toBe(expected);
  });

  describe('hashing', () => {
    const hash = hashCode(KEY, 'phone', '+919876543210', '123456');

    it('never stores the digits and is stable for the same code and destination', () => {
      expect(hash).toMatch(/^[0-9a-f]{64}$/);
      expect(hash).not.toContain('123456');
      expect(hashCode(KEY, 'phone', '+919876543210', '123456')).toBe(hash);
    });

    it('binds the code to its destination, channel and the server key', () => {
      expect(hashCode(KEY, 'phone', '+919876543211', '123456')).not.toBe(hash);
      expect(hashCode(KEY, 'email', '+919876543210', '123456')).not.toBe(hash);
      expect(hashCode('another-key', 'phone', '+919876543210', '123456')).not.toBe(hash);
      expect(hashCode(KEY, 'phone', '+919876543210', '123457')).not.toBe(hash);
    });
  });

  describe('attempt rules', () => {
    const right = hashCode(KEY, 'email', 'a@example.test', '123456');
    const wrong = hashCode(KEY, 'email', 'a@example.test', '654321');
    const fresh: StoredCode = { hash: right, wrongAttempts: 0 };

    it('accepts the right code and spends it', () => {
      expect(judgeAttempt(fresh, right)).toEqual({ outcome: 'accepted', next: null });
    });

    it('counts wrong tries and burns the code on the fifth', () => {
      let stored: StoredCode | null = fresh;
      const left: number[] = [];
      for (let attempt = 1; attempt < MAX_WRONG_ATTEMPTS; attempt++) {
        const result = judgeAttempt(stored, wrong);
        expect(result.outcome).toBe('wrong');
        if (result.outcome === 'wrong') left.push(result.attemptsLeft);
        stored = result.next;
      }
      expect(left).toEqual([4, 3, 2, 1]);
      expect(judgeAttempt(stored, wrong)).toEqual({ outcome: 'burnt', next: null });
    });

    it('still accepts the right code after four wrong tries', () => {
      expect(judgeAttempt({ hash: right, wrongAttempts: 4 }, right).outcome).toBe('accepted');
    });

    it('reports a missing (expired, burnt or never sent) code', () => {
      expect(judgeAttempt(null, right)).toEqual({ outcome: 'missing', next: null });
    });
  });
});
