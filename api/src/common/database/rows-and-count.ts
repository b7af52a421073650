/**
 * What TypeORM's postgres driver resolves `query()` to for an UPDATE or DELETE (a WITH … UPDATE too): the
 * RETURNING rows (none without RETURNING) and the number of rows affected. Any other statement resolves to its rows.
 */
export type RowsAndCount<Row = never> = [Row[], number];
