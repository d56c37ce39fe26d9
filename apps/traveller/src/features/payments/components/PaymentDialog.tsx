/**
 * @module The payment dialog (spec 2.9, 4 'Payment', 5 'Payment', 8; DECISIONS.md 1): tabs Cartão, M-Pesa and
 * Transferência Bancária for a booking's total computed by the server. Missing data gives the toast 'Dados
 * Incompletos' with the spec's messages; each field is checked (M-Pesa number, account or IBAN). The card tab has no
 * card field: POST /api/payments answers the acquirer's hosted page (`redirectUrl`), where the card is typed and
 * 3-D Secure happens; the page sends the traveller back to /reservas?pagamento={id}, which shows the outcome
 * (HostedPageReturn, ADR 0050). M-Pesa and the sandbox: POST /api/payments with an Idempotency-Key, then GET
 * /api/payments/{id} until it settles: 'Pagamento Processado' or 'Erro no Pagamento'. A bank transfer shows the platform's account and the booking's
 * reference (BankTransferDetails) and stays pending until an admin confirms it; its proof is uploaded afterwards.
 */
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatMZN } from '@turismo/app-core/format';
import { msg } from '@turismo/app-core/i18n';
import { apiText, useIdempotentAction } from '@turismo/app-core/use-action';
import { Alert } from '@turismo/ui-kit/Alert';
import { Button } from '@turismo/ui-kit/Button';
import { Modal } from '@turismo/ui-kit/Modal';
import { Tabs } from '@turismo/ui-kit/Tabs';
import { useToast } from '@turismo/ui-kit/Toast';
import { paymentBody } from '../lib/payment-body.ts';
import type { CreatePaymentBody } from '../api/payments.ts';
import {
  createPayment,
  getPayment, type Payment, waitForSettlement } from '../api/payments.ts';
import {
  checkPayment,
  MISSING_DATA_TITLE,
  type PaymentCheck,
  type PaymentFields,
  type PaymentMethod,
} from '../lib/payment-checks.ts';
import { BankPendingDialog } from './BankPendingDialog.tsx';
import { BankFields, CardHostedPage, MpesaField } from './PaymentMethodFields.tsx';

/**
 * What is being paid: the booking and its total from the server (centavos); for a whole trip (issue 30) `tripId`,
 * with `id` the trip's first part (whose reference a bank transfer carries, ADR 0055).
 */
export type PayableBooking = {
  id: string;
  /** Pays every unpaid part of this trip in one payment (POST /api/payments with `tripId`). */
  tripId?: string;
  totalCents: number;
  /** e.g. 'Maputo → Inhambane'. */
  serviceName: string;
  /** e.g. '2 lugares · 18/12/2026 06:30'. */
  details?: string;
};

export type PaymentDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  booking: PayableBooking;
  /** The payment succeeded (the booking is confirmed). */
  onPaid: (payment: Payment) => void;
  /** A bank transfer was registered and waits for confirmation. */
  onPending?: (payment: Payment) => void;
  /** Where focus goes on close when the opener is gone (the kit's Modal `returnFocusTo`): e.g. the panel's 'Pagar'. */
  returnFocusTo?: () => HTMLElement | null | undefined;
};

/** The spec's toasts and the methods' names: catalog keys, translated where shown. */
const SUCCESS = { title: msg('Pagamento Processado'), description: msg('O seu pagamento foi processado com sucesso!') };
const FAILURE = { title: msg('Erro no Pagamento'), description: msg('Falha ao processar o pagamento. Tente novamente.') };

/** What the traveller does while M-Pesa waits for the PIN, and while the server checks an unknown outcome. */
const CONFIRM_ON_PHONE = msg('Confirme o pagamento no seu telemóvel: introduza o seu PIN M-Pesa quando o pedido aparecer.');
const CHECKING = msg('Ainda não recebemos a resposta do M-Pesa. Estamos a verificar o pagamento: não pague de novo.');

/** The PIN prompt's countdown (seconds left until the payment's deadline), announced politely to screen readers. */
function AwaitingPhone({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  const secondsLeft = () =>
    payment.deadlineAt ? Math.max(0, Math.ceil((new Date(payment.deadlineAt).getTime() - Date.now()) / 1000)) : 0;
  const [left, setLeft] = useState(secondsLeft);
  useEffect(() => {
    const timer = setInterval(() => setLeft(secondsLeft()), 1000);
    return () => clearInterval(timer);
  });
  const checking = payment.stage === 'unknown' || left === 0;
  return (
    <Problem>
      <Alert tone="info" title={checking ? t('A verificar o pagamento') : t('Confirme no telemóvel')} role="status">
        <p>{checking ? t(CHECKING) : t(CONFIRM_ON_PHONE)}</p>
        {checking ? null : <p data-countdown>{t('Tempo restante: {{seconds}} s', { seconds: left })}</p>}
      </Alert>
    </Problem>
  );
}

const METHOD_LABELS: Record<PaymentMethod, string> = {
  card: msg('Cartão'),
  mpesa: msg('M-Pesa'),
  bank: msg('Transferência Bancária'),
};

const Summary = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  p {
    margin: 0;
  }

  [data-total] {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  [data-muted] {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
const Problem = styled.div`
  margin-top: ${({ theme }) => theme.space[3]};
`;

const FORM_ID = 'pagamento-form';
const emptyFields: PaymentFields = { mpesa: '', bank: '' };


export function PaymentDialog(props: PaymentDialogProps) {
  if (!props.open) return null;
  return <PaymentForm {...props} />;
}

function PaymentForm({ onOpenChange, booking, onPaid, onPending, returnFocusTo }: PaymentDialogProps) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const [method, setMethod] = useState<PaymentMethod>('card');
  const [fields, setFields] = useState<PaymentFields>(emptyFields);
  const [errors, setErrors] = useState<PaymentCheck['errors']>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [bankPending, setBankPending] = useState<Payment | null>(null);
  // The payment while the customer confirms on the phone (or the server asks M-Pesa): the countdown and what to do.
  const [awaiting, setAwaiting] = useState<Payment | null>(null);
  // On the way to the hosted card page.
  const [redirecting, setRedirecting] = useState(false);
  // One key per payment attempt: a retry of the same attempt (e.g. after a network failure) cannot pay twice.
  const pay = useIdempotentAction(
    async (key, body: CreatePaymentBody) => {
      try {
        let created = await createPayment(body, key);
        // The hosted card page (ADR 0050): the traveller goes there; its return shows the outcome. A retry that raced
        // the first attempt may answer before the page exists: it is read again until it does (or the payment ends).
        for (let i = 0; i < 10 && created.method === 'card' && created.provider !== 'sandbox' && !created.redirectUrl &&
          created.status === 'pending'; i++) {
          await new Promise((resolve) => setTimeout(resolve, 1000));
          created = await getPayment(created.id);
        }
        if (created.redirectUrl && created.status === 'pending') return created;
        return await waitForSettlement(created, {
          onUpdate: (p) => setAwaiting(p.status === 'pending' && p.method === 'mpesa' ? p : null),
        });
      } finally {
        setAwaiting(null);
      }
    },
    {
      failure: { title: t(FAILURE.title), description: t(FAILURE.description) },
      // Only the API's own reason; a network failure says the spec's text.
      message: apiText,
      onError: (_err, text) => setProblem(text),
    },
  );
  const busy = pay.isMutating || redirecting;

  const set = (patch: Partial<PaymentFields>) => {
    setFields((f) => ({ ...f, ...patch }));
    pay.reset();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setProblem(null);
    const check = checkPayment(method, fields);
    setErrors(check.errors);
    if (check.missing) {
      toast({ title: t(MISSING_DATA_TITLE), description: t(check.missing), variant: 'destructive' });
      return;
    }
    if (Object.keys(check.errors).length > 0) return;

    const payment = await pay.trigger(paymentBody(booking, method, fields));
    if (!payment) return;
    if (payment.status === 'pending' && payment.redirectUrl) {
      setRedirecting(true);
      window.location.assign(payment.redirectUrl);
      return;
    }
    if (payment.status === 'succeeded') {
      toast({ title: t(SUCCESS.title), description: t(SUCCESS.description), variant: 'success' });
      onPaid(payment);
    } else if (payment.status === 'pending' && payment.method === 'bank') {
      setBankPending(payment);
    } else if (payment.status === 'pending') {
      // Still unknown after the wait: the server keeps asking M-Pesa; paying again could charge twice.
      setProblem(t(CHECKING));
    } else {
      // Failed: the attempt is over, a new one gets a new key.
      setProblem(payment.failureReason ?? t(FAILURE.description));
      toast({ title: t(FAILURE.title), description: t(FAILURE.description), variant: 'destructive' });
    }
  };

  const total = formatMZN(booking.totalCents);
  if (bankPending) return <BankPendingDialog bookingId={booking.id} payment={bankPending} onPending={onPending} />;

  const cardTab = <CardHostedPage />;
  const mpesaTab = <MpesaField fields={fields} errors={errors} set={set} />;
  const bankTab = <BankFields fields={fields} errors={errors} set={set} bookingId={booking.id} />;

  return (
    <Modal
      open
      onOpenChange={(open) => !busy && onOpenChange(open)}
      closeOnBackdrop={!busy}
      returnFocusTo={returnFocusTo}
      title={t('Pagamento')}
      description={t('Escolha como quer pagar a sua reserva.')}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            {t('Cancelar')}
          </Button>
          <Button type="submit" form={FORM_ID} loading={busy}>
            {redirecting
              ? t('A abrir a página de pagamento...')
              : busy
              ? t('A processar...')
              : t('Pagar {{amount}}', { amount: total })}
          </Button>
        </>
      }
    >
      <Summary>
        <p>{booking.serviceName}</p>
        {booking.details ? <p data-muted>{booking.details}</p> : null}
        <p data-total>{t('Total: {{amount}}', { amount: total })}</p>
      </Summary>
      <form id={FORM_ID} onSubmit={submit} noValidate aria-label={t('Pagamento por {{method}}', { method: t(METHOD_LABELS[method]) })}>
        <Tabs
          label={t('Método de pagamento')}
          fitted
          value={method}
          onValueChange={(id) => {
            setMethod(id as PaymentMethod);
            setErrors({});
            setProblem(null);
            pay.reset();
          }}
          items={[
            { id: 'card', label: t(METHOD_LABELS.card), content: cardTab },
            { id: 'mpesa', label: t(METHOD_LABELS.mpesa), content: mpesaTab },
            { id: 'bank', label: t(METHOD_LABELS.bank), content: bankTab },
          ]}
        />
        {awaiting ? <AwaitingPhone payment={awaiting} /> : null}
        {problem ? (
          <Problem>
            <Alert tone="danger" title={t(FAILURE.title)} role="alert">
              {problem}
            </Alert>
          </Problem>
        ) : null}
      </form>
    </Modal>
  );
}
