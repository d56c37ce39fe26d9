/**
 * @module The other names travellers type for a place (issue 26, ADR 0046): today's official spellings where the
 * list keeps the common one (places.data.ts notes), the spellings of before 1975 and of the colonial period still on
 * old maps and in people's mouths, and spellings without the hyphen or accent that folding alone does not bridge.
 * Each alias names one place of PLACES by its name; upsertPlaces writes them to place_aliases.
 */
// i18n-exempt-file: place names are proper nouns, the same in every language.

/** alias -> the place's name in PLACES. */
export const PLACE_ALIASES: Readonly<Record<string, string>> = {
  Vilankulo: 'Vilanculos',
  Vilanculo: 'Vilanculos',
  'Vila Pery': 'Chimoio',
  'Lourenço Marques': 'Maputo',
  'João Belo': 'Xai-Xai',
  'Vila de João Belo': 'Xai-Xai',
  XaiXai: 'Xai-Xai',
  'Porto Amélia': 'Pemba',
  'Vila Cabral': 'Lichinga',
  'Vila Junqueiro': 'Gurué',
  'António Enes': 'Angoche',
  'Nova Freixo': 'Cuamba',
  'Vila Trigo de Morais': 'Chokwé',
  Chókwè: 'Chokwé',
  Manjacaze: 'Mandlakazi',
  KaTembe: 'Katembe',
  Catembe: 'Katembe',
  Wimbe: 'Wimbi',
  'Ilha de Mocambique': 'Ilha de Moçambique',
  'Ilha de Moçambique (Ilha)': 'Ilha de Moçambique',
};
