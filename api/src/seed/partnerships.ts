/**
 * @module Demo partnership posts (issue 4; spec 2.15, 2.16): a few offers to drivers from the demo establishments of
 * the stays seed. No interest is recorded (drivers register it themselves). Idempotent: nothing is added once any of
 * these establishments has a post.
 */
import { type Sql, textArray } from '../lib/db.ts';

interface DemoPost {
  establishment: string;
  title: string;
  description: string;
  commission: number;
  benefits: string[];
  requirements: string;
  targetRoutes: string;
  category: 'accommodation' | 'tourism' | 'luxury';
}

export const DEMO_POSTS: readonly DemoPost[] = [
  {
    establishment: 'Casa do Mar Tofo',
    title: 'Motoristas parceiros Maputo - Tofo',
    description: 'Traga hóspedes de Maputo para a Casa do Mar e receba comissão por cada reserva confirmada.',
    commission: 10,
    benefits: ['Refeição grátis na chegada', 'Estacionamento gratuito'],
    requirements: 'Viatura em bom estado e avaliação mínima de 4,5.',
    targetRoutes: 'Maputo - Inhambane - Tofo',
    category: 'accommodation',
  },
  {
    establishment: 'Tofo Beach Lodge',
    title: 'Passeios de mergulho com transporte',
    description:
      'Leve turistas aos nossos passeios de mergulho e safaris de tubarão-baleia; comissão por participante.',
    commission: 15,
    benefits: ['Mergulho gratuito por cada 10 clientes', 'Café e lanche para o motorista'],
    requirements: 'Disponibilidade às manhãs; lugares para pelo menos 4 passageiros.',
    targetRoutes: 'Inhambane - Tofo',
    category: 'tourism',
  },
  {
    establishment: 'Hotel Avenida Maputo',
    title: 'Transferes do aeroporto',
    description: 'Procuramos motoristas para transferes entre o Aeroporto de Maputo e o hotel, com comissão fixa.',
    commission: 8,
    benefits: ['Sala de espera para motoristas', 'Wi-Fi gratuito'],
    requirements: 'Carta de condução profissional.',
    targetRoutes: 'Aeroporto de Maputo - Baixa - Sommerschield',
    category: 'accommodation',
  },
  {
    establishment: 'Bazaruto Dhow Lodge',
    title: 'Clientes premium para Vilanculos',
    description:
      'Hóspedes de luxo a caminho do arquipélago de Bazaruto; comissão elevada por estadias de 3 ou mais noites.',
    commission: 20,
    benefits: ['Alojamento do motorista na noite de chegada', 'Refeições incluídas'],
    requirements: 'Viatura de gama alta com ar condicionado.',
    targetRoutes: 'Maputo - Vilanculos',
    category: 'luxury',
  },
  {
    establishment: 'Wimbe Beach Hotel',
    title: 'Parceria Pemba centro - Wimbe',
    description: 'Traga visitantes do aeroporto e do centro de Pemba para a praia do Wimbe com comissão por reserva.',
    commission: 10,
    benefits: ['Bebida de boas-vindas', 'Estacionamento gratuito'],
    requirements: 'Conhecimento da cidade de Pemba.',
    targetRoutes: 'Aeroporto de Pemba - Wimbe',
    category: 'accommodation',
  },
];

/**
 * Seeds the demo partnership posts of the stays seed's establishments.
 * @returns how many posts were added
 */
export async function seedDemoPartnerships(sql: Sql): Promise<number> {
  const names = DEMO_POSTS.map((p) => p.establishment);
  const establishments = new Map(
    (await sql<{ id: string; name: string }[]>`
      select id, name from establishments where name = any(${textArray(names)}::text[]) order by created_at, id
    `).map((e) => [e.name, e.id]),
  );
  if (establishments.size === 0) return 0;
  const [existing] = await sql`
    select 1 from partnership_posts where establishment_id = any(${textArray([...establishments.values()])}::uuid[])
    limit 1
  `;
  if (existing) return 0;
  let added = 0;
  for (const p of DEMO_POSTS) {
    const id = establishments.get(p.establishment);
    if (!id) continue;
    await sql`
      insert into partnership_posts (establishment_id, title, description, commission_percent, benefits,
        requirements, target_routes, category)
      values (${id}, ${p.title}, ${p.description}, ${p.commission}, ${textArray(p.benefits)}::text[], ${p.requirements},
        ${p.targetRoutes}, ${p.category})
    `;
    added++;
  }
  return added;
}
