/** @module The fields of each payment method (spec 2.9): card (name, number, expiry, CVV), M-Pesa number, bank account or IBAN. */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { TextField } from '@turismo/ui-kit/TextField';
import { formatExpiryInput, groupCardNumber, type PaymentCheck, type PaymentFields } from '../lib/payment-checks.ts';
import { BankTransferDetails } from './BankTransferDetails.tsx';

const Fields = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[3]};
`;

type MethodFieldsProps = {
  fields: PaymentFields;
  /** Catalog keys of the field errors of the last check. */
  errors: PaymentCheck['errors'];
};

export function CardFields({ fields, errors, setCard }: MethodFieldsProps & {
  setCard: (patch: Partial<PaymentFields['card']>) => void;
}) {
  const { t } = useTranslation();
  return (
    <Fields>
      <TextField
        label={t('Nome no cartão')}
        autoComplete="cc-name"
        value={fields.card.name}
        onChange={(e) => setCard({ name: e.target.value })}
        style={{ gridColumn: '1 / -1' }}
      />
      <TextField
        label={t('Número do cartão')}
        inputMode="numeric"
        autoComplete="cc-number"
        value={fields.card.number}
        onChange={(e) => setCard({ number: groupCardNumber(e.target.value) })}
        error={errors.cardNumber && t(errors.cardNumber)}
        style={{ gridColumn: '1 / -1' }}
      />
      <TextField
        label={t('Validade')}
        placeholder={t('MM/AA')}
        inputMode="numeric"
        autoComplete="cc-exp"
        value={fields.card.expiry}
        onChange={(e) => setCard({ expiry: formatExpiryInput(e.target.value) })}
        error={errors.cardExpiry && t(errors.cardExpiry)}
      />
      <TextField
        label="CVV"
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={4}
        value={fields.card.cvv}
        onChange={(e) => setCard({ cvv: e.target.value.replace(/\D/g, '') })}
        error={errors.cardCvv && t(errors.cardCvv)}
      />
    </Fields>
  );
}

export function MpesaField({ fields, errors, set }: MethodFieldsProps & {
  set: (patch: Partial<Omit<PaymentFields, 'card'>>) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('Número M-Pesa')}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="+258 84 123 4567"
      value={fields.mpesa}
      onChange={(e) => set({ mpesa: e.target.value })}
      error={errors.mpesa && t(errors.mpesa)}
      hint={t('Vai receber no telemóvel o pedido de confirmação do pagamento.')}
    />
  );
}

/** The platform's account and the booking's reference, then the payer's account or IBAN. */
export function BankFields({ fields, errors, set, bookingId }: MethodFieldsProps & {
  set: (patch: Partial<Omit<PaymentFields, 'card'>>) => void;
  bookingId: string;
}) {
  const { t } = useTranslation();
  return (
    <Fields>
      <div style={{ gridColumn: '1 / -1' }}>
        <BankTransferDetails bookingId={bookingId} withUpload={false} />
      </div>
      <div style={{ gridColumn: '1 / -1' }}>
        <TextField
          label={t('Número da conta ou IBAN')}
          autoComplete="off"
          // i18n-exempt: a Mozambican IBAN as an example
          placeholder="MZ59 0001 0000 0012 3456 7890 1"
          value={fields.bank}
          onChange={(e) => set({ bank: e.target.value })}
          error={errors.bank && t(errors.bank)}
        />
      </div>
    </Fields>
  );
}
