import { sha256Hex } from '../common/crypto/sha256';

/** Identifies a token without keeping it: a failure recorded for one token does not outlive its replacement. */
export function tokenFingerprint(token: string | null): string | null {
  return token ? sha256Hex(token).slice(0, 16) : null;
}
