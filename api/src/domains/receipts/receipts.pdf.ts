/** @module The receipt as a PDF (lib/pdf.ts): the same content as the printable page, in Portuguese. */
// i18n-exempt-file: receipts are fiscal documents, issued in Portuguese (ADR 0039).
import { pdfHeading, pdfMoney, pdfPairs, pdfSafe, pdfTable, renderPdf } from '../../lib/pdf.ts';
import type { Receipt } from './receipts.schemas.ts';

/** The PDF of a receipt. */
export function receiptPdf(r: Receipt): Promise<Uint8Array> {
  return renderPdf({ title: `${r.title} n.º ${r.numberLabel}`, author: r.platform.name }, (doc) => {
    pdfPairs(doc, [
      ['Plataforma', r.platform.name],
      [r.provider.role, r.provider.name],
      ['Cliente', r.customer.name],
      ['NUIT do cliente', r.customer.nuit],
      ['Reserva', `${r.booking.label} (${r.booking.id.slice(0, 8).toUpperCase()})`],
      ['Data e hora', `${r.issuedAtLocal} (hora de Maputo)`],
      ['Método de pagamento', r.methodLabel],
      [
        'Recibo do pagamento reembolsado',
        r.paymentReceiptNumber ? String(r.paymentReceiptNumber).padStart(6, '0') : null,
      ],
    ]);
    pdfHeading(doc, 'Detalhes');
    const rows: { cells: string[]; bold?: boolean }[] = r.lines.map((l) => ({
      cells: [l.description, String(l.quantity), pdfMoney(l.unitPriceCents), pdfMoney(l.totalCents)],
    }));
    if (r.discountCents > 0) rows.push({ cells: ['Desconto', '', '', `-${pdfMoney(r.discountCents)}`] });
    rows.push({ cells: ['Taxa da plataforma', '', '', pdfMoney(r.platformFeeCents)] });
    rows.push({ cells: ['Total da reserva', '', '', pdfMoney(r.totalCents)], bold: true });
    if (r.kind === 'refund') {
      rows.push({ cells: ['Taxa da plataforma reembolsada', '', '', pdfMoney(r.refundedPlatformFeeCents ?? 0)] });
    }
    rows.push({
      cells: [r.kind === 'payment' ? 'Valor pago' : 'Valor reembolsado', '', '', pdfMoney(r.amountCents)],
      bold: true,
    });
    pdfTable(doc, [
      { header: 'Descrição', width: 0.5 },
      { header: 'Qtd.', width: 0.1, align: 'right' },
      { header: 'Preço unitário', width: 0.2, align: 'right' },
      { header: 'Total', width: 0.2, align: 'right' },
    ], rows);
    doc.moveDown(1).font('Helvetica').fontSize(8).text(
      pdfSafe(`Valores em meticais (MZN). Recibo emitido por ${r.platform.name} em nome de ${r.provider.name}.`),
    );
  });
}
