// One row per scenario that ran, printed last as the markdown table README quotes: the figure each
// scenario exists to show, beside its goal. The JSON lines above it hold every detail.

export interface SummaryRow {
  readonly scenario: string;
  readonly measured: string;
  readonly goal: string;
}

export function printSummary(rows: readonly SummaryRow[]): void {
  if (rows.length === 0) return;
  console.log('\n| scenario | measured | goal |\n|---|---|---|');
  for (const row of rows) console.log(`| ${row.scenario} | ${row.measured} | ${row.goal} |`);
}

/** 1234.5 → "1,235"; 3.14159 → "3.14" (figures under 100 keep two decimals). */
export function figure(n: number): string {
  if (!Number.isFinite(n)) return '–';
  return Math.abs(n) >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(2);
}
