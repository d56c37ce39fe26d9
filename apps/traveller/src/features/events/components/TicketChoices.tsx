/**
 * @module The ticket type and promo code of the event booking dialog (issue 15; ADR 0030). The types come from the
 * event (price, tickets left, sale window); the promo code is applied by the server through the quote, whose
 * answer shows the discount before payment.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { formatMZN } from '@turismo/app-core/format';
import { Button } from '@turismo/ui-kit/Button';
import { Select } from '@turismo/ui-kit/Select';
import { TextField } from '@turismo/ui-kit/TextField';
import type { TicketType } from '../api/events.ts';

const ddmmyyyy = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;

/** The option text of a type: name, price and availability or why it cannot be bought today. */
export function ticketTypeLabel(t: TicketType): string {
  const price = t.priceCents > 0 ? formatMZN(t.priceCents) : 'Grátis';
  const state = {
    on_sale: `${t.left} disponíveis`,
    sold_out: 'Esgotado',
    not_started: t.salesStart ? `à venda a partir de ${ddmmyyyy(t.salesStart)}` : 'ainda não está à venda',
    ended: 'vendas terminadas',
    inactive: 'indisponível',
  }[t.saleState];
  return `${t.name} · ${price} · ${state}`;
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
  if (types.length === 0) return null;
  const chosen = types.find((t) => t.id === value);
  return (
    <Select
      label="Tipo de bilhete"
      value={value ?? ''}
      onChange={(e) => onChange(e.currentTarget.value)}
      options={types.map((t) => ({ value: t.id, label: ticketTypeLabel(t), disabled: t.saleState !== 'on_sale' }))}
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
  const [text, setText] = useState(applied ?? '');
  const apply = () => onApply(text.trim() ? text.trim().toUpperCase() : undefined);
  return (
    <PromoRow>
      <TextField
        label="Código promocional (opcional)"
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
        hint={applied && !error ? `Código ${applied} aplicado.` : undefined}
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
          Remover
        </Button>
      ) : (
        <Button type="button" variant="secondary" onClick={apply} disabled={!text.trim()}>
          Aplicar
        </Button>
      )}
    </PromoRow>
  );
}
