/**
 * @module The cities a person picks as theirs at sign-up and in the profile (spec 5 'City choices'): one list for the
 * API's schema and the apps' forms (issue 31: each rule written once). Place names, the same in every language
 * (i18n-exempt-file).
 */

/** The cities offered at sign-up and in the profile, in the spec's order. */
// i18n-exempt-start (place names)
export const CITIES = [
  'Maputo',
  'Matola',
  'Beira',
  'Nampula',
  'Chimoio',
  'Nacala',
  'Quelimane',
  'Tete',
  'Xai-Xai',
  'Lichinga',
  'Pemba',
  'Inhambane',
  'Maxixe',
  'Gurué',
  'Manica',
  'Montepuez',
  'Cuamba',
  'Dondo',
  'Angoche',
  'Chokwé',
  'Mocuba',
  'Manhiça',
  'Marracuene',
  'Vilanculos',
  'Massinga',
] as const;
// i18n-exempt-end
export type City = (typeof CITIES)[number];

/** True when the text is one of {@link CITIES}. */
export function isCity(value: string): value is City {
  return (CITIES as readonly string[]).includes(value);
}
