/** Instagram's own limit on usernames. */
export const HANDLE_MAX_LENGTH = 30;

/** Letters, digits, `.` and `_` (ASCII only, so look-alike letters from other scripts fail). */
const HANDLE = /^[a-z0-9._]{1,30}$/;

/**
 * A participant's Instagram handle as typed, reduced to how it is stored: trimmed, one leading `@`
 * dropped, lower-cased (Instagram usernames are case-insensitive). Null when it breaks Instagram's rules:
 * 1-30 characters of letters, digits, `.` and `_`, no leading or trailing `.`, no `..`.
 */
export function normaliseInstagramHandle(input: unknown): string | null {
  if (typeof input !== 'string' || input.length > HANDLE_MAX_LENGTH + 40) return null;
  const handle = input.trim().replace(/^@/, '').toLowerCase();
  if (!HANDLE.test(handle)) return null;
  if (handle.startsWith('.') || handle.endsWith('.') || handle.includes('..')) return null;
  return handle;
}
