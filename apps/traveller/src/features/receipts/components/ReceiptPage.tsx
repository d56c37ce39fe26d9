/**
 * @module The printable receipt (issue 12, ADR 0025; /recibos/{id}): the same content as the PDF, in the app's language:
 * platform, provider, traveller and NUIT, booking, quantity, unit price, discount, platform fee, total in MZN, masked
 * method, date and time in Africa/Maputo and the gapless number. 'Imprimir' prints only the receipt; 'Descarregar PDF'
 * saves the API's PDF; without a NUIT the traveller may add theirs once.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { createGlobalStyle } from 'styled-components';
import { Link } from 'wouter';
import { formatMZN } from '@turismo/app-core/format';
import { downloadReceiptPdf, type Receipt, useReceipt } from '@turismo/app-core/receipts';
import { errorMessage } from '@turismo/app-core/use-action';
import { Alert } from '@turismo/ui-kit/Alert';
import { Button } from '@turismo/ui-kit/Button';
import { Spinner } from '@turismo/ui-kit/Spinner';
import { VisuallyHidden } from '@turismo/ui-kit/VisuallyHidden';
import { ReceiptNuitForm } from './ReceiptNuitForm.tsx';
import { TableScroll } from '@turismo/ui-kit/TableScroll';

/** On paper, only the receipt. */
const PrintOnlyReceipt = createGlobalStyle`
  @media print {
    body * { visibility: hidden; }
    [data-receipt], [data-receipt] * { visibility: visible; }
    [data-receipt] { position: absolute; inset: 0; }
    [data-no-print] { display: none !important; }
  }
`;

const Sheet = styled.article`
  max-width: 760px;
  margin: ${({ theme }) => `${theme.space[4]} auto`};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  h1 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  dl {
    display: grid;
    grid-template-columns: minmax(6rem, max-content) 1fr;
    gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
    margin: 0 0 ${({ theme }) => theme.space[4]};
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }

  [data-table] {
    overflow-x: auto;
  }

  table {
    width: 100%;
    min-width: 300px;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  th,
  td {
    padding: ${({ theme }) => `${theme.space[1]} 2px`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }

  [data-num] {
    text-align: right;
    white-space: nowrap;
  }

  tfoot th {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  max-width: 760px;
  margin: ${({ theme }) => `${theme.space[4]} auto 0`};
  padding: ${({ theme }) => `0 ${theme.space[4]}`};
`;

function ReceiptSheet({ receipt: r }: { receipt: Receipt }) {
  const { t } = useTranslation();
  const refund = r.kind === 'refund';
  return (
    <Sheet data-receipt aria-labelledby="recibo-titulo">
      <h1 id="recibo-titulo">
        {t('{{title}} n.º {{number}}', { title: r.title, number: r.numberLabel })}
      </h1>
      <dl>
        <dt>{t('Plataforma')}</dt>
        <dd>{r.platform.name}</dd>
        <dt>{r.provider.role}</dt>
        <dd>{r.provider.name}</dd>
        <dt>{t('Cliente')}</dt>
        <dd>{r.customer.name}</dd>
        {r.customer.nuit ? (
          <>
            <dt>{t('NUIT do cliente')}</dt>
            <dd>{r.customer.nuit}</dd>
          </>
        ) : null}
        <dt>{t('Reserva')}</dt>
        <dd>{r.booking.label}</dd>
        <dt>{t('Data e hora')}</dt>
        <dd>{t('{{when}} (hora de Maputo)', { when: r.issuedAtLocal })}</dd>
        <dt>{t('Método de pagamento')}</dt>
        <dd>{r.methodLabel}</dd>
        {r.paymentReceiptNumber ? (
          <>
            <dt>{t('Recibo do pagamento')}</dt>
            <dd>{String(r.paymentReceiptNumber).padStart(6, '0')}</dd>
          </>
        ) : null}
      </dl>
      <TableScroll data-table>
      <table>
        <caption>
          <VisuallyHidden>{t('Detalhes do recibo')}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('Descrição')}</th>
            <th scope="col" data-num>{t('Qtd.')}</th>
            <th scope="col" data-num>{t('Preço unitário')}</th>
            <th scope="col" data-num>{t('Total')}</th>
          </tr>
        </thead>
        <tbody>
          {r.lines.map((l) => (
            <tr key={l.description}>
              <td>{l.description}</td>
              <td data-num>{l.quantity}</td>
              <td data-num>{formatMZN(l.unitPriceCents)}</td>
              <td data-num>{formatMZN(l.totalCents)}</td>
            </tr>
          ))}
          {r.discountCents > 0 ? (
            <tr>
              <td colSpan={3}>{t('Desconto')}</td>
              <td data-num>-{formatMZN(r.discountCents)}</td>
            </tr>
          ) : null}
          <tr>
            <td colSpan={3}>{t('Taxa da plataforma')}</td>
            <td data-num>{formatMZN(r.platformFeeCents)}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>{t('Total da reserva')}</th>
            <td data-num>{formatMZN(r.totalCents)}</td>
          </tr>
          {refund ? (
            <tr>
              <th scope="row" colSpan={3}>{t('Taxa da plataforma reembolsada')}</th>
              <td data-num>{formatMZN(r.refundedPlatformFeeCents ?? 0)}</td>
            </tr>
          ) : null}
          <tr>
            <th scope="row" colSpan={3}>{refund ? t('Valor reembolsado') : t('Valor pago')}</th>
            <td data-num data-testid="receipt-amount">{formatMZN(r.amountCents)}</td>
          </tr>
        </tfoot>
      </table>
      </TableScroll>
    </Sheet>
  );
}

export function ReceiptPage({ receiptId }: { receiptId: string }) {
  const { t } = useTranslation();
  const { data, error, isLoading, mutate } = useReceipt(receiptId);
  const [downloadProblem, setDownloadProblem] = useState<string | null>(null);
  if (isLoading) return <Spinner size="lg" label={t('A carregar o recibo...')} />;
  if (error || !data) {
    return (
      <Alert tone="danger" title={t('Recibo indisponível')}>
        {errorMessage(error, t('Não foi possível carregar o recibo.'))}
      </Alert>
    );
  }
  return (
    <>
      <PrintOnlyReceipt />
      <Actions data-no-print>
        <Button as={Link} href="/reservas" variant="ghost">{t('Minhas Reservas')}</Button>
        <Button onClick={() => window.print()}>{t('Imprimir')}</Button>
        <Button
          variant="outline"
          onClick={() =>
            downloadReceiptPdf(data.id, data.numberLabel).catch((err) =>
              setDownloadProblem(errorMessage(err, t('Não foi possível descarregar o PDF.')))
            )}
        >
          {t('Descarregar PDF')}
        </Button>
      </Actions>
      {downloadProblem ? <Alert tone="danger" title={t('Erro')} role="alert">{downloadProblem}</Alert> : null}
      <ReceiptSheet receipt={data} />
      {!data.customer.nuit ? (
        <Actions data-no-print>
          <ReceiptNuitForm receipt={data} onSaved={() => void mutate()} />
        </Actions>
      ) : null}
    </>
  );
}
