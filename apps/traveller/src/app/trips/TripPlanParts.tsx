/**
 * @module What the two 'Planear a viagem' screens (issue 30) share: from an event (TripPlanner) and from a stay's
 * nights (TripStayPlanner) they lay out their sections alike, name a ride the same way and list the trip's parts with
 * each part's price, discount, fee and total from the products' own quotes.
 */
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDate, formatMZN } from '@turismo/app-core/format';
import { MoneyText } from '@turismo/ui-kit/MoneyText';
import type { PartFigures } from '../../features/trips/lib/trip-plan.ts';

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    margin: 0;
  }

  [data-muted] {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export const FromForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};

  & > :first-child {
    flex: 1 1 200px;
  }
`;

/** Figures as a two-column list: labels left, amounts right; `data-total` on the last pair. */
export const Sums = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    text-align: right;
  }

  [data-total] {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: inherit;
  }
`;

const PartList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

/** A ride as the planners show it: '18/12/2026 07:00 · Maputo → Inhambane · 900,00 MT por lugar · Carlos'. */
export function rideLabel(
  r: {
    departureDate: string;
    departureTime: string;
    fromAddress: string;
    toAddress: string;
    priceCents: number;
    driverName: string;
  },
  t: TFunction,
): string {
  return t('{{date}} {{time}} · {{from}} → {{to}} · {{price}} por lugar · {{driver}}', {
    date: formatDate(r.departureDate),
    time: r.departureTime,
    from: r.fromAddress,
    to: r.toAddress,
    price: formatMZN(r.priceCents),
    driver: r.driverName,
  });
}

/** One part of the trip being planned: its figures once its product quoted it (null while quoting). */
export type PlanLine = { key: string; name: string; detail: string; figures: PartFigures | null; note?: ReactNode };

/** The parts chosen, each with its price, discount (when there is one), fee and total, or 'A calcular o preço...'. */
export function PlanLines({ lines }: { lines: readonly PlanLine[] }) {
  const { t } = useTranslation();
  return (
    <PartList aria-label={t('Partes da viagem')}>
      {lines.map((l) => (
        <li key={l.key} data-trip-part={l.key}>
          <p><strong>{l.name}</strong></p>
          <p data-muted>{l.detail}</p>
          {l.figures ? (
            <Sums>
              <dt>{t('Preço')}</dt>
              <dd><MoneyText centavos={l.figures.priceCents} /></dd>
              {l.figures.discountCents > 0 ? (
                <>
                  <dt>{t('Desconto')}</dt>
                  <dd>−<MoneyText centavos={l.figures.discountCents} /></dd>
                </>
              ) : null}
              <dt>{t('Taxa de serviço')}</dt>
              <dd><MoneyText centavos={l.figures.feeCents} /></dd>
              <dt data-total>{t('Total')}</dt>
              <dd data-total><MoneyText centavos={l.figures.totalCents} /></dd>
            </Sums>
          ) : <p data-muted role="status">{t('A calcular o preço...')}</p>}
          {l.note ? <p data-partnership>{l.note}</p> : null}
        </li>
      ))}
    </PartList>
  );
}
