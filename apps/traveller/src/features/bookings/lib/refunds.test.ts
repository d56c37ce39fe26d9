import { describe, expect, it } from 'vitest';
import { formatMZN } from '@turismo/app-core/format';
import { i18n } from '@turismo/app-core/i18n';
import { cancellationRefundText, cancelledToastText, refundSummary } from './refunds.ts';

// The texts in pt-MZ (i18n.t returns the Portuguese keys).
const t = i18n.t;
const paid = { paymentStatus: 'succeeded' as const, payment: { amountCents: 264000 } };

describe('refund texts', () => {
  it('announces the whole amount paid before a paid booking is cancelled', () => {
    expect(cancellationRefundText(paid, t)).toBe(
      `Receberá de volta o valor total pago, ${formatMZN(264000)}, incluindo a taxa da plataforma.`,
    );
  });

  it('says a payment in progress is voided and an unpaid booking refunds nothing', () => {
    expect(cancellationRefundText({ paymentStatus: 'pending', payment: { amountCents: 100 } }, t))
      .toBe('O pagamento em curso será anulado: nada lhe será cobrado.');
    for (const paymentStatus of ['unpaid', 'failed', 'cancelled'] as const) {
      expect(cancellationRefundText({ paymentStatus, payment: null }, t))
        .toBe('Esta reserva não foi paga: não há nada a reembolsar.');
    }
  });

  it('sums up each refund state with its amount in MZN', () => {
    const refund = (status: 'pending' | 'succeeded' | 'failed') => ({
      ...paid,
      refund: { status, amountCents: 264000, failureReason: status === 'failed' ? 'Recusado.' : null },
    });
    expect(refundSummary(refund('pending'), t)).toBe(`Reembolso em processamento: ${formatMZN(264000)}`);
    expect(refundSummary(refund('succeeded'), t)).toBe(`Reembolsado: ${formatMZN(264000)}`);
    expect(refundSummary(refund('failed'), t)).toBe(`Reembolso falhou: ${formatMZN(264000)}`);
    expect(refundSummary({ ...paid, refund: null }, t)).toBeNull();
    expect(cancelledToastText(refund('pending'), t)).toBe(`Reembolso de ${formatMZN(264000)} em processamento.`);
    expect(cancelledToastText(refund('failed'), t)).toBe(`O reembolso de ${formatMZN(264000)} falhou: Recusado.`);
    expect(cancelledToastText({ paymentStatus: 'cancelled', payment: null, refund: null }, t))
      .toBe('O pagamento em curso foi anulado: nada lhe foi cobrado.');
  });
});
