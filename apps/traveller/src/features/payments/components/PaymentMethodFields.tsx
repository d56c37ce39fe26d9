/**
 * @module The fields of each payment method (spec 2.9): the card tab's note (the card is typed on the acquirer's
 * hosted page, ADR 0050), the M-Pesa number, the bank account or IBAN.
 */
import { useTranslation } from 'react-i18next';
import { mobileRail } from '@turismo/rules/payment.ts';
import styled from 'styled-components';
import { TextField } from '@turismo/ui-kit/TextField';
import type { PaymentCheck, PaymentFields } from '../lib/payment-checks.ts';
import { BankTransferDetails } from './BankTransferDetails.tsx';

const Fields = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[3]};
`;

const HostedNote = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};

  p {
    margin: 0 0 ${({ theme }) => theme.space[2]};
  }
`;

type MethodFieldsProps = {
  fields: PaymentFields;
  /** Catalog keys of the field errors of the last check. */
  errors: PaymentCheck['errors'];
};

/**
 * The card tab: no card field here. The card is typed on the acquirer's secure page, where 3-D Secure happens; the
 * traveller comes back to their bookings, which show the outcome (ADR 0050).
 */
export function CardHostedPage() {
  const { t } = useTranslation();
  return (
    <HostedNote>
      <p>{t('Vai ser levado para a página segura de pagamento do banco para introduzir os dados do cartão.')}</p>
      <p>{t('A confirmação 3-D Secure é feita nessa página. No fim volta às suas reservas, onde vê o resultado.')}</p>
    </HostedNote>
  );
}

export function MpesaField({ fields, errors, set }: MethodFieldsProps & {
  set: (patch: Partial<PaymentFields>) => void;
}) {
  const { t } = useTranslation();
  // The right rail for the number, said as it is typed (DECISIONS.md 9): Vodacom pays by M-Pesa; e-Mola and mKesh
  // numbers are told what is offered instead.
  const rail = mobileRail(fields.mpesa);
  const refused = rail && !rail.payable ? t(rail.message) : undefined;
  return (
    <TextField
      label={t('Número M-Pesa')}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="+258 84 123 4567"
      value={fields.mpesa}
      onChange={(e) => set({ mpesa: e.target.value })}
      error={(errors.mpesa && t(errors.mpesa)) || refused}
      hint={rail?.payable ? t(rail.message) : t('Vai receber no telemóvel o pedido de confirmação do pagamento.')}
    />
  );
}

/** The platform's account and the booking's reference, then the payer's account or IBAN. */
export function BankFields({ fields, errors, set, bookingId }: MethodFieldsProps & {
  set: (patch: Partial<PaymentFields>) => void;
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
          placeholder="MZ59 0001 0000 0012 3456 7894 0"
          value={fields.bank}
          onChange={(e) => set({ bank: e.target.value })}
          error={errors.bank && t(errors.bank)}
        />
      </div>
    </Fields>
  );
}
