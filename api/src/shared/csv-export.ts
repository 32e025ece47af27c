import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { Context } from 'koa';
import type { CsvColumn } from '@da-boulder/contracts';

/**
 * OWASP's rule against formula injection: a spreadsheet runs a cell that begins with = + - @ (or a
 * tab or carriage return ahead of one) as a formula, so such a cell gets an apostrophe first and
 * is shown as the text it is.
 */
export function neutralise(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function cellText(value: string | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return neutralise(value);
}

/**
 * Answers with a CSV download named `<name>-<YYYY-MM-DD>.csv` (today, UTC): RFC 4180 (CRLF,
 * fields quoted where they must be), UTF-8 with a byte order mark so Excel reads accents, a header
 * row. Rows stream through csv-stringify with backpressure, so the text is never held whole; a
 * failure can only cut the download short, and does (the connection closes, so the client sees it
 * fail rather than wait).
 */
export function sendCsv<T>(
  ctx: Context,
  { name, columns, rows }: { name: string; columns: readonly CsvColumn<T>[]; rows: Iterable<T> },
): void {
  function* records() {
    for (const row of rows) yield columns.map((column) => cellText(column.cell(row)));
  }
  const csv = stringify({
    bom: true,
    header: true,
    columns: columns.map((column) => column.header),
    record_delimiter: 'windows',
    // Quoted with a semicolon too: a spreadsheet whose list separator is `;` (much of Europe's
    // Excel) would split `x;=1+1` there and run the second part.
    quoted_match: ';',
  });
  const date = new Date().toISOString().slice(0, 10);
  ctx.set('Content-Disposition', `attachment; filename="${name}-${date}.csv"`);
  ctx.type = 'text/csv; charset=utf-8';
  ctx.body = pipeline(Readable.from(records()), csv, (error) => {
    if (error) ctx.res.destroy();
  });
}
