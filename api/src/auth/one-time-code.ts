import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

export type CodeChannel = 'phone' | 'email';

/** What a code is for, which its message names: signing in, or proving a mobile for an account already in. */
export type CodePurpose = 'sign-in' | 'verification';

export const CODE_DIGITS = 6;
/** A code is burnt on its fifth wrong try. */
export const MAX_WRONG_ATTEMPTS = 5;

/** A code as kept in Redis: never the digits themselves. */
export interface StoredCode {
  hash: string;
  wrongAttempts: number;
}

export type AttemptOutcome =
  | { outcome: 'accepted'; next: null }
  | { outcome: 'wrong'; attemptsLeft: number; next: StoredCode }
  | { outcome: 'burnt'; next: null }
  | { outcome: 'missing'; next: null };

/** Six random digits from the CSPRNG (leading zeros kept). */
export function generateCode(): string {
  return randomInt(0, 10 ** CODE_DIGITS)
    .toString()
    .padStart(CODE_DIGITS, '0');
}

export function isWellFormedCode(code: string): boolean {
  return new RegExp(`^\\d{${CODE_DIGITS}}$`).test(code);
}

/**
 * Keyed hash of a code, bound to where it was sent: a million codes are quickly tried against a plain
 * hash, so a copy of Redis must not be enough to recover them (the key never leaves the server).
 */
export function hashCode(key: string, channel: CodeChannel, destination: string, code: string): string {
  return createHmac('sha256', key).update(`${channel}\n${destination}\n${code}`).digest('hex');
}

/** What one verification attempt does to the stored code: accept and spend it, count a wrong try, or burn it. */
export function judgeAttempt(stored: StoredCode | null, candidateHash: string): AttemptOutcome {
  if (!stored) return { outcome: 'missing', next: null };
  const expected = Buffer.from(stored.hash, 'hex');
  const candidate = Buffer.from(candidateHash, 'hex');
  if (expected.length === candidate.length && timingSafeEqual(expected, candidate)) {
    return { outcome: 'accepted', next: null };
  }
  const wrongAttempts = stored.wrongAttempts + 1;
  if (wrongAttempts >= MAX_WRONG_ATTEMPTS) return { outcome: 'burnt', next: null };
  return { outcome: 'wrong', attemptsLeft: MAX_WRONG_ATTEMPTS - wrongAttempts, next: { ...stored, wrongAttempts } };
}
