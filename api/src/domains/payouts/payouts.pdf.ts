/**
 * @module The monthly statement as a PDF (pdfkit, its built-in Helvetica: WinAnsi covers Portuguese), A4, in
 * Portuguese: the provider, the month, the opening balance, one row per line, the totals and the closing balance.
 */
// i18n-exempt-file: statements are issued in Portuguese like receipts (ADR 0039).
import PDFDocument from 'pdfkit';
import { KIND_LABEL, maputoText, STATUS_LABEL } from './payouts.service.ts';
import type { Statement } from './payouts.schemas.ts';

const MONTHS = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
];

/** 'Novembro de 2026' */
export const monthName = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${MONTHS[m - 1]} de ${y}`;
};

/** Centavos as '1 234,50 MT' (pt-MZ grouping with a plain space: the PDF font has no narrow no-break space). */
export function mt(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const [int, dec] = (Math.abs(cents) / 100).toFixed(2).split('.') as [string, string];
  return `${sign}${int.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')},${dec} MT`;
}

/** The part of pdfkit's document used here (the package ships no types; its methods come from mixins). */
interface Pdf {
  font(name: string): Pdf;
  fontSize(size: number): Pdf;
  fillColor(color: string): Pdf;
  text(text: string, x?: number, y?: number, options?: { width?: number; align?: 'left' | 'right' }): Pdf;
  moveDown(): Pdf;
  addPage(): Pdf;
  on(event: 'data', listener: (chunk: Uint8Array) => void): Pdf;
  on(event: 'end', listener: () => void): Pdf;
  end(): void;
  x: number;
  y: number;
}

/**
 * Renders the statement.
 * @returns the PDF bytes
 */
export function statementPdf(s: Statement, generatedAt: Date): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: `Extracto de ganhos ${s.month}` },
  }) as unknown as Pdf;
  const chunks: Uint8Array[] = [];
  doc.on('data', (c: Uint8Array) => chunks.push(c));
  const done = new Promise<Uint8Array>((resolve) =>
    doc.on('end', () => {
      const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
      let at = 0;
      for (const c of chunks) {
        out.set(c, at);
        at += c.length;
      }
      resolve(out);
    })
  );
  doc.font('Helvetica-Bold').fontSize(18).text('MozTurismo');
  doc.font('Helvetica').fontSize(10).fillColor('#555555').text('Extracto de ganhos do prestador');
  doc.moveDown();
  doc.fillColor('#000000').font('Helvetica-Bold').fontSize(13).text(`${s.providerName} — ${monthName(s.month)}`);
  doc.font('Helvetica').fontSize(9).fillColor('#555555')
    .text(`Emitido em ${maputoText(generatedAt.toISOString())} (hora de Maputo). Valores em MZN.`);
  doc.moveDown();

  // Columns: x and width in points.
  const cols: [number, number][] = [[48, 88], [140, 66], [210, 205], [420, 58], [480, 67]];
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9).fillColor('#000000');
    let bottom = y + 12;
    cols.forEach(([x, width], i) => {
      doc.text(cells[i] ?? '', x, y, { width, align: i === 4 ? 'right' : 'left' });
      bottom = Math.max(bottom, doc.y);
    });
    doc.x = 48;
    doc.y = bottom + 4;
    if (doc.y > 770) doc.addPage();
  };
  row(['Data', 'Tipo', 'Descrição', 'Estado', 'Valor'], true);
  row(['', 'Saldo inicial', '', '', mt(s.openingBalance)], true);
  for (const l of s.lines) {
    row([
      maputoText(l.at),
      KIND_LABEL[l.kind],
      l.description,
      l.status ? STATUS_LABEL[l.status] ?? l.status : '',
      mt(l.amount),
    ]);
  }
  if (!s.lines.length) row(['', '', 'Sem movimentos neste mês.', '', '']);
  doc.moveDown();
  row(['', 'Reservas', '', '', mt(s.earned)], true);
  row(['', 'Reembolsos', '', '', mt(-s.refunded)], true);
  row(['', 'Pagamentos', '', '', mt(-s.paidOut)], true);
  row(['', 'Saldo final', '', '', mt(s.closingBalance)], true);
  doc.end();
  return done;
}
