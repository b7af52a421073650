import { createHash } from 'node:crypto';

/** Hex SHA-256: how secrets we must recognise but never keep (refresh tokens, provider tokens) are stored. */
export const sha256Hex = (value: string): string => createHash('sha256').update(value).digest('hex');
