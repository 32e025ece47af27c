/** @typedef {{ figure: string, value: string | number, budget: string, pass: boolean }} Row */

/**
 * Prints the figures against their budgets, and exits 1 when any is over.
 * @param {Row[]} rows
 */
export function reportAndExit(rows) {
  console.table(
    rows.map((r) => ({
      figure: r.figure,
      value: r.value,
      budget: r.budget,
      result: r.pass ? 'pass' : 'FAIL',
    })),
  );
  process.exit(rows.every((r) => r.pass) ? 0 : 1);
}
