/**
 * @module A ride search's criteria (spec 2.6, 5 'Ride search'): origin and destination (place suggestions), date (not
 * before today in Africa/Maputo) and passengers (1 to 8). The fields of the search dialog and of the /rides filters.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayInMaputo } from '@turismo/app-core/format';
import { TextField } from '@turismo/ui-kit/TextField';
import { CountField, PlaceField } from '../../../lib/search-fields.tsx';
import { RIDE_LIMITS } from '../lib/ride-rules.ts';

/** The criteria as typed (passengers as text: a number field may be empty while typing). */
export type RideCriteriaValues = { from: string; to: string; date: string; passengers: string };

/** The criteria's state, from `initial` (missing fields empty, passengers 1). */
export function useRideCriteria(initial: { from?: string; to?: string; date?: string; passengers?: number } | null) {
  const [values, setValues] = useState<RideCriteriaValues>({
    from: initial?.from ?? '',
    to: initial?.to ?? '',
    date: initial?.date ?? '',
    passengers: String(initial?.passengers ?? RIDE_LIMITS.defaultPassengers),
  });
  const set = (field: keyof RideCriteriaValues) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  return { values, set, setValues };
}

/** The four fields, for a form's grid. */
export function RideCriteriaFields({ values, set }: Pick<ReturnType<typeof useRideCriteria>, 'values' | 'set'>) {
  const { t } = useTranslation();
  return (
    <>
      <PlaceField label={t('Origem')} value={values.from} onChange={set('from')} />
      <PlaceField label={t('Destino')} value={values.to} onChange={set('to')} />
      <TextField
        label={t('Data')}
        type="date"
        min={todayInMaputo()}
        value={values.date}
        onChange={(e) => set('date')(e.target.value)}
      />
      <CountField
        label={t('Passageiros')}
        value={values.passengers}
        onChange={set('passengers')}
        min={RIDE_LIMITS.minSeats}
        max={RIDE_LIMITS.maxSeats}
      />
    </>
  );
}
