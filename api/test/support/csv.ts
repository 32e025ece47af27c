import { parse } from 'csv-parse/sync';
import type { Response } from 'supertest';

/**
 * A CSV download as a spreadsheet reads it, parsed by csv-parse (strict RFC 4180 quoting), with
 * what the file itself says: whether it opens with a UTF-8 byte order mark and ends its lines in
 * CRLF, and the name it is downloaded as.
 */
export function readCsv(response: Response) {
  const text = response.text;
  const withoutBom = text.replace(/^\uFEFF/, '');
  const rows: string[][] = parse(withoutBom, { record_delimiter: '\r\n' });
  return {
    bom: text.startsWith('\uFEFF'),
    crlf: withoutBom.endsWith('\r\n') && !/[^\r]\n/.test(withoutBom.replace(/"[^"]*"/g, '')),
    filename: /attachment; filename="([^"]+)"/.exec(response.headers['content-disposition'])?.[1],
    header: rows[0],
    rows: rows.slice(1),
  };
}
