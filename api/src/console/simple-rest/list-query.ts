import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { FastifyReply } from 'fastify';
import { FieldErrors, validationFailed } from '../../common/errors/api-error';
import { unacceptableJson } from '../../common/errors/validation';
import { isUuid } from '../../common/uuid';
import { listError, ListErrorCode } from './list-errors';

/**
 * The list parameters `ra-data-simple-rest` sends: `sort=["field","ASC"]`, `range=[0,24]`,
 * `filter={"status":"pending"}` (getMany sends only `filter={"id":[...]}`), plus `embed` when asked.
 */
export class ListQueryDto {
  @IsOptional()
  @IsString()
  @MaxLength(200)
  sort?: string;

  @IsOptional()
  @IsString()
  @MaxLength(100)
  range?: string;

  @IsOptional()
  @IsString()
  @MaxLength(40_000)
  filter?: string;
}

export type SortOrder = 'ASC' | 'DESC';

/** Turns one raw filter value into a typed one, or throws FilterValueError with a user-facing message. */
export type FilterParser<T> = (value: unknown) => T;

export class FilterValueError extends Error {}

export interface ListSpec<F> {
  /** Columns a client may sort by (the names the API shows); anything else is a 400. */
  sortable: readonly string[];
  defaultSort: [string, SortOrder];
  /** Accepted filters and how each is parsed; unknown filter names are a 400. */
  filters: { [K in keyof F]-?: FilterParser<NonNullable<F[K]>> };
  maxPageSize?: number;
  /**
   * Sorts and filters the resource has but this caller may not use (left out of `sortable` and `filters`):
   * asking for one answers `sort_not_allowed` / `filter_not_allowed` with `reason`, not "no such field".
   */
  withheld?: { sortable: readonly string[]; filters: readonly string[]; reason: string };
}

export interface ListQuery<F> {
  sort: { field: string; order: SortOrder };
  offset: number;
  limit: number;
  filter: Partial<F>;
}

export interface Page<T> {
  rows: T[];
  total: number;
}

/** What a list's `SELECT count(*)::int AS total` answers. */
export type TotalRow = Pick<Page<unknown>, 'total'>;

const DEFAULT_MAX_PAGE_SIZE = 500;
/** getMany carries no range: it may name up to this many ids at once. */
export const MAX_IDS = 1000;

function parseJson(raw: string, field: string, errors: FieldErrors): unknown {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    errors[field] = ['must be JSON'];
    return undefined;
  }
  const problem = unacceptableJson(value);
  if (problem) {
    errors[field] = [problem];
    return undefined;
  }
  return value;
}

const isSafeInteger = (value: unknown): value is number => Number.isSafeInteger(value);

/** Validates the three parameters against the resource's whitelist; never lets a name reach SQL unchecked. */
export function parseListQuery<F>(dto: ListQueryDto, spec: ListSpec<F>): ListQuery<F> {
  const errors: FieldErrors = {};
  let sort = { field: spec.defaultSort[0], order: spec.defaultSort[1] };
  let offset = 0;
  let limit = spec.maxPageSize ?? DEFAULT_MAX_PAGE_SIZE;
  const filter: Partial<F> = {};

  if (dto.sort !== undefined) {
    const value = parseJson(dto.sort, 'sort', errors);
    if (value !== undefined) {
      const [field, order] = Array.isArray(value) ? (value as unknown[]) : [];
      if (!Array.isArray(value) || value.length !== 2 || typeof field !== 'string') {
        errors.sort = ['must be ["field","ASC"|"DESC"]'];
      } else if (spec.withheld?.sortable.includes(field)) {
        throw listError(ListErrorCode.SortNotAllowed, { field, reason: spec.withheld.reason }, { field });
      } else if (!spec.sortable.includes(field)) {
        errors.sort = [`cannot sort by "${field}"; sortable fields: ${spec.sortable.join(', ')}`];
      } else if (order !== 'ASC' && order !== 'DESC') {
        errors.sort = ['order must be ASC or DESC'];
      } else {
        sort = { field, order };
      }
    }
  }

  if (dto.range !== undefined) {
    const value = parseJson(dto.range, 'range', errors);
    if (value !== undefined) {
      const [start, end] = Array.isArray(value) ? (value as unknown[]) : [];
      const max = spec.maxPageSize ?? DEFAULT_MAX_PAGE_SIZE;
      if (!isSafeInteger(start) || !isSafeInteger(end) || start < 0 || end < start) {
        errors.range = ['must be [start, end] with 0 <= start <= end'];
      } else if (end - start + 1 > max) {
        errors.range = [`at most ${max} rows per page`];
      } else {
        offset = start;
        limit = end - start + 1;
      }
    }
  }

  if (dto.filter !== undefined) {
    const value = parseJson(dto.filter, 'filter', errors);
    if (value !== undefined && (typeof value !== 'object' || value === null || Array.isArray(value))) {
      errors.filter = ['must be a JSON object'];
    } else if (value !== undefined) {
      for (const [name, raw] of Object.entries(value as Record<string, unknown>)) {
        if (spec.withheld?.filters.includes(name)) {
          throw listError(
            ListErrorCode.FilterNotAllowed,
            { field: name, reason: spec.withheld.reason },
            { field: name },
          );
        }
        // Own names only: `__proto__`, `constructor` and the like are not filters.
        const parser = Object.hasOwn(spec.filters, name)
          ? (spec.filters as Record<string, FilterParser<unknown>>)[name]
          : undefined;
        if (!parser) {
          errors[`filter.${name}`] = [`is not a filter here; filters: ${Object.keys(spec.filters).join(', ')}`];
          continue;
        }
        try {
          (filter as Record<string, unknown>)[name] = parser(raw);
        } catch (error) {
          if (!(error instanceof FilterValueError)) throw error;
          errors[`filter.${name}`] = [error.message];
        }
      }
      // getMany: every named id fits in one answer, whatever the range.
      const ids = (filter as { id?: unknown }).id;
      if (dto.range === undefined && Array.isArray(ids)) limit = Math.max(ids.length, 1);
    }
  }

  if (Object.keys(errors).length > 0) throw validationFailed(errors, 'Invalid list parameters');
  return { sort, offset, limit, filter };
}

/** Sets `Content-Range: <resource> <first>-<last>/<total>`, which ra-data-simple-rest reads the total from. */
export function setContentRange(reply: FastifyReply, resource: string, offset: number, page: Page<unknown>): void {
  const range = page.rows.length > 0 ? `${offset}-${offset + page.rows.length - 1}` : '*';
  void reply.header('Content-Range', `${resource} ${range}/${page.total}`);
  void reply.header('Access-Control-Expose-Headers', 'Content-Range');
}

// ---- filter parsers -------------------------------------------------------------------------------------------

function many(value: unknown): unknown[] {
  const list = Array.isArray(value) ? value : [value];
  if (list.length === 0 || list.length > MAX_IDS) throw new FilterValueError(`must name 1 to ${MAX_IDS} values`);
  return list;
}

/** One value of a fixed set, or a list of them. */
export function oneOf<T extends string>(values: readonly T[]): FilterParser<T[]> {
  return (value) =>
    many(value).map((item) => {
      if (typeof item !== 'string' || !values.includes(item as T)) {
        throw new FilterValueError(`must be one of ${values.join(', ')}`);
      }
      return item as T;
    });
}

export const uuids: FilterParser<string[]> = (value) =>
  many(value).map((item) => {
    if (typeof item !== 'string' || !isUuid(item)) throw new FilterValueError('must be a UUID or a list of UUIDs');
    return item.toLowerCase();
  });

export function integers(min: number, max: number): FilterParser<number[]> {
  return (value) =>
    many(value).map((item) => {
      const number = typeof item === 'string' && /^\d+$/.test(item) ? Number(item) : item;
      if (!Number.isSafeInteger(number) || (number as number) < min || (number as number) > max) {
        throw new FilterValueError(`must be a whole number from ${min} to ${max}`);
      }
      return number as number;
    });
}

/** Free text (trimmed); an empty string is no filter at all, as react-admin sends while the box is cleared. */
export function text(maxLength: number): FilterParser<string> {
  return (value) => {
    if (typeof value !== 'string' || value.length > maxLength) {
      throw new FilterValueError(`must be text of at most ${maxLength} characters`);
    }
    return value.trim();
  };
}

export const bool: FilterParser<boolean> = (value) => {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw new FilterValueError('must be true or false');
};

export const isoDate: FilterParser<Date> = (value) => {
  const date = typeof value === 'string' ? new Date(value) : undefined;
  // JavaScript dates reach years Postgres cannot hold; no contest record lies outside these.
  const year = date?.getUTCFullYear() ?? NaN;
  if (!date || Number.isNaN(year) || year < 1900 || year > 9999) {
    throw new FilterValueError('must be an ISO 8601 date between the years 1900 and 9999');
  }
  return date;
};

/** Escapes a user's text for use inside an ILIKE pattern (the text is still a bound parameter). */
export function likePattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
