import assert from 'node:assert/strict';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { readDocument, storeDocument } from './media.documents.ts';
import '../../test/helpers.ts';

/** A one-page PDF with JavaScript everywhere a reader runs it, an attachment-like name tree and metadata. */
async function pdfWithScripts(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle('Segredo do titular');
  doc.setAuthor('Ana Macuacua -25.96,32.58');
  const page = doc.addPage([300, 200]);
  page.drawText('Transferencia MZT-123', { x: 20, y: 100, size: 12 });
  const script = (js: string) => doc.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of(js) });
  doc.catalog.set(PDFName.of('OpenAction'), script('app.alert("aberto")'));
  const names = doc.context.obj({ Names: [PDFString.of('x'), doc.context.register(script('app.alert("nomes")'))] });
  doc.catalog.set(PDFName.of('Names'), doc.context.obj({ JavaScript: doc.context.register(names) }));
  page.node.set(PDFName.of('AA'), doc.context.obj({ O: script('app.alert("pagina")') }));
  const link = doc.context.obj({
    Type: 'Annot',
    Subtype: 'Link',
    Rect: [0, 0, 100, 20],
    A: script('app.alert("ligacao")'),
  });
  page.node.set(PDFName.of('Annots'), doc.context.obj([doc.context.register(link)]));
  return await doc.save({ useObjectStreams: false });
}

Deno.test('a bank-proof PDF with JavaScript is stored re-written: its pages kept, no script, no metadata (issue 27)', async () => {
  const original = await pdfWithScripts();
  const text = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes);
  assert.match(text(original), /JavaScript/);
  assert.match(text(original), /\/Title/);
  assert.match(text(original), /\/Author/);

  const stored = await storeDocument('payment-proofs', original);
  assert.equal(stored.contentType, 'application/pdf');
  const bytes = await readDocument(stored.storage, stored.key);
  assert.ok(bytes);
  const written = text(bytes);
  for (const gone of ['JavaScript', 'app.alert', 'OpenAction', '/Title', '/Author', '/AA', '/Annots']) {
    assert.ok(!written.includes(gone), `${gone} is gone`);
  }
  const reread = await PDFDocument.load(bytes);
  assert.equal(reread.getPageCount(), 1, 'the page is kept');
  assert.deepEqual(reread.getPage(0).getSize(), { width: 300, height: 200 });
});

Deno.test('a PDF pdf-lib cannot read is refused with 400 NOT_A_DOCUMENT, never stored as sent', async () => {
  const broken = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF');
  await assert.rejects(storeDocument('payment-proofs', broken), (err: { status?: number; code?: string }) => {
    assert.equal(err.status, 400);
    assert.equal(err.code, 'NOT_A_DOCUMENT');
    return true;
  });
});
