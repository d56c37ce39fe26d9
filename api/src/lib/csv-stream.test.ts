/** lib/csv-stream.ts on the real PostgreSQL: the rows come by cursor batches, never all at once (ADR 0047). */
import assert from 'node:assert/strict';
import { sql } from '../test/helpers.ts';
import { CSV_BATCH_ROWS, streamCsv } from './csv-stream.ts';

Deno.test('a streamed CSV reads its rows one cursor batch at a time, with head and tail around them', async () => {
  const total = 2 * CSV_BATCH_ROWS + 234;
  let converted = 0;
  let sum = 0;
  const stream = streamCsv(
    sql<{ n: number; label: string }[]>`
    select g as n, 'linha, ' || g as label from generate_series(1, ${total}) g order by g
  `,
    {
      head: [['n', 'texto']],
      line: (r) => {
        converted++;
        sum += r.n;
        return [String(r.n), r.label];
      },
      tail: (state) => [['total', String(state.rows)], ['soma', String(sum)]],
    },
  );
  const reader = stream.getReader();
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  let text = '';
  let chunks = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks++;
    text += decoder.decode(value, { stream: true });
    // Never more rows converted than the batches read so far: the export holds one batch, not the whole file.
    assert.ok(converted <= chunks * CSV_BATCH_ROWS, `${converted} rows converted after ${chunks} chunks`);
  }
  assert.ok(chunks >= 4, 'the head, three batches and the tail');
  assert.ok(text.startsWith('\uFEFFn,texto\r\n'));
  const lines = text.slice(1).trimEnd().split('\r\n');
  assert.equal(lines.length, 1 + total + 2);
  assert.equal(lines[1], '1,"linha, 1"', 'a cell with a comma quoted');
  assert.equal(lines.at(-2), `total,${total}`);
  assert.equal(lines.at(-1), `soma,${(total * (total + 1)) / 2}`);
});

Deno.test('a streamed CSV cancelled half-way gives its connection back to the pool', async () => {
  const stream = streamCsv(sql`select g from generate_series(1, 5000) g`, { line: (r) => [String(r.g)] });
  const reader = stream.getReader();
  await reader.read();
  await reader.read();
  await reader.cancel();
  const [row] = await sql<{ one: number }[]>`select 1 as one`;
  assert.equal(row?.one, 1);
});
