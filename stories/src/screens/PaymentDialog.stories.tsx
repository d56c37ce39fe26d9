/**
 * @module Screens for designers (issue 34): the payment dialog (spec 2.9, 5 'Payment') as the traveller app opens it
 * over Minhas Reservas and the booking screens (apps/traveller/src/features/payments/components/PaymentDialog.tsx,
 * the booking described by booking-payment.tsx's `payable`): what is paid and its total from the server, and its
 * three tabs, Cartão, M-Pesa and Transferência Bancária. The booking is the demo traveller's unpaid stay at Casa do
 * Mar Tofo; the bank's details are the demo account's (bookings-fixtures.ts), served without a network
 * (recorded-api.tsx). The checks made before any request are shown (a number of another network, a missing number);
 * paying itself needs the API. At 360 and 1280 px, in Portuguese and in English.
 *
 * The card tab's stories check what the dialog shows around it (the tab, its panel, the total to pay), not the
 * card's own fields: how a card is paid is the provider's page's business.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { payable } from '../../../apps/traveller/src/app/pages/booking-payment.tsx';
import { PaymentDialog } from '../../../apps/traveller/src/features/payments/components/PaymentDialog.tsx';
import { STAY_BANK_TRANSFER, STAY_UNPAID } from './bookings-fixtures.ts';
import { type Answer, Screen } from './recorded-api.tsx';
import { named, shown } from './screen-queries.ts';
import { EN_PHONE, inEnglishOnDesktop, NO_CONTROL, onDesktop, screenMeta } from './screen-story.ts';

/** 'Pagar' on the unpaid stay in Minhas Reservas: the dialog open over the page. */
function PaymentScreen({ answers }: { answers: readonly Answer[] }) {
  const { t } = useTranslation();
  return (
    <Screen path="/reservas" answers={answers}>
      <PaymentDialog
        open
        onOpenChange={fn()}
        booking={payable(STAY_UNPAID, t)}
        onPaid={fn()}
        onPending={fn()}
      />
    </Screen>
  );
}

const meta = {
  title: 'Ecrãs/Pagamento',
  component: PaymentScreen,
  tags: ['!autodocs'],
  ...screenMeta('traveller'),
  args: { answers: [[['bank-transfer', STAY_UNPAID.id, ''], STAY_BANK_TRANSFER]] },
  argTypes: { answers: NO_CONTROL },
} satisfies Meta<typeof PaymentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const STAY = STAY_UNPAID.stay!;
/** The total as shown in the language of the story (read in its play function). */
const total = () => shown(STAY_UNPAID.totalCents);

/** The dialog, once its fade-in has begun. */
async function openDialog(name: string) {
  const dialog = await within(document.body).findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/**
 * Cartão, the first tab: the stay (establishment and room type, nights and guests) and the server's total above the
 * three methods, and 'Pagar' with that total.
 */
export const Cartao: Story = {
  name: 'Cartão',
  play: async () => {
    const dialog = await openDialog('Pagamento');
    await expect(dialog.getByText('Escolha como quer pagar a sua reserva.')).toBeVisible();
    await expect(dialog.getByText(`${STAY.name} · ${STAY.roomTypeName}`)).toBeVisible();
    await expect(dialog.getByText(new RegExp(`^${STAY.nights} noites · .+ · ${STAY.guests} hóspedes$`))).toBeVisible();
    await expect(dialog.getByText(`Total: ${total()}`)).toBeVisible();
    const methods = within(dialog.getByRole('tablist', { name: 'Método de pagamento' }));
    await expect(methods.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Cartão', 'M-Pesa', 'Transferência Bancária']);
    await expect(methods.getByRole('tab', { name: 'Cartão', selected: true })).toBeVisible();
    await expect(dialog.getByRole('tabpanel', { name: 'Cartão' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: named(`Pagar ${total()}`) })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeEnabled();
  },
};

/** The card tab on a 1280 px screen. */
export const CartaoDesktop: Story = { ...onDesktop(Cartao), name: 'Cartão, desktop' };

/** The card tab in English ('Idioma': English). */
export const CartaoEmIngles: Story = {
  name: 'Cartão, em inglês',
  globals: EN_PHONE,
  play: async () => {
    const dialog = await openDialog('Payment');
    await expect(dialog.getByText('Choose how to pay for your booking.')).toBeVisible();
    await expect(dialog.getByText(new RegExp(`^${STAY.nights} nights · .+ · ${STAY.guests} guests$`))).toBeVisible();
    const methods = within(dialog.getByRole('tablist', { name: 'Payment method' }));
    await expect(methods.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Card', 'M-Pesa', 'Bank Transfer']);
    await expect(dialog.getByRole('tabpanel', { name: 'Card' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: named(`Pay ${total()}`) })).toBeEnabled();
  },
};

/** The card tab in English on a 1280 px screen. */
export const CartaoEmInglesDesktop: Story = { ...inEnglishOnDesktop(CartaoEmIngles), name: 'Cartão, em inglês, desktop' };

/**
 * M-Pesa: the number is checked as it is typed (DECISIONS.md 9): a Movitel number is told e-Mola is not accepted
 * yet, a Vodacom one that the request will come to the phone; 'Pagar' without a number says what is missing
 * ('Dados Incompletos', the spec's text) and asks nothing of the API.
 */
export const MPesa: Story = {
  name: 'M-Pesa',
  play: async () => {
    const dialog = await openDialog('Pagamento');
    await userEvent.click(dialog.getByRole('tab', { name: 'M-Pesa' }));
    const number = dialog.getByLabelText('Número M-Pesa');
    await expect(number).toHaveAttribute('type', 'tel');
    await expect(dialog.getByText('Vai receber no telemóvel o pedido de confirmação do pagamento.')).toBeVisible();
    await userEvent.type(number, '86 123 4567');
    await expect(await dialog.findByText(/^Este número é da Movitel \(e-Mola\)\. Ainda não aceitamos e-Mola/)).toBeVisible();
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(number);
    await userEvent.type(number, '84 123 4567');
    await expect(await dialog.findByText('Número Vodacom: vai receber o pedido de pagamento M-Pesa no telemóvel.')).toBeVisible();
    await userEvent.clear(number);
    await userEvent.click(dialog.getByRole('button', { name: named(`Pagar ${total()}`) }));
    // The destructive toast, announced assertively.
    const page = within(document.body);
    const title = await page.findByText('Dados Incompletos');
    // The toast slides in: visible once its animation has begun.
    await waitFor(() => expect(title).toBeVisible());
    await expect(page.getByText('Por favor insira o número M-Pesa.').closest('[role="alert"]')).not.toBeNull();
  },
};

/** M-Pesa on a 1280 px screen. */
export const MPesaDesktop: Story = { ...onDesktop(MPesa), name: 'M-Pesa, desktop' };

/** M-Pesa in English: the same checks, the rules' English. */
export const MPesaEmIngles: Story = {
  name: 'M-Pesa, em inglês',
  globals: EN_PHONE,
  play: async () => {
    const dialog = await openDialog('Payment');
    await userEvent.click(dialog.getByRole('tab', { name: 'M-Pesa' }));
    const number = dialog.getByLabelText('M-Pesa number');
    await userEvent.type(number, '86 123 4567');
    await expect(await dialog.findByText(/^This is a Movitel \(e-Mola\) number\. We do not accept e-Mola yet/)).toBeVisible();
    await userEvent.clear(number);
    await userEvent.type(number, '84 123 4567');
    await expect(await dialog.findByText('Vodacom number: you will get the M-Pesa payment request on your phone.')).toBeVisible();
  },
};

/** M-Pesa in English on a 1280 px screen. */
export const MPesaEmInglesDesktop: Story = { ...inEnglishOnDesktop(MPesaEmIngles), name: 'M-Pesa, em inglês, desktop' };

/**
 * Transferência Bancária: the platform's account (bank, holder, IBAN), the booking's reference and amount to
 * transfer, then the payer's account or IBAN.
 */
export const Transferencia: Story = {
  name: 'Transferência bancária',
  play: async () => {
    const dialog = await openDialog('Pagamento');
    await userEvent.click(dialog.getByRole('tab', { name: 'Transferência Bancária' }));
    const details = within(await dialog.findByRole('region', { name: 'Dados para a transferência bancária' }));
    await expect(details.getByText(STAY_BANK_TRANSFER.bankName)).toBeVisible();
    await expect(details.getByText(STAY_BANK_TRANSFER.accountHolder)).toBeVisible();
    await expect(details.getByText(STAY_BANK_TRANSFER.ibanFormatted)).toBeVisible();
    await expect(details.getByText(STAY_BANK_TRANSFER.reference)).toBeVisible();
    await expect(details.getByText(shown(STAY_BANK_TRANSFER.amountCents))).toBeVisible();
    await expect(details.getByText('Indique a referência na transferência')).toBeVisible();
    await expect(dialog.getByLabelText('Número da conta ou IBAN')).toBeVisible();
    await expect(dialog.getByRole('form', { name: 'Pagamento por Transferência Bancária' })).toBeInTheDocument();
  },
};

/** The bank transfer tab on a 1280 px screen. */
export const TransferenciaDesktop: Story = { ...onDesktop(Transferencia), name: 'Transferência bancária, desktop' };

/** The bank transfer tab in English. */
export const TransferenciaEmIngles: Story = {
  name: 'Transferência bancária, em inglês',
  globals: EN_PHONE,
  play: async () => {
    const dialog = await openDialog('Payment');
    await userEvent.click(dialog.getByRole('tab', { name: 'Bank Transfer' }));
    const details = within(await dialog.findByRole('region', { name: 'Bank transfer details' }));
    await expect(details.getByText(STAY_BANK_TRANSFER.reference)).toBeVisible();
    await expect(details.getByText('Include the reference in the transfer')).toBeVisible();
    await expect(dialog.getByLabelText('Account number or IBAN')).toBeVisible();
  },
};

/** The bank transfer tab in English on a 1280 px screen. */
export const TransferenciaEmInglesDesktop: Story = {
  ...inEnglishOnDesktop(TransferenciaEmIngles),
  name: 'Transferência bancária, em inglês, desktop',
};
