import { stringify } from 'csv-stringify/sync';

/** What every CSV download is sent as. */
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/** A cell a spreadsheet would run as a formula (OWASP "CSV injection"): these first characters start one. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Rows of cells as CSV text (RFC 4180, csv-stringify): lines ended by CRLF; a cell with a comma, a quote or a line
 * break quoted, its quotes doubled; a cell a spreadsheet would read as a formula gets a leading apostrophe, so it
 * shows as text. The one way to write CSV (ADR 060, ADR 068).
 */
export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  return stringify(
    rows.map((row) => [...row]),
    {
      record_delimiter: 'windows',
      quoted_match: /[\r\n]/,
      cast: { string: (value) => (FORMULA_START.test(value) ? `'${value}` : value) },
    },
  );
}
