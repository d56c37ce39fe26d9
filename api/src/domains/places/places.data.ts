/**
 * @module Built-in gazetteer of Mozambique served by the place suggestions endpoint.
 *
 * About 200 real places over the 11 provinces (spec section 3, 'Place suggestion'; DECISIONS.md
 * section 5): every provincial capital and the main towns, neighbourhoods of Maputo, Matola, Beira,
 * Nampula, Tete and Pemba, transport hubs (airports, ports, bus terminals, railway stations, border
 * posts), landmarks (parks, reserves, islands, dams, monuments) and beaches.
 *
 * Notes on the data:
 * - Names are the usual Portuguese spellings with their accents. Where a place has two current
 *   spellings the one most travellers type is used: 'Vilanculos' (officially Vilankulo), 'Chokwé'
 *   (also Chókwè), 'Mandlakazi' (also Manjacaze), 'Katembe' (also KaTembe / Catembe), 'Wimbi'
 *   (also Wimbe). Search is accent-insensitive, so 'chokwe' and 'gurue' still match.
 * - 'Zavala' and 'Govuro' are districts; their points are the district seats, Quissico and
 *   Nova Mambone. 'Reserva Especial de Maputo' has been Parque Nacional de Maputo since 2021; the
 *   older, better-known name is kept.
 * - Coordinates are WGS84 decimal degrees (negative latitude = south), rounded to 4 decimals.
 *   They were compiled from general public geographic knowledge (the kind of figures published by
 *   GeoNames, OpenStreetMap and Wikipedia) and were not checked point by point against those
 *   sources. Towns are their centres; neighbourhoods are approximate centroids; parks, reserves,
 *   archipelagos and lakes use a representative point inside the area (e.g. Chitengo camp for
 *   Gorongosa). Expect about 0.01° for towns, airports and monuments, and less for the
 *   neighbourhoods of Nampula and Matola, the smaller beaches and the large protected areas.
 * - parentCity is the city the place belongs to or the nearest city in this list (e.g. Ilha do
 *   Ibo -> Quissanga, where the boats leave for the island); it is null for cities.
 * - Sorted by province in the order of the Province type, then by name (Portuguese collation).
 */
// i18n-exempt-file: place names are proper nouns, the same in every language.

export type PlaceType = 'city' | 'neighborhood' | 'transport_hub' | 'landmark' | 'beach';

export type Province =
  | 'Maputo Cidade'
  | 'Maputo Província'
  | 'Gaza'
  | 'Inhambane'
  | 'Sofala'
  | 'Manica'
  | 'Tete'
  | 'Zambézia'
  | 'Nampula'
  | 'Cabo Delgado'
  | 'Niassa';

/** Provinces in the order used by the spec (south to north), which is also the file order. */
export const PROVINCES: readonly Province[] = [
  'Maputo Cidade',
  'Maputo Província',
  'Gaza',
  'Inhambane',
  'Sofala',
  'Manica',
  'Tete',
  'Zambézia',
  'Nampula',
  'Cabo Delgado',
  'Niassa',
];

export interface PlaceSeed {
  name: string;
  province: Province;
  type: PlaceType;
  /** Name of a 'city' entry of this list; null for cities. */
  parentCity: string | null;
  /** Latitude, WGS84 decimal degrees. */
  lat: number;
  /** Longitude, WGS84 decimal degrees. */
  lng: number;
}

// deno-fmt-ignore
export const PLACES: readonly PlaceSeed[] = [
  // Maputo Cidade
  { name: 'Aeroporto Internacional de Maputo', province: 'Maputo Cidade', type: 'transport_hub', parentCity: 'Maputo', lat: -25.9208, lng: 32.5726 },
  { name: 'Alto Maé', province: 'Maputo Cidade', type: 'neighborhood', parentCity: 'Maputo', lat: -25.9650, lng: 32.5640 },
  { name: 'Baixa', province: 'Maputo Cidade', type: 'neighborhood', parentCity: 'Maputo', lat: -25.9720, lng: 32.5710 },
  { name: 'Casa de Ferro', province: 'Maputo Cidade', type: 'landmark', parentCity: 'Maputo', lat: -25.9716, lng: 32.5767 },
  { name: 'Catedral de Nossa Senhora da Conceição', province: 'Maputo Cidade', type: 'landmark', parentCity: 'Maputo', lat: -25.9700, lng: 32.5740 },
  { name: 'Chamanculo', province: 'Maputo Cidade', type: 'neighborhood', parentCity: 'Maputo', lat: -25.9420, lng: 32.5470 },
  { name: 'Coop', province: 'Maputo Cidade', type: 'neighborhood', parentCity: 'Maputo', lat: -25.9520, lng: 32.5880 },
  { name: 'Costa do Sol', province: 'Maputo Cidade', type: 'neighborhood', parentCity: 'Maputo', lat: -25.9100, lng: 32.6200 },
  { name: 'Estação Central dos CFM', province: 'Maputo Cidade', type: 'transport_hub', parentCity: 'Maputo', lat: -25.9710, lng: 32.5665 },
  { name: 'Fortaleza de Maputo', province: 'Maputo Cidade', type: 'landmark', parentCity: 'Maputo', lat: -25.9745, lng: 32.5716 },
  { name: 'Ilha de Inhaca', province: 'Maputo Cidade', type: 'landmark', parentCity: 'Maputo', lat: -26.0300, lng: 32.9500 },
  { name: 'Jardim Tunduru', province: 'Maputo Cidade', type: 'landmark', parentCity: 'Maputo', lat: -25.9713, lng: 32.5780 },
  { name: 'Katembe', province: 'Maputo Cidade', type: 'neighborhood', parentCity: 'Maputo', lat: -25.9900, lng: 32.5600 },
  { name: 'Mafalala', province: 'Maputo Cidade', type: 'neighborhood', parentCity: 'Maputo', lat: -25.9520, lng: 32.5720 },
  { name: 'Magoanine', province: 'Maputo Cidade', type: 'neighborhood', parentCity: 'Maputo', lat: -25.8700, lng: 32.5950 },
  { name: 'Malhangalene', province: 'Maputo Cidade', type: 'neighborhood', parentCity: 'Maputo', lat: -25.9580, lng: 32.5800 },
  { name: 'Maputo', province: 'Maputo Cidade', type: 'city', parentCity: null, lat: -25.9692, lng: 32.5732 },
  { name: 'Mavalane', province: 'Maputo Cidade', type: 'neighborhood', parentCity: 'Maputo', lat: -25.9250, lng: 32.5850 },
  { name: 'Maxaquene', province: 'Maputo Cidade', type: 'neighborhood', parentCity: 'Maputo', lat: -25.9440, lng: 32.5830 },
  { name: 'Mercado Central', province: 'Maputo Cidade', type: 'landmark', parentCity: 'Maputo', lat: -25.9700, lng: 32.5710 },
  { name: 'Mercado do Peixe', province: 'Maputo Cidade', type: 'landmark', parentCity: 'Maputo', lat: -25.9430, lng: 32.6070 },
  { name: 'Museu de História Natural', province: 'Maputo Cidade', type: 'landmark', parentCity: 'Maputo', lat: -25.9640, lng: 32.5850 },
  { name: 'Polana', province: 'Maputo Cidade', type: 'neighborhood', parentCity: 'Maputo', lat: -25.9660, lng: 32.5920 },
  { name: 'Polana Caniço', province: 'Maputo Cidade', type: 'neighborhood', parentCity: 'Maputo', lat: -25.9380, lng: 32.6040 },
  { name: 'Ponte Maputo-Katembe', province: 'Maputo Cidade', type: 'landmark', parentCity: 'Maputo', lat: -25.9850, lng: 32.5450 },
  { name: 'Porto de Maputo', province: 'Maputo Cidade', type: 'transport_hub', parentCity: 'Maputo', lat: -25.9760, lng: 32.5600 },
  { name: 'Praça da Independência', province: 'Maputo Cidade', type: 'landmark', parentCity: 'Maputo', lat: -25.9695, lng: 32.5755 },
  { name: 'Praia da Costa do Sol', province: 'Maputo Cidade', type: 'beach', parentCity: 'Maputo', lat: -25.9150, lng: 32.6270 },
  { name: 'Sommerschield', province: 'Maputo Cidade', type: 'neighborhood', parentCity: 'Maputo', lat: -25.9550, lng: 32.5950 },
  { name: 'Terminal do Museu', province: 'Maputo Cidade', type: 'transport_hub', parentCity: 'Maputo', lat: -25.9650, lng: 32.5830 },
  { name: 'Terminal Rodoviário da Junta', province: 'Maputo Cidade', type: 'transport_hub', parentCity: 'Maputo', lat: -25.9160, lng: 32.5450 },
  { name: 'Universidade Eduardo Mondlane', province: 'Maputo Cidade', type: 'landmark', parentCity: 'Maputo', lat: -25.9500, lng: 32.6020 },
  { name: 'Xipamanine', province: 'Maputo Cidade', type: 'neighborhood', parentCity: 'Maputo', lat: -25.9480, lng: 32.5600 },
  { name: 'Zimpeto', province: 'Maputo Cidade', type: 'neighborhood', parentCity: 'Maputo', lat: -25.8450, lng: 32.5650 },
  // Maputo Província
  { name: 'Bela Vista', province: 'Maputo Província', type: 'city', parentCity: null, lat: -26.3330, lng: 32.6700 },
  { name: 'Boane', province: 'Maputo Província', type: 'city', parentCity: null, lat: -26.0450, lng: 32.3270 },
  { name: 'Cascata da Namaacha', province: 'Maputo Província', type: 'landmark', parentCity: 'Namaacha', lat: -25.9700, lng: 32.0300 },
  { name: 'Fomento', province: 'Maputo Província', type: 'neighborhood', parentCity: 'Matola', lat: -25.9500, lng: 32.4700 },
  { name: 'Liberdade', province: 'Maputo Província', type: 'neighborhood', parentCity: 'Matola', lat: -25.9350, lng: 32.4650 },
  { name: 'Machava', province: 'Maputo Província', type: 'neighborhood', parentCity: 'Matola', lat: -25.9130, lng: 32.4950 },
  { name: 'Magude', province: 'Maputo Província', type: 'city', parentCity: null, lat: -25.0210, lng: 32.6430 },
  { name: 'Manhiça', province: 'Maputo Província', type: 'city', parentCity: null, lat: -25.4020, lng: 32.8070 },
  { name: 'Marracuene', province: 'Maputo Província', type: 'city', parentCity: null, lat: -25.7380, lng: 32.6750 },
  { name: 'Matola', province: 'Maputo Província', type: 'city', parentCity: null, lat: -25.9622, lng: 32.4589 },
  { name: 'Matola Gare', province: 'Maputo Província', type: 'neighborhood', parentCity: 'Matola', lat: -25.8300, lng: 32.4500 },
  { name: 'Matola Rio', province: 'Maputo Província', type: 'neighborhood', parentCity: 'Matola', lat: -26.0000, lng: 32.4500 },
  { name: 'Moamba', province: 'Maputo Província', type: 'city', parentCity: null, lat: -25.5990, lng: 32.2430 },
  { name: 'Namaacha', province: 'Maputo Província', type: 'city', parentCity: null, lat: -25.9833, lng: 32.0194 },
  { name: 'Ponta do Ouro', province: 'Maputo Província', type: 'city', parentCity: null, lat: -26.8450, lng: 32.8950 },
  { name: 'Ponta Malongane', province: 'Maputo Província', type: 'beach', parentCity: 'Ponta do Ouro', lat: -26.7650, lng: 32.8970 },
  { name: 'Ponta Mamoli', province: 'Maputo Província', type: 'beach', parentCity: 'Ponta do Ouro', lat: -26.6350, lng: 32.9020 },
  { name: 'Porto da Matola', province: 'Maputo Província', type: 'transport_hub', parentCity: 'Matola', lat: -25.9800, lng: 32.4700 },
  { name: 'Posto Fronteiriço da Ponta do Ouro', province: 'Maputo Província', type: 'transport_hub', parentCity: 'Ponta do Ouro', lat: -26.8650, lng: 32.8700 },
  { name: 'Posto Fronteiriço de Ressano Garcia', province: 'Maputo Província', type: 'transport_hub', parentCity: 'Ressano Garcia', lat: -25.4420, lng: 31.9880 },
  { name: 'Praia da Ponta do Ouro', province: 'Maputo Província', type: 'beach', parentCity: 'Ponta do Ouro', lat: -26.8460, lng: 32.8980 },
  { name: 'Praia de Macaneta', province: 'Maputo Província', type: 'beach', parentCity: 'Marracuene', lat: -25.7300, lng: 32.7600 },
  { name: 'Reserva Especial de Maputo', province: 'Maputo Província', type: 'landmark', parentCity: 'Bela Vista', lat: -26.4500, lng: 32.7500 },
  { name: 'Reserva Marinha Parcial da Ponta do Ouro', province: 'Maputo Província', type: 'landmark', parentCity: 'Ponta do Ouro', lat: -26.6500, lng: 32.9500 },
  { name: 'Ressano Garcia', province: 'Maputo Província', type: 'city', parentCity: null, lat: -25.4440, lng: 31.9990 },
  { name: 'Xinavane', province: 'Maputo Província', type: 'city', parentCity: null, lat: -25.0500, lng: 32.8000 },
  // Gaza
  { name: 'Barragem de Massingir', province: 'Gaza', type: 'landmark', parentCity: 'Massingir', lat: -23.8500, lng: 32.1500 },
  { name: 'Bilene', province: 'Gaza', type: 'city', parentCity: null, lat: -25.2830, lng: 33.2500 },
  { name: 'Chibuto', province: 'Gaza', type: 'city', parentCity: null, lat: -24.6867, lng: 33.5306 },
  { name: 'Chicualacuala', province: 'Gaza', type: 'city', parentCity: null, lat: -22.0830, lng: 31.6830 },
  { name: 'Chokwé', province: 'Gaza', type: 'city', parentCity: null, lat: -24.5333, lng: 32.9833 },
  { name: 'Lagoa Uembje', province: 'Gaza', type: 'landmark', parentCity: 'Bilene', lat: -25.3100, lng: 33.2200 },
  { name: 'Macia', province: 'Gaza', type: 'city', parentCity: null, lat: -25.0267, lng: 33.0997 },
  { name: 'Mandlakazi', province: 'Gaza', type: 'city', parentCity: null, lat: -24.7117, lng: 33.8828 },
  { name: 'Massingir', province: 'Gaza', type: 'city', parentCity: null, lat: -23.8800, lng: 32.1600 },
  { name: 'Parque Nacional de Banhine', province: 'Gaza', type: 'landmark', parentCity: 'Chicualacuala', lat: -22.9000, lng: 32.8500 },
  { name: 'Parque Nacional do Limpopo', province: 'Gaza', type: 'landmark', parentCity: 'Massingir', lat: -23.3000, lng: 31.9000 },
  { name: 'Praia de Chizavane', province: 'Gaza', type: 'beach', parentCity: 'Mandlakazi', lat: -25.0200, lng: 33.9500 },
  { name: 'Praia de Xai-Xai', province: 'Gaza', type: 'beach', parentCity: 'Xai-Xai', lat: -25.1050, lng: 33.7200 },
  { name: 'Praia do Bilene', province: 'Gaza', type: 'beach', parentCity: 'Bilene', lat: -25.2900, lng: 33.2450 },
  { name: 'Xai-Xai', province: 'Gaza', type: 'city', parentCity: null, lat: -25.0519, lng: 33.6442 },
  // Inhambane
  { name: 'Aeroporto de Inhambane', province: 'Inhambane', type: 'transport_hub', parentCity: 'Inhambane', lat: -23.8764, lng: 35.4085 },
  { name: 'Aeroporto de Vilanculos', province: 'Inhambane', type: 'transport_hub', parentCity: 'Vilanculos', lat: -22.0184, lng: 35.3133 },
  { name: 'Arquipélago de Bazaruto', province: 'Inhambane', type: 'landmark', parentCity: 'Vilanculos', lat: -21.7000, lng: 35.4500 },
  { name: 'Catedral Velha de Inhambane', province: 'Inhambane', type: 'landmark', parentCity: 'Inhambane', lat: -23.8640, lng: 35.3820 },
  { name: 'Govuro', province: 'Inhambane', type: 'city', parentCity: null, lat: -20.9800, lng: 35.0000 },
  { name: 'Homoíne', province: 'Inhambane', type: 'city', parentCity: null, lat: -23.8700, lng: 35.1400 },
  { name: 'Ilha de Benguerra', province: 'Inhambane', type: 'landmark', parentCity: 'Vilanculos', lat: -21.8600, lng: 35.4300 },
  { name: 'Ilha de Magaruque', province: 'Inhambane', type: 'landmark', parentCity: 'Vilanculos', lat: -21.9700, lng: 35.4200 },
  { name: 'Inhambane', province: 'Inhambane', type: 'city', parentCity: null, lat: -23.8650, lng: 35.3833 },
  { name: 'Inharrime', province: 'Inhambane', type: 'city', parentCity: null, lat: -24.4833, lng: 35.0167 },
  { name: 'Inhassoro', province: 'Inhambane', type: 'city', parentCity: null, lat: -21.5333, lng: 35.2000 },
  { name: 'Massinga', province: 'Inhambane', type: 'city', parentCity: null, lat: -23.3200, lng: 35.3850 },
  { name: 'Maxixe', province: 'Inhambane', type: 'city', parentCity: null, lat: -23.8597, lng: 35.3472 },
  { name: 'Morrumbene', province: 'Inhambane', type: 'city', parentCity: null, lat: -23.6580, lng: 35.3600 },
  { name: 'Praia da Barra', province: 'Inhambane', type: 'beach', parentCity: 'Inhambane', lat: -23.7920, lng: 35.5300 },
  { name: 'Praia de Morrungulo', province: 'Inhambane', type: 'beach', parentCity: 'Massinga', lat: -23.2330, lng: 35.4850 },
  { name: 'Praia de Pomene', province: 'Inhambane', type: 'beach', parentCity: 'Massinga', lat: -22.9300, lng: 35.5700 },
  { name: 'Praia de Vilanculos', province: 'Inhambane', type: 'beach', parentCity: 'Vilanculos', lat: -21.9950, lng: 35.3250 },
  { name: 'Praia de Závora', province: 'Inhambane', type: 'beach', parentCity: 'Inharrime', lat: -24.5150, lng: 35.2000 },
  { name: 'Praia do Tofinho', province: 'Inhambane', type: 'beach', parentCity: 'Tofo', lat: -23.8640, lng: 35.5500 },
  { name: 'Praia do Tofo', province: 'Inhambane', type: 'beach', parentCity: 'Tofo', lat: -23.8550, lng: 35.5480 },
  { name: 'Tofo', province: 'Inhambane', type: 'city', parentCity: null, lat: -23.8530, lng: 35.5450 },
  { name: 'Vilanculos', province: 'Inhambane', type: 'city', parentCity: null, lat: -21.9950, lng: 35.3167 },
  { name: 'Zavala', province: 'Inhambane', type: 'city', parentCity: null, lat: -24.7200, lng: 34.7500 },
  // Sofala
  { name: 'Aeroporto da Beira', province: 'Sofala', type: 'transport_hub', parentCity: 'Beira', lat: -19.7964, lng: 34.9076 },
  { name: 'Beira', province: 'Sofala', type: 'city', parentCity: null, lat: -19.8436, lng: 34.8389 },
  { name: 'Búzi', province: 'Sofala', type: 'city', parentCity: null, lat: -19.8830, lng: 34.6170 },
  { name: 'Caia', province: 'Sofala', type: 'city', parentCity: null, lat: -17.8200, lng: 35.3350 },
  { name: 'Catedral da Beira', province: 'Sofala', type: 'landmark', parentCity: 'Beira', lat: -19.8380, lng: 34.8520 },
  { name: 'Chaimite', province: 'Sofala', type: 'neighborhood', parentCity: 'Beira', lat: -19.8270, lng: 34.8520 },
  { name: 'Dondo', province: 'Sofala', type: 'city', parentCity: null, lat: -19.6094, lng: 34.7431 },
  { name: 'Estação Ferroviária da Beira', province: 'Sofala', type: 'transport_hub', parentCity: 'Beira', lat: -19.8335, lng: 34.8395 },
  { name: 'Farol do Macúti', province: 'Sofala', type: 'landmark', parentCity: 'Beira', lat: -19.8090, lng: 34.8930 },
  { name: 'Gorongosa', province: 'Sofala', type: 'city', parentCity: null, lat: -18.6830, lng: 34.0700 },
  { name: 'Grande Hotel da Beira', province: 'Sofala', type: 'landmark', parentCity: 'Beira', lat: -19.8420, lng: 34.8560 },
  { name: 'Inhaminga', province: 'Sofala', type: 'city', parentCity: null, lat: -18.4100, lng: 35.0000 },
  { name: 'Macúti', province: 'Sofala', type: 'neighborhood', parentCity: 'Beira', lat: -19.8130, lng: 34.8830 },
  { name: 'Manga', province: 'Sofala', type: 'neighborhood', parentCity: 'Beira', lat: -19.7700, lng: 34.8700 },
  { name: 'Marromeu', province: 'Sofala', type: 'city', parentCity: null, lat: -18.2850, lng: 35.9400 },
  { name: 'Munhava', province: 'Sofala', type: 'neighborhood', parentCity: 'Beira', lat: -19.8150, lng: 34.8450 },
  { name: 'Nhamatanda', province: 'Sofala', type: 'city', parentCity: null, lat: -19.2630, lng: 34.2140 },
  { name: 'Parque Nacional da Gorongosa', province: 'Sofala', type: 'landmark', parentCity: 'Gorongosa', lat: -18.9800, lng: 34.3500 },
  { name: 'Ponta Gêa', province: 'Sofala', type: 'neighborhood', parentCity: 'Beira', lat: -19.8420, lng: 34.8480 },
  { name: 'Porto da Beira', province: 'Sofala', type: 'transport_hub', parentCity: 'Beira', lat: -19.8220, lng: 34.8300 },
  { name: 'Praia de Macúti', province: 'Sofala', type: 'beach', parentCity: 'Beira', lat: -19.8150, lng: 34.8880 },
  { name: 'Reserva Nacional de Marromeu', province: 'Sofala', type: 'landmark', parentCity: 'Marromeu', lat: -18.5500, lng: 36.0500 },
  { name: 'Serra da Gorongosa', province: 'Sofala', type: 'landmark', parentCity: 'Gorongosa', lat: -18.4500, lng: 34.0700 },
  // Manica
  { name: 'Aeroporto de Chimoio', province: 'Manica', type: 'transport_hub', parentCity: 'Chimoio', lat: -19.1513, lng: 33.4290 },
  { name: 'Barragem de Chicamba', province: 'Manica', type: 'landmark', parentCity: 'Manica', lat: -19.1400, lng: 33.1500 },
  { name: 'Cabeça do Velho', province: 'Manica', type: 'landmark', parentCity: 'Chimoio', lat: -19.0980, lng: 33.4730 },
  { name: 'Catandica', province: 'Manica', type: 'city', parentCity: null, lat: -18.0570, lng: 33.1830 },
  { name: 'Chimoio', province: 'Manica', type: 'city', parentCity: null, lat: -19.1164, lng: 33.4833 },
  { name: 'Espungabera', province: 'Manica', type: 'city', parentCity: null, lat: -20.4570, lng: 32.7730 },
  { name: 'Gondola', province: 'Manica', type: 'city', parentCity: null, lat: -19.0620, lng: 33.6460 },
  { name: 'Machipanda', province: 'Manica', type: 'city', parentCity: null, lat: -18.9670, lng: 32.7330 },
  { name: 'Manica', province: 'Manica', type: 'city', parentCity: null, lat: -18.9360, lng: 32.8770 },
  { name: 'Monte Binga', province: 'Manica', type: 'landmark', parentCity: 'Sussundenga', lat: -19.7800, lng: 33.0600 },
  { name: 'Parque Nacional de Chimanimani', province: 'Manica', type: 'landmark', parentCity: 'Sussundenga', lat: -19.7500, lng: 33.1000 },
  { name: 'Posto Fronteiriço de Machipanda', province: 'Manica', type: 'transport_hub', parentCity: 'Machipanda', lat: -18.9830, lng: 32.7250 },
  { name: 'Sussundenga', province: 'Manica', type: 'city', parentCity: null, lat: -19.3170, lng: 33.2400 },
  // Tete
  { name: 'Aeroporto de Tete (Chingodzi)', province: 'Tete', type: 'transport_hub', parentCity: 'Tete', lat: -16.1048, lng: 33.6402 },
  { name: 'Barragem de Cahora Bassa', province: 'Tete', type: 'landmark', parentCity: 'Songo', lat: -15.5860, lng: 32.7040 },
  { name: 'Changara', province: 'Tete', type: 'city', parentCity: null, lat: -16.8330, lng: 33.2670 },
  { name: 'Lago de Cahora Bassa', province: 'Tete', type: 'landmark', parentCity: 'Songo', lat: -15.6500, lng: 31.8000 },
  { name: 'Matundo', province: 'Tete', type: 'neighborhood', parentCity: 'Tete', lat: -16.1250, lng: 33.6150 },
  { name: 'Moatize', province: 'Tete', type: 'city', parentCity: null, lat: -16.1170, lng: 33.7330 },
  { name: 'Ponte Samora Machel', province: 'Tete', type: 'landmark', parentCity: 'Tete', lat: -16.1580, lng: 33.5950 },
  { name: 'Songo', province: 'Tete', type: 'city', parentCity: null, lat: -15.6100, lng: 32.7750 },
  { name: 'Tete', province: 'Tete', type: 'city', parentCity: null, lat: -16.1564, lng: 33.5867 },
  { name: 'Ulónguè', province: 'Tete', type: 'city', parentCity: null, lat: -14.7220, lng: 34.3590 },
  { name: 'Zóbuè', province: 'Tete', type: 'city', parentCity: null, lat: -15.6000, lng: 34.4300 },
  { name: 'Zumbo', province: 'Tete', type: 'city', parentCity: null, lat: -15.6167, lng: 30.4333 },
  // Zambézia
  { name: 'Aeroporto de Quelimane', province: 'Zambézia', type: 'transport_hub', parentCity: 'Quelimane', lat: -17.8555, lng: 36.8691 },
  { name: 'Alto Molócuè', province: 'Zambézia', type: 'city', parentCity: null, lat: -15.6330, lng: 37.6830 },
  { name: 'Catedral Velha de Quelimane', province: 'Zambézia', type: 'landmark', parentCity: 'Quelimane', lat: -17.8790, lng: 36.8860 },
  { name: 'Chinde', province: 'Zambézia', type: 'city', parentCity: null, lat: -18.5830, lng: 36.4670 },
  { name: 'Gurué', province: 'Zambézia', type: 'city', parentCity: null, lat: -15.4667, lng: 36.9833 },
  { name: 'Maganja da Costa', province: 'Zambézia', type: 'city', parentCity: null, lat: -17.3110, lng: 37.5030 },
  { name: 'Milange', province: 'Zambézia', type: 'city', parentCity: null, lat: -16.0990, lng: 35.7720 },
  { name: 'Mocuba', province: 'Zambézia', type: 'city', parentCity: null, lat: -16.8400, lng: 36.9850 },
  { name: 'Monte Namúli', province: 'Zambézia', type: 'landmark', parentCity: 'Gurué', lat: -15.3700, lng: 37.0600 },
  { name: 'Morrumbala', province: 'Zambézia', type: 'city', parentCity: null, lat: -17.3330, lng: 35.5830 },
  { name: 'Nicoadala', province: 'Zambézia', type: 'city', parentCity: null, lat: -17.6070, lng: 36.8190 },
  { name: 'Pebane', province: 'Zambézia', type: 'city', parentCity: null, lat: -17.2630, lng: 38.1480 },
  { name: 'Porto de Quelimane', province: 'Zambézia', type: 'transport_hub', parentCity: 'Quelimane', lat: -17.8800, lng: 36.8750 },
  { name: 'Praia de Zalala', province: 'Zambézia', type: 'beach', parentCity: 'Quelimane', lat: -17.8300, lng: 37.1000 },
  { name: 'Quelimane', province: 'Zambézia', type: 'city', parentCity: null, lat: -17.8786, lng: 36.8883 },
  // Nampula
  { name: 'Aeroporto de Nacala', province: 'Nampula', type: 'transport_hub', parentCity: 'Nacala', lat: -14.4882, lng: 40.7122 },
  { name: 'Aeroporto de Nampula', province: 'Nampula', type: 'transport_hub', parentCity: 'Nampula', lat: -15.1056, lng: 39.2818 },
  { name: 'Angoche', province: 'Nampula', type: 'city', parentCity: null, lat: -16.2325, lng: 39.9086 },
  { name: 'Catedral de Nampula', province: 'Nampula', type: 'landmark', parentCity: 'Nampula', lat: -15.1170, lng: 39.2680 },
  { name: 'Estação Ferroviária de Nampula', province: 'Nampula', type: 'transport_hub', parentCity: 'Nampula', lat: -15.1190, lng: 39.2640 },
  { name: 'Fortaleza de São Sebastião', province: 'Nampula', type: 'landmark', parentCity: 'Ilha de Moçambique', lat: -15.0300, lng: 40.7380 },
  { name: 'Ilha de Moçambique', province: 'Nampula', type: 'city', parentCity: null, lat: -15.0342, lng: 40.7358 },
  { name: 'Malema', province: 'Nampula', type: 'city', parentCity: null, lat: -14.9500, lng: 37.4200 },
  { name: 'Monapo', province: 'Nampula', type: 'city', parentCity: null, lat: -14.9139, lng: 40.3553 },
  { name: 'Mossuril', province: 'Nampula', type: 'city', parentCity: null, lat: -14.9670, lng: 40.6670 },
  { name: 'Muahivire', province: 'Nampula', type: 'neighborhood', parentCity: 'Nampula', lat: -15.1000, lng: 39.2550 },
  { name: 'Nacala', province: 'Nampula', type: 'city', parentCity: null, lat: -14.5428, lng: 40.6728 },
  { name: 'Namapa', province: 'Nampula', type: 'city', parentCity: null, lat: -13.7170, lng: 39.8330 },
  { name: 'Namialo', province: 'Nampula', type: 'city', parentCity: null, lat: -14.9300, lng: 39.9600 },
  { name: 'Namicopo', province: 'Nampula', type: 'neighborhood', parentCity: 'Nampula', lat: -15.0900, lng: 39.2900 },
  { name: 'Nampula', province: 'Nampula', type: 'city', parentCity: null, lat: -15.1165, lng: 39.2666 },
  { name: 'Palácio de São Paulo', province: 'Nampula', type: 'landmark', parentCity: 'Ilha de Moçambique', lat: -15.0350, lng: 40.7360 },
  { name: 'Ponte da Ilha de Moçambique', province: 'Nampula', type: 'landmark', parentCity: 'Ilha de Moçambique', lat: -15.0350, lng: 40.7000 },
  { name: 'Porto de Nacala', province: 'Nampula', type: 'transport_hub', parentCity: 'Nacala', lat: -14.5400, lng: 40.6650 },
  { name: 'Praia de Chocas', province: 'Nampula', type: 'beach', parentCity: 'Mossuril', lat: -14.9900, lng: 40.7600 },
  { name: 'Ribáuè', province: 'Nampula', type: 'city', parentCity: null, lat: -14.9700, lng: 38.2700 },
  // Cabo Delgado
  { name: 'Aeroporto de Pemba', province: 'Cabo Delgado', type: 'transport_hub', parentCity: 'Pemba', lat: -12.9918, lng: 40.5240 },
  { name: 'Ancuabe', province: 'Cabo Delgado', type: 'city', parentCity: null, lat: -12.9700, lng: 39.8600 },
  { name: 'Arquipélago das Quirimbas', province: 'Cabo Delgado', type: 'landmark', parentCity: 'Quissanga', lat: -12.2500, lng: 40.6000 },
  { name: 'Ilha de Matemo', province: 'Cabo Delgado', type: 'landmark', parentCity: 'Quissanga', lat: -12.2100, lng: 40.5900 },
  { name: 'Ilha de Vamizi', province: 'Cabo Delgado', type: 'landmark', parentCity: 'Palma', lat: -11.0300, lng: 40.6700 },
  { name: 'Ilha do Ibo', province: 'Cabo Delgado', type: 'landmark', parentCity: 'Quissanga', lat: -12.3460, lng: 40.5960 },
  { name: 'Macomia', province: 'Cabo Delgado', type: 'city', parentCity: null, lat: -12.2460, lng: 40.1290 },
  { name: 'Mocímboa da Praia', province: 'Cabo Delgado', type: 'city', parentCity: null, lat: -11.3450, lng: 40.3540 },
  { name: 'Montepuez', province: 'Cabo Delgado', type: 'city', parentCity: null, lat: -13.1256, lng: 38.9997 },
  { name: 'Mueda', province: 'Cabo Delgado', type: 'city', parentCity: null, lat: -11.6630, lng: 39.5500 },
  { name: 'Palma', province: 'Cabo Delgado', type: 'city', parentCity: null, lat: -10.7760, lng: 40.4730 },
  { name: 'Paquitequete', province: 'Cabo Delgado', type: 'neighborhood', parentCity: 'Pemba', lat: -12.9610, lng: 40.4930 },
  { name: 'Parque Nacional das Quirimbas', province: 'Cabo Delgado', type: 'landmark', parentCity: 'Ancuabe', lat: -12.6000, lng: 39.9000 },
  { name: 'Pemba', province: 'Cabo Delgado', type: 'city', parentCity: null, lat: -12.9740, lng: 40.5178 },
  { name: 'Porto de Pemba', province: 'Cabo Delgado', type: 'transport_hub', parentCity: 'Pemba', lat: -12.9620, lng: 40.4880 },
  { name: 'Praia de Murrébuè', province: 'Cabo Delgado', type: 'beach', parentCity: 'Pemba', lat: -13.0600, lng: 40.5500 },
  { name: 'Praia de Wimbi', province: 'Cabo Delgado', type: 'beach', parentCity: 'Pemba', lat: -12.9580, lng: 40.5450 },
  { name: 'Quissanga', province: 'Cabo Delgado', type: 'city', parentCity: null, lat: -12.4330, lng: 40.5000 },
  // Niassa
  { name: 'Aeroporto de Cuamba', province: 'Niassa', type: 'transport_hub', parentCity: 'Cuamba', lat: -14.8150, lng: 36.5300 },
  { name: 'Aeroporto de Lichinga', province: 'Niassa', type: 'transport_hub', parentCity: 'Lichinga', lat: -13.2739, lng: 35.2663 },
  { name: 'Cóbuè', province: 'Niassa', type: 'city', parentCity: null, lat: -12.0790, lng: 34.7780 },
  { name: 'Cuamba', province: 'Niassa', type: 'city', parentCity: null, lat: -14.8031, lng: 36.5372 },
  { name: 'Estação Ferroviária de Cuamba', province: 'Niassa', type: 'transport_hub', parentCity: 'Cuamba', lat: -14.8000, lng: 36.5400 },
  { name: 'Lago Niassa', province: 'Niassa', type: 'landmark', parentCity: 'Metangula', lat: -12.6000, lng: 34.7500 },
  { name: 'Lichinga', province: 'Niassa', type: 'city', parentCity: null, lat: -13.3128, lng: 35.2406 },
  { name: 'Mandimba', province: 'Niassa', type: 'city', parentCity: null, lat: -14.3530, lng: 35.6480 },
  { name: 'Marrupa', province: 'Niassa', type: 'city', parentCity: null, lat: -13.1950, lng: 37.5000 },
  { name: 'Maúa', province: 'Niassa', type: 'city', parentCity: null, lat: -13.8530, lng: 37.1570 },
  { name: 'Meponda', province: 'Niassa', type: 'city', parentCity: null, lat: -13.3900, lng: 34.8700 },
  { name: 'Metangula', province: 'Niassa', type: 'city', parentCity: null, lat: -12.6990, lng: 34.8080 },
  { name: 'Praia de Chuwanga', province: 'Niassa', type: 'beach', parentCity: 'Metangula', lat: -12.7800, lng: 34.8300 },
  { name: 'Reserva Nacional do Niassa', province: 'Niassa', type: 'landmark', parentCity: 'Marrupa', lat: -12.1000, lng: 37.7000 },
];
