import { isUUID } from 'class-validator';

/**
 * Any well-formed UUID, whatever its version (Postgres' uuid type takes them all). Ids from a client are
 * checked with this before a query, so a malformed one answers 404 instead of failing in the database.
 */
export const isUuid = (value: unknown): value is string => isUUID(value, 'loose');
