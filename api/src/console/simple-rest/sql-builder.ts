import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { SortOrder } from './list-query';

/**
 * Collects WHERE conditions with numbered parameters. Values are always bound ($1, $2…); only fixed
 * SQL written in this codebase (never a client's text) goes into the conditions themselves.
 */
export class SqlConditions {
  readonly params: unknown[] = [];
  private readonly conditions: string[] = [];

  /** Binds a value and returns its placeholder. */
  bind(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  /** Adds a condition; `build` receives a binder for the values it needs. */
  add(build: (bind: (value: unknown) => string) => string): this {
    this.conditions.push(build((value) => this.bind(value)));
    return this;
  }

  get where(): string {
    return this.conditions.length ? `WHERE ${this.conditions.join(' AND ')}` : '';
  }
}

/**
 * Orders a TypeORM list by the client's sort, then by id so pages are stable. TypeORM keys the order by
 * column, so a tie-break on the sort's own column would replace it: sorting by id needs no second key.
 */
export function orderList<T extends ObjectLiteral>(
  builder: SelectQueryBuilder<T>,
  sort: { field: string; order: SortOrder },
  tieBreak: SortOrder,
  nulls?: 'NULLS LAST',
): SelectQueryBuilder<T> {
  const alias = builder.alias;
  builder.orderBy(`${alias}.${sort.field}`, sort.order, nulls);
  if (sort.field !== 'id') builder.addOrderBy(`${alias}.id`, tieBreak);
  return builder;
}
