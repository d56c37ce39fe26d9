/**
 * @module 'Reportar um problema' on a booking of /reservas (issue 32, ADR 0044): a paid booking without a refund
 * opens a dispute (reason of its product, description, up to 5 photos through the photo upload, the amount asked in
 * MZN up to what was paid); once open, the booking shows the dispute's status, the provider's answer and the
 * decision. The server checks every rule; this only helps the person get them right the first time.
 */
import { type FormEvent, useRef, useState } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import { useSWRConfig } from 'swr';
import { useTranslation } from 'react-i18next';
import { formatMZN } from '@turismo/app-core/format';
import { TextArea } from '@turismo/app-core/reviews/TextArea';
import { useAction } from '@turismo/app-core/use-action';
import {
  addDisputePhoto,
  DISPUTE_REASONS,
  type DisputeReason,
  MY_DISPUTES_KEY,
  openDispute,
  parseMzn,
  REASON_LABELS,
  STATUS_LABELS,
  useMyDisputes,
} from '@turismo/app-core/disputes/api';
import { DisputeDetails } from '@turismo/app-core/disputes/DisputeDetails';
import { Button } from '@turismo/ui-kit/Button';
import { Modal } from '@turismo/ui-kit/Modal';
import { Select } from '@turismo/ui-kit/Select';
import { TextField } from '@turismo/ui-kit/TextField';
import { useToast } from '@turismo/ui-kit/Toast';
import type { BookingType } from '@turismo/app-core/booking-labels';

/** What the dispute needs of a booking (the booking feature's Booking fits). */
export type DisputableBooking = {
  id: string;
  type: BookingType;
  paymentStatus: string;
  totalCents: number;
  refund: unknown | null;
};

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[2]};

  details summary { cursor: pointer; font-weight: 600; min-height: 24px; }
  details > div { margin-top: ${({ theme }) => theme.space[2]}; }
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  label[for] { font-weight: 600; }
  input[type='file'] { max-width: 100%; }
`;

const MAX_PHOTOS = 5;

export function ReportProblem({ booking }: { booking: DisputableBooking }) {
  const { t } = useTranslation();
  const disputes = useMyDisputes();
  const [open, setOpen] = useState(false);
  const dispute = disputes.data?.find((d) => d.bookingId === booking.id);
  if (dispute) {
    return (
      <Box>
        <details>
          <summary>{t('Problema reportado: {{status}}', { status: t(STATUS_LABELS[dispute.status]) })}</summary>
          <div>
            <DisputeDetails dispute={dispute} headingLevel={4} />
          </div>
        </details>
      </Box>
    );
  }
  if (!disputes.data || booking.paymentStatus !== 'succeeded' || booking.refund) return null;
  return (
    <Box>
      <div>
        <Button variant="outline" size="sm" onClick={() => setOpen(true)}>{t('Reportar um problema')}</Button>{' '}
        <Link href={`/ajuda/suporte?reserva=${booking.id}`}>{t('Contactar o suporte sobre esta reserva')}</Link>
      </div>
      {open ? <ReportDialog booking={booking} onClose={() => setOpen(false)} /> : null}
    </Box>
  );
}

function ReportDialog({ booking, onClose }: { booking: DisputableBooking; onClose: () => void }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const { mutate } = useSWRConfig();
  const reasons = DISPUTE_REASONS[booking.type];
  const [reason, setReason] = useState<DisputeReason | ''>('');
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<{ reason?: string; description?: string; amount?: string; files?: string }>(
    {},
  );
  const first = useRef<HTMLSelectElement>(null);
  const formId = 'reportar-problema';
  const send = useAction(async (input: { reason: DisputeReason; amountCents: number }) => {
    const dispute = await openDispute({
      bookingId: booking.id,
      reason: input.reason,
      description: description.trim(),
      amountCents: input.amountCents,
    });
    // The dispute exists once opened; a photo that fails is told, the dispute stays.
    for (const file of files) await addDisputePhoto(dispute.id, file);
    return dispute;
  }, {
    failure: { description: t('Não foi possível reportar o problema. Tente novamente.') },
    onSuccess: async () => {
      await mutate(MY_DISPUTES_KEY);
      toast({
        title: t('Problema reportado'),
        description: t('O prestador tem 72 horas para responder; depois, a nossa equipa decide.'),
        variant: 'success',
      });
      onClose();
    },
    onError: () => void mutate(MY_DISPUTES_KEY),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    const cents = parseMzn(amount);
    if (!reason) found.reason = t('Escolha um motivo da lista.');
    if (description.trim().length < 10) found.description = t('Descreva o problema em 10 a 4000 caracteres.');
    if (cents === null || cents <= 0) found.amount = t('Indique o valor pedido em MZN (maior que zero).');
    else if (cents > booking.totalCents) found.amount = t('O valor pedido não pode ser maior do que o valor pago.');
    if (files.length > MAX_PHOTOS) found.files = t('Pode juntar até {{max}} fotografias.', { max: MAX_PHOTOS });
    setErrors(found);
    if (Object.keys(found).length || !reason || cents === null) return;
    void send.trigger({ reason, amountCents: cents });
  };
  return (
    <Modal
      open
      onOpenChange={(next) => !next && !send.isMutating && onClose()}
      title={t('Reportar um problema')}
      description={t('Conte-nos o que aconteceu. O prestador responde em 72 horas e a nossa equipa decide.')}
      initialFocusRef={first}
      closeOnBackdrop={!send.isMutating}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={send.isMutating}>{t('Cancelar')}</Button>
          <Button type="submit" form={formId} loading={send.isMutating}>{t('Enviar')}</Button>
        </>
      }
    >
      <Form id={formId} onSubmit={submit} noValidate>
        <Select
          ref={first}
          label={t('Motivo')}
          placeholder={t('Escolha o motivo')}
          options={reasons.map((r) => ({ value: r, label: t(REASON_LABELS[r]) }))}
          value={reason}
          onChange={(e) => setReason(e.target.value as DisputeReason)}
          error={errors.reason}
          required
        />
        <TextArea
          label={t('Descrição')}
          value={description}
          maxLength={4000}
          onChange={(e) => setDescription(e.target.value)}
          error={errors.description}
          hint={t('Entre 10 e 4000 caracteres.')}
          required
        />
        <TextField
          label={t('Valor pedido (MZN)')}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={errors.amount}
          hint={t('Até {{amount}}, o valor pago.', { amount: formatMZN(booking.totalCents) })}
          required
        />
        <FileField
          label={t('Fotografias (opcional, até {{max}})', { max: MAX_PHOTOS })}
          error={errors.files}
          onChange={setFiles}
        />
      </Form>
    </Modal>
  );
}

function FileField({ label, error, onChange }: { label: string; error?: string; onChange: (f: File[]) => void }) {
  const id = 'reportar-fotografias';
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <br />
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif"
        multiple
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-erro` : undefined}
        onChange={(e) => onChange([...(e.target.files ?? [])])}
      />
      {error ? <p id={`${id}-erro`} role="alert">{error}</p> : null}
    </div>
  );
}
