import assert from 'node:assert/strict';
import { keptReads } from './kept-reads.ts';
import { noteWrite } from './write-generation.ts';

/** A read that counts its calls and answers `<key>#<call>`. */
function counted(key: string) {
  let calls = 0;
  return { read: () => Promise.resolve(`${key}#${++calls}`), calls: () => calls };
}

Deno.test('a kept read is returned again until a write of this process', async () => {
  const reads = keptReads<string>({ ttlMs: 60_000, refreshAfterMs: 60_000, max: 10 });
  const a = counted('a');
  assert.equal(await reads.get('a', a.read), 'a#1');
  assert.equal(await reads.get('a', a.read), 'a#1');
  noteWrite();
  assert.equal(await reads.get('a', a.read), 'a#2');
  assert.equal(a.calls(), 2);
});

Deno.test("with keepRepeatsWithin, a value is kept only from its key's second read, if it repeats soon enough", async () => {
  const reads = keptReads<string>({ ttlMs: 60_000, refreshAfterMs: 60_000, max: 100, keepRepeatsWithin: 3 });
  const a = counted('a');
  assert.equal(await reads.get('a', a.read), 'a#1'); // asked once: read, not kept
  assert.equal(await reads.get('a', a.read), 'a#2'); // its repeat: read and kept
  assert.equal(await reads.get('a', a.read), 'a#2');
  assert.equal(a.calls(), 2);

  // A key that comes back after more other keys than the window is read anew each time, and never kept.
  const b = counted('b');
  for (let round = 1; round <= 3; round++) {
    assert.equal(await reads.get('b', b.read), `b#${round}`);
    for (const other of ['x', 'y', 'z']) await reads.get(other, counted(other).read);
  }
  assert.equal(b.calls(), 3);

  // One within the window is kept at its second read.
  const c = counted('c');
  await reads.get('c', c.read);
  await reads.get('x', counted('x').read);
  await reads.get('c', c.read);
  assert.equal(await reads.get('c', c.read), 'c#2');

  // A kept value dropped by a write is read again and kept at once: it repeated already.
  noteWrite();
  assert.equal(await reads.get('a', a.read), 'a#3');
  assert.equal(await reads.get('a', a.read), 'a#3');
});

Deno.test('with keepRepeatsWithin, concurrent first reads of one key share one read, which is kept', async () => {
  const reads = keptReads<string>({ ttlMs: 60_000, refreshAfterMs: 60_000, max: 100, keepRepeatsWithin: 10 });
  const a = counted('a');
  assert.deepEqual(await Promise.all([reads.get('a', a.read), reads.get('a', a.read)]), ['a#1', 'a#1']);
  assert.equal(await reads.get('a', a.read), 'a#1');
  assert.equal(a.calls(), 1);
});
