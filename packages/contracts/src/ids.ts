/** Largest PostgreSQL integer: every id column is one, so a bigger id cannot exist and must not reach a query. */
export const MAX_ID = 2_147_483_647;

/** A whole number from 1 to MAX_ID: the only values that can name a row. */
export function isRowId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_ID;
}
