/** @module CSV export of the supervision lists: RFC 4180 quoting, ';' separated (Excel in pt locales), with a BOM. */
import { formatDate, formatTime } from '@turismo/app-core/format';
import { saveBlob } from '@turismo/app-core/save-file';

/**
 * One CSV cell: quoted when it holds the separator, a quote or a line break. Text that a spreadsheet would read as a
 * formula (it starts with = + - @, a tab or a CR, e.g. a user named `=HYPERLINK(...)`) gets a leading apostrophe,
 * so it shows as text and never runs (OWASP, "CSV Injection"); plain numbers such as '-15,00' stay numbers.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && !/^[+-]?\d+([.,]\d+)?$/.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The CSV text of a header and rows, with CRLF line ends. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]) {
  return [header, ...rows].map((row) => row.map(csvCell).join(';')).join('\r\n') + '\r\n';
}

/** Centavos as a plain decimal amount in MT with a comma, for spreadsheets (220050 -> '2200,50'). */
export function centavosToCsv(centavos: number): string {
  const sign = centavos < 0 ? '-' : '';
  const abs = Math.abs(centavos);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/**
 * An instant as 'dd/MM/yyyy HH:mm' in Africa/Maputo (DECISIONS.md 5; issue 32: the CSV's 'Criada em' was the API's UTC
 * ISO text). '' for a missing value.
 * @example instantToCsv('2026-12-01T22:30:00.000Z') // '02/12/2026 00:30'
 */
export function instantToCsv(iso: string | null | undefined): string {
  return iso ? `${formatDate(iso)} ${formatTime(iso)}` : '';
}

/** Offers `text` as a file download in the browser (with a BOM, so spreadsheets read it as UTF-8). */
export function downloadCsv(filename: string, text: string): void {
  saveBlob(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }), filename);
}
