/**
 * The largest id a record has (PostgreSQL's `integer`, as SQLite's rows are numbered alike): a
 * larger one names no record, and is refused as input before it reaches a query.
 */
export const RECORD_ID_MAX = 2_147_483_647;
