/**
 * @module Demo stays (issue 4): 40 establishments in Maputo, Tofo, Vilanculos, Bilene, Inhambane, Beira, Ilha de
 * Moçambique, Pemba, Chimoio and Nampula, run by hotel@demo.co.mz and three other demo managers, each with 2 to 4
 * room types at believable MZN rates, and some stays of demo clients (paid, past and upcoming) with their room
 * nights. Deterministic (seeded PRNG). Idempotent: nothing is added once the demo establishments exist.
 * No images are shipped (the apps show a placeholder); `images` stays empty.
 */
import type { Db, Sql } from '../lib/db.ts';
import { addDays, todayInMaputo } from '../lib/time.ts';
import { computeAmounts, getFeeBps } from '../domains/billing/billing.service.ts';
import { insertEstablishment, insertRoomType, takeNights } from '../domains/stays/stays.repo.ts';
import { type DemoUser, upsertDemoAccounts } from './demo-users.ts';
import { mulberry32 } from './rides.ts';

/** The other demo accommodation managers (verified). */
export const DEMO_MANAGERS: readonly DemoUser[] = [
  {
    email: 'sonia.manjate@demo.co.mz',
    firstName: 'Sónia',
    lastName: 'Manjate',
    phone: '+258843334455',
    city: 'Maputo',
    roles: ['client', 'hotel_manager'],
    verified: true,
  },
  {
    email: 'rui.tembe@demo.co.mz',
    firstName: 'Rui',
    lastName: 'Tembe',
    phone: '+258826667788',
    city: 'Beira',
    roles: ['client', 'hotel_manager'],
    verified: true,
  },
  {
    email: 'fatima.issufo@demo.co.mz',
    firstName: 'Fátima',
    lastName: 'Issufo',
    phone: '+258867776655',
    city: 'Nampula',
    roles: ['client', 'hotel_manager'],
    verified: true,
  },
];

type Kind = 'hotel' | 'guesthouse' | 'apartment' | 'lodge';

interface DemoEstablishment {
  name: string;
  kind: Kind;
  /** The place name (places table). */
  place: string;
  address: string;
  description: string;
  manager: string;
  amenities: string[];
  seaView?: boolean;
  instantBooking?: boolean;
  freeCancellation?: boolean;
}

const HOTEL = 'hotel@demo.co.mz';
const SONIA = 'sonia.manjate@demo.co.mz';
const RUI = 'rui.tembe@demo.co.mz';
const FATIMA = 'fatima.issufo@demo.co.mz';

const BEACH = ['Wi-Fi', 'Pequeno-almoço', 'Acesso à praia', 'Estacionamento'];
const CITY = ['Wi-Fi', 'Ar condicionado', 'Pequeno-almoço', 'Estacionamento'];

export const DEMO_ESTABLISHMENTS: readonly DemoEstablishment[] = [
  // Tofo (hotel@demo.co.mz: the manager confirms paid stays of Casa do Mar)
  {
    name: 'Casa do Mar Tofo',
    kind: 'guesthouse',
    place: 'Tofo',
    address: 'Avenida Marginal, Praia do Tofo',
    description:
      'Casa de praia a 50 metros do mar, com terraço, pequeno-almoço caseiro e mergulho com tubarões-baleia.',
    manager: HOTEL,
    amenities: [...BEACH, 'Terraço'],
    seaView: true,
    instantBooking: false,
  },
  {
    name: 'Tofo Beach Lodge',
    kind: 'lodge',
    place: 'Tofo',
    address: 'Praia do Tofo, junto ao mercado',
    description: 'Chalés de madeira sobre as dunas, restaurante de marisco e centro de mergulho.',
    manager: HOTEL,
    amenities: [...BEACH, 'Restaurante', 'Centro de mergulho'],
    seaView: true,
    instantBooking: false,
  },
  {
    name: 'Pensão Baleia Azul',
    kind: 'guesthouse',
    place: 'Tofo',
    address: 'Rua da Praia, Tofo',
    description: 'Pensão simples e acolhedora, a dois minutos da praia, ideal para mergulhadores.',
    manager: HOTEL,
    amenities: ['Wi-Fi', 'Cozinha partilhada', 'Acesso à praia'],
  },
  {
    name: 'Apartamentos Tofinho',
    kind: 'apartment',
    place: 'Praia do Tofinho',
    address: 'Estrada do Tofinho',
    description: 'Apartamentos equipados com vista para a ponta do Tofinho, perfeitos para famílias.',
    manager: HOTEL,
    amenities: ['Wi-Fi', 'Cozinha equipada', 'Estacionamento'],
    seaView: true,
  },
  // Inhambane
  {
    name: 'Hotel Casa Rex',
    kind: 'hotel',
    place: 'Inhambane',
    address: 'Avenida da Independência, Inhambane',
    description: 'Hotel colonial restaurado com vista para a baía de Inhambane e piscina no jardim.',
    manager: HOTEL,
    amenities: [...CITY, 'Piscina'],
    seaView: true,
  },
  {
    name: 'Pensão Pachiça',
    kind: 'guesthouse',
    place: 'Inhambane',
    address: 'Rua 1.º de Maio, Baixa de Inhambane',
    description: 'Pensão familiar no centro histórico, perto da Catedral Velha e do cais.',
    manager: HOTEL,
    amenities: ['Wi-Fi', 'Pequeno-almoço'],
  },
  {
    name: 'Barra Reef Lodge',
    kind: 'lodge',
    place: 'Praia da Barra',
    address: 'Praia da Barra, Inhambane',
    description: 'Lodge à beira do recife da Barra, com passeios de barco e kitesurf.',
    manager: HOTEL,
    amenities: [...BEACH, 'Restaurante', 'Piscina'],
    seaView: true,
  },
  // Vilanculos
  {
    name: 'Vilanculos Bay Hotel',
    kind: 'hotel',
    place: 'Vilanculos',
    address: 'Avenida Eduardo Mondlane, Vilanculos',
    description: 'Hotel à beira-mar com vista para o arquipélago de Bazaruto e excursões de dhow.',
    manager: HOTEL,
    amenities: [...BEACH, 'Piscina', 'Restaurante', 'Bar'],
    seaView: true,
  },
  {
    name: 'Casa Azul Vilanculos',
    kind: 'guesthouse',
    place: 'Vilanculos',
    address: 'Bairro Chibuene, Vilanculos',
    description: 'Casa de hóspedes tranquila com jardim tropical, a 5 minutos da praia.',
    manager: HOTEL,
    amenities: ['Wi-Fi', 'Pequeno-almoço', 'Jardim'],
  },
  {
    name: 'Bazaruto Dhow Lodge',
    kind: 'lodge',
    place: 'Praia de Vilanculos',
    address: 'Praia de Vilanculos, Sul',
    description: 'Bungalows de palha sobre a areia e saídas diárias de dhow para as ilhas.',
    manager: HOTEL,
    amenities: [...BEACH, 'Restaurante', 'Passeios de dhow'],
    seaView: true,
  },
  {
    name: 'Apartamentos Marés',
    kind: 'apartment',
    place: 'Vilanculos',
    address: 'Rua dos Pescadores, Vilanculos',
    description: 'Apartamentos modernos com cozinha e varanda, ideais para estadias longas.',
    manager: HOTEL,
    amenities: ['Wi-Fi', 'Cozinha equipada', 'Ar condicionado'],
  },
  // Bilene
  {
    name: 'Bilene Lagoon Resort',
    kind: 'hotel',
    place: 'Bilene',
    address: 'Avenida da Lagoa, Praia do Bilene',
    description: 'Hotel junto à lagoa de águas calmas, com desportos náuticos e piscina.',
    manager: HOTEL,
    amenities: [...BEACH, 'Piscina', 'Desportos náuticos'],
    seaView: true,
  },
  {
    name: 'Pensão Lagoa Azul',
    kind: 'guesthouse',
    place: 'Bilene',
    address: 'Rua Principal, Bilene',
    description: 'Pensão económica a poucos passos da lagoa, com grelhador e estacionamento.',
    manager: HOTEL,
    amenities: ['Wi-Fi', 'Estacionamento', 'Grelhador'],
  },
  {
    name: 'Chalés Uembje',
    kind: 'lodge',
    place: 'Lagoa Uembje',
    address: 'Margem sul da Lagoa Uembje, Bilene',
    description: 'Chalés familiares entre casuarinas, com cais privado para canoas.',
    manager: HOTEL,
    amenities: ['Wi-Fi', 'Cais privado', 'Estacionamento'],
    seaView: true,
  },
  // Maputo
  {
    name: 'Hotel Polana Mar',
    kind: 'hotel',
    place: 'Polana',
    address: 'Avenida Julius Nyerere, Polana, Maputo',
    description: 'Hotel clássico sobre a baía de Maputo, com piscina, spa e centro de negócios.',
    manager: SONIA,
    amenities: [...CITY, 'Piscina', 'Spa', 'Ginásio'],
    seaView: true,
  },
  {
    name: 'Baixa Boutique Hotel',
    kind: 'hotel',
    place: 'Baixa',
    address: 'Rua da Mesquita, Baixa, Maputo',
    description: 'Hotel boutique num edifício histórico da Baixa, perto da Fortaleza e do Mercado Central.',
    manager: SONIA,
    amenities: [...CITY, 'Bar'],
  },
  {
    name: 'Residencial Sommerschield',
    kind: 'guesthouse',
    place: 'Sommerschield',
    address: 'Rua Kibiriti Diwane, Sommerschield, Maputo',
    description: 'Residencial sossegada num bairro arborizado, com jardim e pequeno-almoço.',
    manager: SONIA,
    amenities: [...CITY, 'Jardim'],
  },
  {
    name: 'Apartamentos Costa do Sol',
    kind: 'apartment',
    place: 'Costa do Sol',
    address: 'Avenida da Marginal, Costa do Sol, Maputo',
    description: 'Apartamentos mobilados em frente à praia da Costa do Sol, com varanda e garagem.',
    manager: SONIA,
    amenities: ['Wi-Fi', 'Cozinha equipada', 'Garagem'],
    seaView: true,
  },
  {
    name: 'Hotel Avenida Maputo',
    kind: 'hotel',
    place: 'Maputo',
    address: 'Avenida 24 de Julho, Maputo',
    description: 'Hotel de negócios no centro, com salas de reunião e restaurante.',
    manager: SONIA,
    amenities: [...CITY, 'Salas de reunião', 'Restaurante'],
  },
  {
    name: 'Pensão Malhangalene',
    kind: 'guesthouse',
    place: 'Maputo',
    address: 'Rua de Tchamba, Malhangalene, Maputo',
    description: 'Pensão económica e limpa, bem servida de chapas para toda a cidade.',
    manager: SONIA,
    amenities: ['Wi-Fi', 'Ventoinha'],
  },
  {
    name: 'Catembe Bay Lodge',
    kind: 'lodge',
    place: 'Maputo',
    address: 'Catembe, do outro lado da ponte, Maputo',
    description: 'Lodge com vista para a cidade a partir da Catembe, piscina e restaurante de marisco.',
    manager: SONIA,
    amenities: [...BEACH, 'Piscina', 'Restaurante'],
    seaView: true,
  },
  {
    name: 'Apartamentos Sommerschield II',
    kind: 'apartment',
    place: 'Sommerschield',
    address: 'Avenida Kenneth Kaunda, Sommerschield, Maputo',
    description: 'Apartamentos T1 a T3 com serviço de limpeza e segurança 24 horas.',
    manager: SONIA,
    amenities: ['Wi-Fi', 'Cozinha equipada', 'Segurança 24 h'],
  },
  // Beira
  {
    name: 'Hotel Macúti Praia',
    kind: 'hotel',
    place: 'Beira',
    address: 'Avenida das FPLM, Macúti, Beira',
    description: 'Hotel junto à praia do Macúti e ao farol, com piscina e restaurante.',
    manager: RUI,
    amenities: [...CITY, 'Piscina', 'Restaurante'],
    seaView: true,
  },
  {
    name: 'Residencial Chaimite',
    kind: 'guesthouse',
    place: 'Beira',
    address: 'Rua Major Serpa Pinto, Beira',
    description: 'Residencial no centro da Beira, perto da Praça do Município.',
    manager: RUI,
    amenities: ['Wi-Fi', 'Ar condicionado'],
  },
  {
    name: 'Apartamentos Ponta Gêa',
    kind: 'apartment',
    place: 'Beira',
    address: 'Avenida Eduardo Mondlane, Ponta Gêa, Beira',
    description: 'Apartamentos amplos com gerador e água garantida, perto do Clube Náutico.',
    manager: RUI,
    amenities: ['Wi-Fi', 'Cozinha equipada', 'Gerador'],
  },
  {
    name: 'Beira Terrace Hotel',
    kind: 'hotel',
    place: 'Beira',
    address: 'Rua Correia de Brito, Beira',
    description: 'Hotel moderno com terraço panorâmico sobre o porto da Beira.',
    manager: RUI,
    amenities: [...CITY, 'Terraço', 'Ginásio'],
  },
  // Chimoio
  {
    name: 'Hotel Cabeça do Velho',
    kind: 'hotel',
    place: 'Chimoio',
    address: 'Avenida 25 de Setembro, Chimoio',
    description: 'Hotel com vista para o monte Cabeça do Velho, ponto de partida para as montanhas de Manica.',
    manager: RUI,
    amenities: [...CITY, 'Restaurante'],
  },
  {
    name: 'Pensão Manica',
    kind: 'guesthouse',
    place: 'Chimoio',
    address: 'Rua do Bagamoyo, Chimoio',
    description: 'Pensão acolhedora no centro de Chimoio, com pequeno-almoço regional.',
    manager: RUI,
    amenities: ['Wi-Fi', 'Pequeno-almoço'],
  },
  {
    name: 'Chimoio Garden Lodge',
    kind: 'lodge',
    place: 'Chimoio',
    address: 'Estrada Nacional 6, saída para Manica, Chimoio',
    description: 'Chalés num jardim de mangueiras, piscina e parque infantil.',
    manager: RUI,
    amenities: ['Wi-Fi', 'Piscina', 'Jardim', 'Estacionamento'],
  },
  // Ilha de Moçambique
  {
    name: 'Casa Amarela da Ilha',
    kind: 'guesthouse',
    place: 'Ilha de Moçambique',
    address: 'Rua dos Arcos, Cidade de Pedra, Ilha de Moçambique',
    description: 'Casa de hóspedes numa casa setecentista da Cidade de Pedra, património da UNESCO.',
    manager: FATIMA,
    amenities: ['Wi-Fi', 'Pequeno-almoço', 'Terraço'],
    seaView: true,
  },
  {
    name: 'Hotel Fortaleza',
    kind: 'hotel',
    place: 'Ilha de Moçambique',
    address: 'Largo da Fortaleza de São Sebastião, Ilha de Moçambique',
    description: 'Hotel de charme junto à Fortaleza de São Sebastião, com piscina e vista para o canal.',
    manager: FATIMA,
    amenities: [...CITY, 'Piscina'],
    seaView: true,
  },
  {
    name: 'Pensão Macuti',
    kind: 'guesthouse',
    place: 'Ilha de Moçambique',
    address: 'Bairro Macuti, Ilha de Moçambique',
    description: 'Pensão simples no bairro de macuti, com quartos frescos e cozinha partilhada.',
    manager: FATIMA,
    amenities: ['Wi-Fi', 'Cozinha partilhada'],
  },
  {
    name: 'Apartamentos Palácio',
    kind: 'apartment',
    place: 'Ilha de Moçambique',
    address: 'Rua do Palácio de São Paulo, Ilha de Moçambique',
    description: 'Apartamentos restaurados com tectos altos, a dois passos do Palácio de São Paulo.',
    manager: FATIMA,
    amenities: ['Wi-Fi', 'Cozinha equipada', 'Ar condicionado'],
  },
  // Nampula
  {
    name: 'Hotel Nampula Centro',
    kind: 'hotel',
    place: 'Nampula',
    address: 'Avenida Paulo Samuel Kankhomba, Nampula',
    description: 'Hotel de negócios no centro, perto da Catedral e do Museu Nacional de Etnologia.',
    manager: FATIMA,
    amenities: [...CITY, 'Restaurante', 'Salas de reunião'],
  },
  {
    name: 'Residencial Monte Nampula',
    kind: 'guesthouse',
    place: 'Nampula',
    address: 'Rua dos Continuadores, Nampula',
    description: 'Residencial tranquila com jardim e estacionamento vigiado.',
    manager: FATIMA,
    amenities: ['Wi-Fi', 'Estacionamento'],
  },
  {
    name: 'Apartamentos Muahivire',
    kind: 'apartment',
    place: 'Nampula',
    address: 'Bairro Muahivire, Nampula',
    description: 'Apartamentos com cozinha, gerador e segurança, para estadias de trabalho.',
    manager: FATIMA,
    amenities: ['Wi-Fi', 'Cozinha equipada', 'Gerador'],
  },
  // Pemba
  {
    name: 'Wimbe Beach Hotel',
    kind: 'hotel',
    place: 'Pemba',
    address: 'Avenida Marginal, Praia do Wimbe, Pemba',
    description: 'Hotel de praia em Wimbe, com piscina infinita e mergulho nos recifes de Cabo Delgado.',
    manager: FATIMA,
    amenities: [...BEACH, 'Piscina', 'Centro de mergulho'],
    seaView: true,
  },
  {
    name: 'Pemba Bay Lodge',
    kind: 'lodge',
    place: 'Pemba',
    address: 'Estrada do Farol, Pemba',
    description: 'Chalés virados para a baía de Pemba, uma das maiores baías naturais do mundo.',
    manager: FATIMA,
    amenities: [...BEACH, 'Restaurante'],
    seaView: true,
  },
  {
    name: 'Pensão Paquitequete',
    kind: 'guesthouse',
    place: 'Pemba',
    address: 'Bairro Paquitequete, Pemba',
    description: 'Pensão económica perto do mercado e da praia dos pescadores.',
    manager: FATIMA,
    amenities: ['Wi-Fi', 'Ventoinha'],
  },
  {
    name: 'Apartamentos Wimbe Sol',
    kind: 'apartment',
    place: 'Pemba',
    address: 'Rua do Wimbe, Pemba',
    description: 'Apartamentos a 100 metros da praia do Wimbe, com varanda e cozinha.',
    manager: FATIMA,
    amenities: ['Wi-Fi', 'Cozinha equipada', 'Acesso à praia'],
    seaView: true,
  },
];

/** Typical rate of a double room per night by place (MT). */
const BASE_RATE: Record<string, number> = {
  'Tofo': 3200,
  'Praia do Tofinho': 3000,
  'Inhambane': 2400,
  'Praia da Barra': 3400,
  'Vilanculos': 3800,
  'Praia de Vilanculos': 4200,
  'Bilene': 2800,
  'Lagoa Uembje': 2600,
  'Polana': 6500,
  'Baixa': 4500,
  'Sommerschield': 4200,
  'Costa do Sol': 4000,
  'Maputo': 3800,
  'Beira': 3300,
  'Chimoio': 2300,
  'Ilha de Moçambique': 3000,
  'Nampula': 2600,
  'Pemba': 4000,
};
const KIND_FACTOR: Record<Kind, number> = { hotel: 1.2, guesthouse: 0.7, apartment: 1.0, lodge: 1.1 };

interface RoomTemplate {
  name: string;
  kind: 'standard' | 'suite';
  factor: number;
  occupancy: number;
  bed: string;
  size: number;
  balcony: boolean;
  description: string;
}

const ROOMS: Record<Kind, RoomTemplate[]> = {
  hotel: [
    {
      name: 'Quarto Standard',
      kind: 'standard',
      factor: 1,
      occupancy: 2,
      bed: 'Cama de casal',
      size: 22,
      balcony: false,
      description: 'Quarto confortável com casa de banho privativa.',
    },
    {
      name: 'Quarto Duplo Superior',
      kind: 'standard',
      factor: 1.3,
      occupancy: 2,
      bed: 'Duas camas de solteiro',
      size: 28,
      balcony: true,
      description: 'Quarto amplo com varanda e zona de estar.',
    },
    {
      name: 'Quarto Familiar',
      kind: 'standard',
      factor: 1.7,
      occupancy: 4,
      bed: 'Cama de casal e beliche',
      size: 36,
      balcony: false,
      description: 'Quarto para famílias com duas crianças.',
    },
    {
      name: 'Suite Executiva',
      kind: 'suite',
      factor: 2.4,
      occupancy: 2,
      bed: 'Cama king size',
      size: 48,
      balcony: true,
      description: 'Suite com sala separada, banheira e vista privilegiada.',
    },
  ],
  guesthouse: [
    {
      name: 'Quarto Simples',
      kind: 'standard',
      factor: 0.7,
      occupancy: 1,
      bed: 'Cama de solteiro',
      size: 12,
      balcony: false,
      description: 'Quarto individual, casa de banho partilhada.',
    },
    {
      name: 'Quarto Duplo',
      kind: 'standard',
      factor: 1,
      occupancy: 2,
      bed: 'Cama de casal',
      size: 16,
      balcony: false,
      description: 'Quarto duplo com casa de banho privativa.',
    },
    {
      name: 'Quarto Familiar',
      kind: 'standard',
      factor: 1.5,
      occupancy: 4,
      bed: 'Cama de casal e duas de solteiro',
      size: 26,
      balcony: true,
      description: 'Quarto espaçoso para famílias ou grupos.',
    },
  ],
  apartment: [
    {
      name: 'Apartamento T1',
      kind: 'standard',
      factor: 1,
      occupancy: 2,
      bed: 'Cama de casal',
      size: 45,
      balcony: true,
      description: 'Sala, cozinha equipada e um quarto.',
    },
    {
      name: 'Apartamento T2',
      kind: 'standard',
      factor: 1.5,
      occupancy: 4,
      bed: 'Cama de casal e duas de solteiro',
      size: 70,
      balcony: true,
      description: 'Dois quartos, sala e cozinha equipada.',
    },
    {
      name: 'Apartamento T3',
      kind: 'suite',
      factor: 2,
      occupancy: 6,
      bed: 'Duas camas de casal e duas de solteiro',
      size: 95,
      balcony: true,
      description: 'Três quartos para famílias grandes ou grupos.',
    },
  ],
  lodge: [
    {
      name: 'Chalé de Praia',
      kind: 'standard',
      factor: 1,
      occupancy: 2,
      bed: 'Cama de casal',
      size: 30,
      balcony: true,
      description: 'Chalé de madeira com alpendre.',
    },
    {
      name: 'Chalé Familiar',
      kind: 'standard',
      factor: 1.6,
      occupancy: 4,
      bed: 'Cama de casal e beliche',
      size: 42,
      balcony: true,
      description: 'Chalé com dois quartos e alpendre.',
    },
    {
      name: 'Bungalow Vista Mar',
      kind: 'suite',
      factor: 2.1,
      occupancy: 2,
      bed: 'Cama king size',
      size: 50,
      balcony: true,
      description: 'Bungalow com deck privado e vista para o mar.',
    },
  ],
};

/** Rounds a rate in MT to 50 MT and returns centavos. */
const rateCents = (mt: number) => Math.max(50, Math.round(mt / 50) * 50) * 100;

function seedDemoManagers(sql: Db): Promise<Map<string, string>> {
  return upsertDemoAccounts(sql, DEMO_MANAGERS.map((u) => ({ ...u, verified: true })));
}

/**
 * Seeds the demo establishments, room types and stays, unless hotel@demo.co.mz already has establishments.
 * @param users uids of the demo accounts by e-mail (from seedDemoUsers)
 * @returns how many establishments were added
 */
export async function seedDemoStays(sql: Sql, users: ReadonlyMap<string, string>, now = new Date()): Promise<number> {
  const hotel = users.get(HOTEL);
  if (!hotel) return 0;
  const [existing] = await sql`select 1 from establishments where manager_id = ${hotel} limit 1`;
  if (existing) return 0;
  const managers = new Map([[HOTEL, hotel], ...await seedDemoManagers(sql)]);
  const places = new Map(
    (await sql<{ id: number; name: string; lat: number; lng: number }[]>`select id, name, lat, lng from places`)
      .map((p) => [p.name, p]),
  );
  const random = mulberry32(4004);
  const roomTypes: { id: string; price: number; rooms: number; occupancy: number; managerId: string; est: string }[] =
    [];
  for (const [i, e] of DEMO_ESTABLISHMENTS.entries()) {
    const place = places.get(e.place);
    const managerId = managers.get(e.manager)!;
    // A few hundred metres around the place, so the establishments of one place do not share coordinates.
    const jitter = () => (random() - 0.5) * 0.01;
    const id = await insertEstablishment(sql, {
      managerId,
      name: e.name,
      kind: e.kind,
      placeId: place?.id ?? null,
      address: e.address,
      description: e.description,
      phone: `+25884${String(1000000 + Math.floor(random() * 8999999)).slice(0, 7)}`,
      email: `reservas@${
        e.name.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/[^a-z0-9]+/g, '')
      }.co.mz`,
      website: null,
      lat: place ? Math.round((place.lat + jitter()) * 1e5) / 1e5 : null,
      lng: place ? Math.round((place.lng + jitter()) * 1e5) / 1e5 : null,
      checkInTime: '14:00',
      checkOutTime: e.kind === 'apartment' ? '11:00' : '12:00',
      freeCancellation: e.freeCancellation ?? true,
      // Demo policies (ADR 0024): without free cancellation strict, else every third moderate, the rest flexible.
      cancellationPolicy: e.freeCancellation === false ? 'strict' : i % 3 === 1 ? 'moderate' : 'flexible',
      instantBooking: e.instantBooking ?? true,
      amenities: e.amenities,
      images: [],
    });
    const templates = ROOMS[e.kind];
    const count = Math.min(templates.length, 2 + Math.floor(random() * 3)); // 2 to 4
    const base = (BASE_RATE[e.place] ?? 3000) * KIND_FACTOR[e.kind];
    for (const t of templates.slice(0, count)) {
      const seaView = !!e.seaView && (t.kind === 'suite' || random() < 0.5);
      const price = rateCents(base * t.factor * (0.9 + random() * 0.2) * (seaView ? 1.15 : 1));
      const rooms = e.kind === 'apartment' ? 1 + Math.floor(random() * 3) : 2 + Math.floor(random() * 8);
      const rtId = await insertRoomType(sql, {
        establishmentId: id,
        name: seaView && t.kind === 'standard' ? `${t.name} Vista Mar` : t.name,
        kind: t.kind,
        description: t.description,
        pricePerNightCents: price,
        maxOccupancy: t.occupancy,
        totalRooms: rooms,
        bedType: t.bed,
        sizeM2: t.size,
        hasBalcony: t.balcony,
        hasSeaView: seaView,
        amenities: seaView ? ['Vista mar'] : [],
        images: [],
        isActive: true,
        minNights: 1,
      });
      roomTypes.push({ id: rtId, price, rooms, occupancy: t.occupancy, managerId, est: id });
    }
  }
  await seedDemoStayBookings(sql, users, roomTypes, random, now);
  return DEMO_ESTABLISHMENTS.length;
}

/**
 * Stays of the demo clients: about 120 over the weeks around today (completed when over, confirmed otherwise, a few
 * cancelled), each paid by card or M-Pesa, with their room nights taken.
 */
async function seedDemoStayBookings(
  sql: Sql,
  users: ReadonlyMap<string, string>,
  roomTypes: readonly { id: string; price: number; rooms: number; occupancy: number; managerId: string; est: string }[],
  random: () => number,
  now: Date,
) {
  const guests = ['cliente@demo.co.mz', 'eventos@demo.co.mz', 'motorista@demo.co.mz']
    .map((e) => users.get(e)).filter((x): x is string => !!x);
  if (guests.length === 0) return;
  const bps = await getFeeBps(sql);
  const today = todayInMaputo(now);
  await seedReviewableStay(sql, users, roomTypes, bps, today);
  for (let i = 0; i < 120; i++) {
    const rt = roomTypes[Math.floor(random() * roomTypes.length)]!;
    const userId = guests[i % 5 === 0 ? 0 : Math.floor(random() * guests.length)]!;
    const checkIn = addDays(today, -25 + Math.floor(random() * 70));
    const nights = 1 + Math.floor(random() * 5);
    const checkOut = addDays(checkIn, nights);
    const cancelled = random() < 0.08;
    const status = cancelled ? 'cancelled' : checkOut <= today ? 'completed' : 'confirmed';
    const amounts = computeAmounts(rt.price * nights, bps);
    await sql.begin(async (tx) => {
      if (!cancelled && (await takeNights(tx, rt.id, checkIn, checkOut)).length < nights) {
        throw new RollbackStay();
      }
      const createdAt = new Date(Math.min(now.getTime(), Date.parse(`${checkIn}T08:00:00Z`) - 7 * 86_400_000));
      // Checked in on the check-in day at 14:00 in Maputo (12:00 UTC), only once that day has passed: a future stay
      // never shows 'Check-in feito' (issue 15).
      const checkedInAt = !cancelled && checkIn < today ? new Date(`${checkIn}T12:00:00Z`) : null;
      const [b] = await tx<{ id: string }[]>`
        insert into bookings (user_id, provider_id, type, status, establishment_id, room_type_id, check_in, check_out,
          nights, guests, subtotal_cents, platform_fee_bps, platform_fee_cents, total_cents, provider_amount_cents,
          created_at, confirmed_at, cancelled_at, cancel_reason, checked_in_at)
        values (${userId}, ${rt.managerId}, 'stay', ${status}, ${rt.est}, ${rt.id}, ${checkIn}, ${checkOut}, ${nights},
          ${Math.min(rt.occupancy, 2)}, ${amounts.subtotalCents}, ${amounts.platformFeeBps},
          ${amounts.platformFeeCents}, ${amounts.totalCents}, ${amounts.providerAmountCents}, ${createdAt},
          ${createdAt}, ${cancelled ? createdAt : null}, ${cancelled ? 'cancelled_by_client' : null},
          ${checkedInAt})
        returning id
      `;
      const method = random() < 0.5 ? 'card' : 'mpesa';
      // A demo stay cancelled is one cancelled before its payment settled: the payment was voided (ADR 0006).
      await tx`
        insert into payments (booking_id, user_id, method, status, amount_cents, provider, payer_hint, created_at,
          settled_at, failure_reason)
        values (${b!.id}, ${userId}, ${method}, ${
        cancelled ? 'cancelled' : 'succeeded'
      }, ${amounts.totalCents}, 'sandbox',
          ${method === 'card' ? '**** 4242' : '*** 567'}, ${createdAt}, ${createdAt},
          ${cancelled ? 'Reserva cancelada.' : null})
      `;
    }).catch((err) => {
      if (!(err instanceof RollbackStay)) throw err;
    });
  }
}

/**
 * One stay that is always there to review: cliente@demo.co.mz's two nights at the first room type of Casa do Mar Tofo
 * (hotel@demo.co.mz), checked out yesterday and paid by card, so both the traveller and the manager find it under
 * 'Por avaliar' (issue 11) on any day the demo data is loaded.
 */
async function seedReviewableStay(
  sql: Sql,
  users: ReadonlyMap<string, string>,
  roomTypes: readonly { id: string; price: number; managerId: string; est: string }[],
  bps: number,
  today: string,
) {
  const client = users.get('cliente@demo.co.mz');
  const rt = roomTypes[0];
  if (!client || !rt) return;
  const checkIn = addDays(today, -3);
  const checkOut = addDays(today, -1);
  const amounts = computeAmounts(rt.price * 2, bps);
  const bookedAt = new Date(`${addDays(today, -10)}T08:00:00Z`);
  await sql.begin(async (tx) => {
    if ((await takeNights(tx, rt.id, checkIn, checkOut)).length < 2) throw new RollbackStay();
    const [b] = await tx<{ id: string }[]>`
      insert into bookings (user_id, provider_id, type, status, establishment_id, room_type_id, check_in, check_out,
        nights, guests, subtotal_cents, platform_fee_bps, platform_fee_cents, total_cents, provider_amount_cents,
        created_at, confirmed_at, checked_in_at)
      values (${client}, ${rt.managerId}, 'stay', 'completed', ${rt.est}, ${rt.id}, ${checkIn}, ${checkOut}, 2, 2,
        ${amounts.subtotalCents}, ${amounts.platformFeeBps}, ${amounts.platformFeeCents}, ${amounts.totalCents},
        ${amounts.providerAmountCents}, ${bookedAt}, ${bookedAt}, ${new Date(`${checkIn}T12:00:00Z`)})
      returning id
    `;
    await tx`
      insert into payments (booking_id, user_id, method, status, amount_cents, provider, payer_hint, created_at,
        settled_at)
      values (${b!.id}, ${client}, 'card', 'succeeded', ${amounts.totalCents}, 'sandbox', '**** 4242', ${bookedAt},
        ${bookedAt})
    `;
  }).catch((err) => {
    if (!(err instanceof RollbackStay)) throw err;
  });
}

/** Thrown to roll back one demo stay whose nights are full. */
class RollbackStay extends Error {}
