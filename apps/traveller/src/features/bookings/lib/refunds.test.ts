import { describe, expect, it } from 'vitest';
import { formatMZN } from '@turismo/app-core/format';
import { cancellationRefundText, cancelledToastText, refundSummary } from './refunds.ts';

const paid = { paymentStatus: 'succeeded' as const, payment: { amountCents: 264000 } };

describe('refund texts', () => {
  it('announces the whole amount paid before a paid booking is cancelled', () => {
    expect(cancellationRefundText(paid)).toBe(
      `Receberá de volta o valor total pago, ${formatMZN(264000)}, incluindo a taxa da plataforma.`,
    );
  });

  it('says a payment in progress is voided and an unpaid booking refunds nothing', () => {
    expect(cancellationRefundText({ paymentStatus: 'pending', payment: { amountCents: 100 } }))
      .toBe('O pagamento em curso será anulado: nada lhe será cobrado.');
    for (const paymentStatus of ['unpaid', 'failed', 'cancelled'] as const) {
      expect(cancellationRefundText({ paymentStatus, payment: null }))
        .toBe('Esta reserva não foi paga: não há nada a reembolsar.');
    }
  });

  it('sums up each refund state with its amount in MZN', () => {
    const refund = (status: 'pending' | 'succeeded' | 'failed') => ({
      ...paid,
      refund: { status, amountCents: 264000, failureReason: status === 'failed' ? 'Recusado.' : null },
    });
    expect(refundSummary(refund('pending'))).toBe(`Reembolso em processamento: ${formatMZN(264000)}`);
    expect(refundSummary(refund('succeeded'))).toBe(`Reembolsado: ${formatMZN(264000)}`);
    expect(refundSummary(refund('failed'))).toBe(`Reembolso falhou: ${formatMZN(264000)}`);
    expect(refundSummary({ ...paid, refund: null })).toBeNull();
    expect(cancelledToastText(refund('pending'))).toBe(`Reembolso de ${formatMZN(264000)} em processamento.`);
    expect(cancelledToastText(refund('failed'))).toBe(`O reembolso de ${formatMZN(264000)} falhou: Recusado.`);
    expect(cancelledToastText({ paymentStatus: 'cancelled', payment: null, refund: null }))
      .toBe('O pagamento em curso foi anulado: nada lhe foi cobrado.');
  });
});
