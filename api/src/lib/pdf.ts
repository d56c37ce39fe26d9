/**
 * @module One small PDF helper for every document the API prints (receipts, provider statements): pdfkit 0.17 with
 * its built-in Helvetica (WinAnsi covers Portuguese: ç, ã, é, º, «»), A4, a title block, label/value pairs and a
 * table with right-aligned amounts. Returns the bytes; nothing touches the file system.
 */
import PDFDocument from 'pdfkit';

export type PdfDocument = PDFKit.PDFDocument;

/** A4 margins, in points. */
const MARGIN = 48;

/**
 * Renders a PDF document.
 * @param info the document's title (also its first heading) and subject, written in its metadata
 * @param draw draws the body with the helpers below (or pdfkit calls)
 * @returns the PDF bytes
 * @example const bytes = await renderPdf({ title: 'Recibo n.º 12' }, (doc) => pdfPairs(doc, [['Total', '10,00 MT']]));
 */
export function renderPdf(
  info: { title: string; subject?: string; author?: string },
  draw: (doc: PdfDocument) => void,
): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: info.title, Subject: info.subject ?? info.title, Author: info.author ?? 'MozTurismo' },
    lang: 'pt-MZ',
  });
  const chunks: Uint8Array[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    doc.on('end', () => {
      const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
      let at = 0;
      for (const c of chunks) {
        out.set(c, at);
        at += c.length;
      }
      resolve(out);
    });
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(18).text(pdfSafe(info.title));
  doc.moveDown(0.5);
  draw(doc);
  doc.end();
  return done;
}

/** Characters WinAnsi (the built-in fonts' encoding) lacks, as the PDF writes them. */
const WINANSI_SUBSTITUTES: Record<string, string> = { '→': '->', '\u202f': ' ', '\u00a0': ' ', '≥': '>=', '≤': '<=' };

/**
 * Text the built-in Helvetica can draw: '→' becomes '->', narrow spaces plain ones (a character missing from WinAnsi
 * would print as garbage).
 * @example pdfSafe('Maputo → Inhambane') // 'Maputo -> Inhambane'
 */
export function pdfSafe(text: string): string {
  return text.replace(/[→\u202f\u00a0≥≤]/g, (c) => WINANSI_SUBSTITUTES[c] ?? c);
}

/** A small heading. */
export function pdfHeading(doc: PdfDocument, text: string) {
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(12).text(pdfSafe(text)).moveDown(0.2);
}

/** Label/value lines ('Cliente: Ana Macuácua'), the label in bold. Null values are skipped. */
export function pdfPairs(doc: PdfDocument, pairs: ReadonlyArray<readonly [string, string | null]>) {
  for (const [label, value] of pairs) {
    if (value === null) continue;
    doc.font('Helvetica-Bold').fontSize(10).text(`${pdfSafe(label)}: `, { continued: true });
    doc.font('Helvetica').text(pdfSafe(value));
  }
}

export interface PdfColumn {
  header: string;
  /** Share of the page's width (the shares add up to 1). */
  width: number;
  align?: 'left' | 'right';
}

/**
 * A table: a bold header row, then the rows; amounts right-aligned by their column. `bold` rows (totals) in bold.
 * @example pdfTable(doc, [{ header: 'Descrição', width: 0.6 }, { header: 'Total', width: 0.4, align: 'right' }], rows)
 */
export function pdfTable(
  doc: PdfDocument,
  columns: readonly PdfColumn[],
  rows: ReadonlyArray<{ cells: readonly string[]; bold?: boolean }>,
) {
  const left = doc.page.margins.left;
  const full = doc.page.width - left - doc.page.margins.right;
  const drawRow = (cells: readonly string[], bold: boolean) => {
    const y = doc.y;
    let x = left;
    let bottom = y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    columns.forEach((col, i) => {
      const width = col.width * full;
      doc.text(pdfSafe(cells[i] ?? ''), x + 2, y, { width: width - 4, align: col.align ?? 'left' });
      bottom = Math.max(bottom, doc.y);
      x += width;
    });
    doc.x = left;
    doc.y = bottom + 4;
  };
  drawRow(columns.map((c) => c.header), true);
  doc.moveTo(left, doc.y - 2).lineTo(left + full, doc.y - 2).lineWidth(0.5).stroke();
  for (const row of rows) drawRow(row.cells, row.bold ?? false);
  doc.x = left;
}

/**
 * An amount in centavos as the PDF shows it: pt-MZ grouping, two decimals and 'MT' ('1 234,50 MT'). The narrow and
 * non-breaking spaces Intl writes are plain spaces here (Helvetica's WinAnsi has no U+202F).
 */
export function pdfMoney(cents: number): string {
  const text = new Intl.NumberFormat('pt-MZ', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    .format(cents / 100);
  return `${pdfSafe(text)} MT`;
}
