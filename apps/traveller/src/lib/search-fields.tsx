/**
 * @module The fields the search forms share (spec 4 'Search', 9): a place with the API's suggestions (choosing one
 * writes its name) and a count (passengers, guests) between its limits. Used by the ride search dialog, the /rides
 * filters and the stay search dialog.
 */
import { PlaceInput } from '@turismo/ui-kit/PlaceInput';
import { TextField } from '@turismo/ui-kit/TextField';
import { suggestPlaces } from './suggest-places.ts';

export type PlaceFieldProps = { label: string; value: string; onChange: (value: string) => void };

/** @example <PlaceField label={t('Origem')} value={from} onChange={setFrom} /> */
export function PlaceField({ label, value, onChange }: PlaceFieldProps) {
  return (
    <PlaceInput
      label={label}
      value={value}
      onChange={onChange}
      onSelect={(place) => onChange(place.name)}
      loadSuggestions={suggestPlaces}
    />
  );
}

export type CountFieldProps = {
  label: string;
  /** The typed text (a number field may hold '' while typing). */
  value: string;
  onChange: (value: string) => void;
  min: number;
  max: number;
};

/** A whole number between `min` and `max`, e.g. 'Passageiros' 1 to 8. */
export function CountField({ label, value, onChange, min, max }: CountFieldProps) {
  return (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      step={1}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
