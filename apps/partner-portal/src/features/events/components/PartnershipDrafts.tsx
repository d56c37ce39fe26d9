/**
 * @module The event form's partnerships (spec 5): one fieldset per partner (name, type, discount, minimum tickets,
 * special offer, validity) with 'Remover parceria', and 'Adicionar parceria'.
 */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@turismo/ui-kit/Button';
import { Select } from '@turismo/ui-kit/Select';
import { TextField } from '@turismo/ui-kit/TextField';
import { emptyPartner, type PartnershipDraft } from '../lib/event-form.ts';

const Partner = styled.fieldset`
  grid-column: 1 / -1;
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr 1fr;
  }

  legend {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export type PartnershipDraftsProps = {
  partners: PartnershipDraft[];
  onChange: (update: (list: PartnershipDraft[]) => PartnershipDraft[]) => void;
};

/** Rendered inside the form's grid: each fieldset and the add button span its width. */
export function PartnershipDrafts({ partners, onChange }: PartnershipDraftsProps) {
  const { t } = useTranslation();
  const set = (i: number, k: keyof PartnershipDraft, v: string | boolean) =>
    onChange((list) => list.map((p, j) => (j === i ? { ...p, [k]: v } : p)));
  return (
    <>
      {partners.map((p, i) => (
        <Partner key={p.id ?? `new-${i}`}>
          <legend>{t('Parceria {{n}}', { n: i + 1 })}</legend>
          <TextField label={t('Parceiro')} value={p.partnerName} onChange={(e) => set(i, 'partnerName', e.currentTarget.value)} />
          <Select
            label={t('Tipo de parceiro')}
            options={[{ value: 'accommodation', label: t('Alojamento') }, { value: 'transport', label: t('Transporte') }]}
            value={p.partnerType}
            onChange={(e) => set(i, 'partnerType', e.currentTarget.value)}
          />
          <TextField label={t('Desconto (%)')} type="number" min={1} max={90} value={p.discountPercentage}
            onChange={(e) => set(i, 'discountPercentage', e.currentTarget.value)} />
          <TextField label={t('Mínimo de bilhetes')} type="number" min={1} max={10} value={p.minEventTickets}
            onChange={(e) => set(i, 'minEventTickets', e.currentTarget.value)} />
          <TextField label={t('Oferta especial')} value={p.specialOffer}
            onChange={(e) => set(i, 'specialOffer', e.currentTarget.value)} />
          <TextField label={t('Válida até')} type="date" value={p.validUntil}
            onChange={(e) => set(i, 'validUntil', e.currentTarget.value)} />
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange((l) => l.filter((_, j) => j !== i))}>
            {t('Remover parceria')}
          </Button>
        </Partner>
      ))}
      <Button data-wide type="button" variant="outline" onClick={() => onChange((l) => [...l, emptyPartner()])}>
        {t('Adicionar parceria')}
      </Button>
    </>
  );
}
