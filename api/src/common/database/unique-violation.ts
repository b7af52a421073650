import { QueryFailedError } from 'typeorm';

/** Postgres refused a row because a unique index already holds its key (SQLSTATE 23505), optionally that index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const driverError =
    error instanceof QueryFailedError ? (error.driverError as { code?: string; constraint?: string }) : {};
  return driverError.code === '23505' && (constraint === undefined || driverError.constraint === constraint);
}
