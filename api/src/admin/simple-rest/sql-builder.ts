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
