/** A calendar quarter in UTC: [start, end). */
export interface QuarterRange {
  start: Date;
  end: Date;
}

function utcMonthStart(year: number, month: number): Date {
  const d = new Date(0);
  d.setUTCFullYear(year, month, 1);
  return d;
}

/** '2027-Q1' → 2027-01-01T00:00Z up to (not including) 2027-04-01T00:00Z. */
export function quarterRange(quarter: string): QuarterRange {
  const m = /^(\d{4})-Q([1-4])$/.exec(quarter);
  if (!m) throw new Error(`Not a quarter: ${quarter}`);
  const year = Number(m[1]);
  const first = (Number(m[2]) - 1) * 3;
  return { start: utcMonthStart(year, first), end: utcMonthStart(year, first + 3) };
}

export function currentQuarter(now = new Date()): string {
  return `${now.getUTCFullYear()}-Q${Math.floor(now.getUTCMonth() / 3) + 1}`;
}
