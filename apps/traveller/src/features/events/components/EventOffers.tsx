/**
 * @module The partnership offers of the event booking dialog (spec 2.8, 5 'Events'): shown only when active and valid
 * on the event date, each once the quantity reaches its minimum; one at most, and it can be deselected.
 */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { EventItem } from '../api/events.ts';

const Offers = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space[3]};
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};

  legend {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    padding: 0 ${({ theme }) => theme.space[1]};
  }

  label {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
    align-items: flex-start;
    cursor: pointer;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export type EventOffersProps = {
  /** The offers the quantity reaches (none: the hint that they appear later). */
  offers: EventItem['partnerships'];
  /** The chosen offer's id. */
  chosen: string | undefined;
  onChoose: (id: string | undefined) => void;
};

/** 'Ofertas de parceiros': one checkbox per offer; the caller shows it only when the event has applicable offers. */
export function EventOffers({ offers, chosen, onChoose }: EventOffersProps) {
  const { t } = useTranslation();
  return (
    <Offers>
      <legend>{t('Ofertas de parceiros')}</legend>
      {offers.length === 0 ? (
        <small>{t('As ofertas aparecem quando o número de bilhetes atinge o mínimo de cada parceiro.')}</small>
      ) : (
        offers.map((p) => (
          <label key={p.id}>
            <input
              type="checkbox"
              checked={chosen === p.id}
              onChange={(e) => onChoose(e.currentTarget.checked ? p.id : undefined)}
            />
            <span>
              {t('{{partner}}: {{percent}}% desconto', { partner: p.partnerName, percent: p.discountPercentage })}
              <small>
                {p.partnerType === 'accommodation' ? t('Alojamento') : t('Transporte')}
                {p.minEventTickets > 1
                  ? ` · ${t('a partir de {{count}} bilhetes', { count: p.minEventTickets })}`
                  : ''}
                {p.specialOffer ? ` · ${p.specialOffer}` : ''}
              </small>
            </span>
          </label>
        ))
      )}
    </Offers>
  );
}
