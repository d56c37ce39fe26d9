/**
 * @module An event ticket's code as typed or scanned at the door (spec 2.15; ADR 0043): the API's check-in and the
 * partner portal's offline check-in (its list's hashes are of the normalised code) read it the same way (issue 31).
 */

/**
 * Normalises a typed code: upper case, separators dropped, the 'MZT-XXXX-XXXX-XXXX' grouping restored; a code that
 * is not twelve letters and digits after 'MZT' is only trimmed and upper-cased (it will match no ticket).
 * @example normaliseTicketCode('mzt ab12 cd34 ef56') // 'MZT-AB12-CD34-EF56'
 * @example normaliseTicketCode(' ab12-cd34-ef56 ') // 'MZT-AB12-CD34-EF56'
 */
export function normaliseTicketCode(input: string): string {
  const raw = input.toUpperCase().replace(/[^0-9A-Z]/g, '');
  const body = raw.startsWith('MZT') ? raw.slice(3) : raw;
  return body.length === 12 ? `MZT-${body.slice(0, 4)}-${body.slice(4, 8)}-${body.slice(8)}` : input.trim().toUpperCase();
}
