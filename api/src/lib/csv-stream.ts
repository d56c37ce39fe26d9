/**
 * @module CSV exports streamed from a database cursor (issue 27, ADR 0047): the rows are read `CSV_BATCH_ROWS` at a
 * time (postgres.js `.cursor()`) and each batch is written out before the next is read, so an export of any size
 * holds one batch in memory, never the whole file. The file starts with a UTF-8 BOM (spreadsheets then read the
 * accents) and its lines end in CRLF.
 */
import type { PendingQuery, Row } from 'postgres';

/** Rows read from the cursor per batch. */
export const CSV_BATCH_ROWS = 500;

/** A CSV cell: quoted when it holds a comma, a quote or a line break (RFC 4180). */
export const csvCell = (v: string): string => /[",\n\r]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v;

/** The state a streamed export passes to its `tail`: how many rows were written. */
export interface CsvStreamState {
  rows: number;
}

/**
 * A CSV file as a byte stream: `head` lines, then one line per row of `query` (read by cursor, `line` called on each
 * row in order, so it may also add up totals), then the `tail` lines (computed after the last row). The query is
 * sent when the stream is first read, and its connection goes back to the pool when the stream ends or is cancelled
 * (a client that goes away).
 * @example c.body(streamCsv(sql`select ...`, { head: [['a', 'b']], line: (r) => [r.a, r.b] }), 200)
 */
export function streamCsv<R extends Row>(
  query: PendingQuery<R[]>,
  parts: {
    head?: string[][];
    line: (row: R) => string[];
    tail?: (state: CsvStreamState) => string[][];
    cell?: (v: string) => string;
    batchRows?: number;
  },
): ReadableStream<Uint8Array> {
  const cell = parts.cell ?? csvCell;
  const text = (lines: string[][]) => lines.map((l) => l.map(cell).join(',') + '\r\n').join('');
  const encoder = new TextEncoder();
  const state: CsvStreamState = { rows: 0 };
  let batches: AsyncIterator<R[]> | undefined;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode('\uFEFF' + text(parts.head ?? [])));
    },
    async pull(controller) {
      batches ??= query.cursor(parts.batchRows ?? CSV_BATCH_ROWS)[Symbol.asyncIterator]();
      const next = await batches.next();
      if (next.done) {
        controller.enqueue(encoder.encode(text(parts.tail?.(state) ?? [])));
        controller.close();
        return;
      }
      state.rows += next.value.length;
      controller.enqueue(encoder.encode(text(next.value.map(parts.line))));
    },
    async cancel() {
      await batches?.return?.();
    },
  });
}
