/**
 * @module The ticket type and promo code of the event booking dialog (issue 15; ADR 0030). The types come from the
 * event (price, tickets left, sale window); the promo code is applied by the server through the quote, whose
 * answer shows the discount before payment.
 */
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDate, formatMZN } from '@turismo/app-core/format';
import { Button } from '@turismo/ui-kit/Button';
import { Select } from '@turismo/ui-kit/Select';
import { TextField } from '@turismo/ui-kit/TextField';
import type { TicketType } from '../api/events.ts';

/** A translation function: the component's `t` from useTranslation(). */
export type Translate = TFunction;

/**
 * The option text of a type: name, price and availability or why it cannot be bought today, in the app's language.
 * @param t the caller's `t` (useTranslation).
 */
export function ticketTypeLabel(type: TicketType, t: Translate): string {
  const price = type.priceCents > 0 ? formatMZN(type.priceCents) : t('Grátis');
  const state = {
    on_sale: t('{{count}} disponível', { count: type.left }),
    sold_out: t('Esgotado'),
    not_started: type.salesStart
      ? t('à venda a partir de {{date}}', { date: formatDate(type.salesStart.slice(0, 10)) })
      : t('ainda não está à venda'),
    ended: t('vendas terminadas'),
    inactive: t('indisponível'),
  }[type.saleState];
  return `${type.name} · ${price} · ${state}`;
}

const PromoRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: flex-end;

  & > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

export type TicketTypeSelectProps = {
  types: readonly TicketType[];
  value: string | undefined;
  onChange: (id: string) => void;
};

/** The ticket type choice; nothing when the event sells one single price. */
export function TicketTypeSelect({ types, value, onChange }: TicketTypeSelectProps) {
  const { t } = useTranslation();
  if (types.length === 0) return null;
  const chosen = types.find((type) => type.id === value);
  return (
    <Select
      label={t('Tipo de bilhete')}
      value={value ?? ''}
      onChange={(e) => onChange(e.currentTarget.value)}
      options={types.map((type) => ({
        value: type.id,
        label: ticketTypeLabel(type, t),
        disabled: type.saleState !== 'on_sale',
      }))}
      hint={chosen?.description || undefined}
      required
    />
  );
}

export type PromoCodeFieldProps = {
  applied: string | undefined;
  onApply: (code: string | undefined) => void;
  /** The server's refusal of the applied code, if any. */
  error?: string | null;
};

/** A promo code typed by the buyer, applied by the server (the summary shows the discount). */
export function PromoCodeField({ applied, onApply, error }: PromoCodeFieldProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(applied ?? '');
  const apply = () => onApply(text.trim() ? text.trim().toUpperCase() : undefined);
  return (
    <PromoRow>
      <TextField
        label={t('Código promocional (opcional)')}
        value={text}
        maxLength={30}
        autoComplete="off"
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            apply();
          }
        }}
        error={error ?? undefined}
        hint={applied && !error ? t('Código {{code}} aplicado.', { code: applied }) : undefined}
      />
      {applied ? (
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            setText('');
            onApply(undefined);
          }}
        >
          {t('Remover')}
        </Button>
      ) : (
        <Button type="button" variant="secondary" onClick={apply} disabled={!text.trim()}>
          {t('Aplicar')}
        </Button>
      )}
    </PromoRow>
  );
}
