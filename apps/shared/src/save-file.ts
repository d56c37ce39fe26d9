/**
 * @module Saving a file the page fetched itself (a receipt's PDF, a CSV report, a statement): the API's downloads need
 * the session's token, so a plain link cannot fetch them; the blob is offered under its name by a temporary object
 * URL clicked through an invisible link.
 */

/**
 * Offers `blob` as a download named `fileName`; the object URL is released a minute later (the browser has read it).
 * @example saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), 'reservas.csv')
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
