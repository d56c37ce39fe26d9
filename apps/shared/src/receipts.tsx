/**
 * @module Receipts (issue 12, ADR 0025), shared by the traveller app, the partner portal and the admin: the receipts
 * of the caller's bookings or of the bookings of their offers (GET /api/receipts), one receipt (GET
 * /api/receipts/{id}), its PDF downloaded with the session's token, and the proof of a bank transfer opened the same
 * way (an <a href> would carry no token).
 */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import useSWR from 'swr';
import { Link } from 'wouter';
import { Button } from '@turismo/ui-kit/Button';
import { VisuallyHidden } from '@turismo/ui-kit/VisuallyHidden';
import { formatDate, formatMZN } from './format.ts';
import { api, unwrap } from './api.ts';
import { PAGE_LIMIT, readPages } from './pages.ts';
import { saveBlob } from './save-file.ts';
import { TableScroll } from '@turismo/ui-kit/TableScroll';

export type ReceiptsView = 'traveller' | 'provider';

/** The receipts of the caller's bookings (`traveller`) or of their offers' bookings (`provider`), newest first. */
export async function getReceipts(as: ReceiptsView, bookingId?: string) {
  return await readPages((cursor) =>
    unwrap(api.GET('/api/receipts', {
      params: { query: { as, ...(bookingId ? { bookingId } : {}), limit: PAGE_LIMIT, cursor } },
    }))
  );
}
export type ReceiptSummary = Awaited<ReturnType<typeof getReceipts>>[number];

/** swr hook of {@link getReceipts}; pass false while signed out. */
export function useReceipts(as: ReceiptsView, enabled = true) {
  return useSWR(enabled ? ['receipts', as] : null, ([, view]) => getReceipts(view as ReceiptsView));
}

/** The receipts by booking id. */
export function receiptsByBooking(receipts: readonly ReceiptSummary[] | undefined) {
  const map = new Map<string, ReceiptSummary[]>();
  for (const r of receipts ?? []) map.set(r.bookingId, [...(map.get(r.bookingId) ?? []), r]);
  for (const list of map.values()) list.sort((a, b) => a.number - b.number);
  return map;
}

export async function getReceipt(id: string) {
  const { data } = await unwrap(api.GET('/api/receipts/{id}', { params: { path: { id } } }));
  return data;
}
export type Receipt = Awaited<ReturnType<typeof getReceipt>>;

export function useReceipt(id: string) {
  return useSWR(['receipt', id], ([, receiptId]) => getReceipt(receiptId));
}

/** Writes the traveller's NUIT on a receipt that has none. @throws ApiError 400 INVALID_NUIT, 409 RECEIPT_NUIT_SET */
export async function setReceiptNuit(id: string, nuit: string) {
  const { data } = await unwrap(api.PUT('/api/receipts/{id}/nuit', { params: { path: { id } }, body: { nuit } }));
  return data;
}

/** Downloads a receipt's PDF ('recibo-000042.pdf'). @throws ApiError */
export async function downloadReceiptPdf(id: string, numberLabel: string) {
  const blob = await unwrap(
    api.GET('/api/receipts/{id}/pdf', { params: { path: { id } }, parseAs: 'blob' }) as Promise<
      { data?: Blob; error?: unknown; response: Response }
    >,
  );
  saveBlob(blob, `recibo-${numberLabel}.pdf`);
}

/** Opens the proof of a bank transfer (PDF or image) in a new tab. @throws ApiError */
export async function openPaymentProof(paymentId: string) {
  const blob = await unwrap(
    api.GET('/api/payments/{id}/proof', { params: { path: { id: paymentId } }, parseAs: 'blob' }) as Promise<
      { data?: Blob; error?: unknown; response: Response }
    >,
  );
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[2]};
`;

export type ReceiptLinksProps = {
  receipts: readonly ReceiptSummary[];
  /** The printable page of a receipt (the traveller app); without it only the PDF is offered. */
  pageHref?: (id: string) => string;
  /** Called when a download fails (the app shows its toast). */
  onError?: (err: unknown) => void;
};

/** 'Recibo 000042' (the printable page) and 'PDF' for each receipt of a booking. */
export function ReceiptLinks({ receipts, pageHref, onError }: ReceiptLinksProps) {
  const { t } = useTranslation();
  if (receipts.length === 0) return null;
  return (
    <Row>
      {receipts.map((r) => {
        const name = r.kind === 'payment'
          ? t('Recibo {{number}}', { number: r.numberLabel })
          : t('Recibo de reembolso {{number}}', { number: r.numberLabel });
        return (
          <Row key={r.id} as="span" style={{ marginTop: 0 }}>
            {pageHref ? (
              <Button as={Link} href={pageHref(r.id)} variant="ghost" size="sm">
                {name}
              </Button>
            ) : null}
            <Button
              variant="outline"
              size="sm"
              aria-label={t('Descarregar {{name}} em PDF', { name })}
              onClick={() => downloadReceiptPdf(r.id, r.numberLabel).catch((err) => onError?.(err))}
            >
              {pageHref ? 'PDF' : `${name} (PDF)`}
            </Button>
          </Row>
        );
      })}
    </Row>
  );
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th,
  td {
    padding: ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
`;

/** Scrolls the table sideways on a phone; relative, so the hidden header text stays inside it (not the page). */
const Scroll = styled(TableScroll)`
  position: relative;
  overflow-x: auto;
`;

/**
 * The receipts of the bookings of the caller's offers (the partner portal): number, kind, booking, client, amount and
 * the PDF. Amounts and dates from the API.
 */
export function ProviderReceiptsTable({ onError }: { onError?: (err: unknown) => void }) {
  const { t } = useTranslation();
  const { data, error } = useReceipts('provider');
  if (error) return <p role="alert">{t('Não foi possível carregar os recibos.')}</p>;
  if (!data) return null;
  if (data.length === 0) return <p>{t('Ainda não há recibos das suas reservas.')}</p>;
  return (
    <Scroll>
      <Table>
        <thead>
          <tr>
            <th scope="col">{t('N.º')}</th>
            <th scope="col">{t('Reserva')}</th>
            <th scope="col">{t('Cliente')}</th>
            <th scope="col">{t('Valor')}</th>
            <th scope="col">{t('Data')}</th>
            <th scope="col">
              <VisuallyHidden>PDF{/* i18n-exempt: the format's name */}</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {data.map((r) => (
            <tr key={r.id}>
              <td>{r.numberLabel}{r.kind === 'refund' ? ` ${t('(reembolso)')}` : ''}</td>
              <td>{r.bookingLabel}</td>
              <td>{r.customerName}</td>
              <td>{r.kind === 'refund' ? '-' : ''}{formatMZN(r.amountCents)}</td>
              <td>{formatDate(r.issuedAt)}</td>
              <td>
                <ReceiptLinks receipts={[r]} onError={onError} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
