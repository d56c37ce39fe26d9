/**
 * @module Demo reviews (issue 11, ADR 0022): reviews of the seeded past rides and stays, written through the same
 * rules as the API (`submitReview`: the booking's two sides, inside the 14-day window, one per side), each on the day
 * after its service ended. Reviews written by one side only are published when their window ends (`publishDue`), so
 * some recent ones stay blind, as they would. Services that ended in the last two days are left unreviewed: among them
 * the stay seeded to be always there to review (stays.ts, seedReviewableStay, checked out yesterday), which a review by
 * both sides here would have published and taken out of 'Por avaliar' on some days. Idempotent: nothing is added once
 * a review exists.
 */
import type { Sql } from '../lib/db.ts';
import { submitReview } from '../domains/reviews/reviews.service.ts';
import { publishDue } from '../domains/reviews/reviews.repo.ts';
import { mulberry32 } from './rides.ts';

const TRAVELLER_STAY: Record<number, readonly string[]> = {
  5: ['Quarto impecável e pessoal muito simpático. Voltaremos!', 'Pequeno-almoço ótimo e vista linda sobre o mar.'],
  4: ['Boa estadia, bem localizada. O Wi-Fi falhou algumas vezes.', 'Limpo e confortável, check-in rápido.'],
  3: ['Razoável pelo preço, mas o ar condicionado fazia barulho.', 'Localização boa, quarto um pouco pequeno.'],
};
const TRAVELLER_RIDE: Record<number, readonly string[]> = {
  5: ['Motorista pontual e cuidadoso, carro limpo.'],
  4: ['Boa viagem, só saímos com 15 minutos de atraso.'],
  3: ['Chegámos bem, mas o carro ia muito cheio de bagagem.'],
};
const HOST: readonly string[] = ['Hóspede respeitador e pontual.', 'Tudo correu bem, recomendo.', 'Cliente simpático.'];

/** 5, 4 or 3 stars, mostly 5 and 4: the travellers' ratings and the hosts' ratings of their guests. */
const stars = (random: () => number) => (random() < 0.5 ? 5 : random() < 0.75 ? 4 : 3);

/**
 * Writes the demo reviews at `now`: the traveller reviews about 4 in 5 of the stays and rides that ended more than two
 * days ago, the host answers about 2 in 3 of those; then publishes the ones whose window ended.
 * @returns how many reviews were written
 */
export async function seedDemoReviews(sql: Sql, now = new Date()): Promise<number> {
  const [existing] = await sql`select 1 from reviews limit 1`;
  if (existing) return 0;
  const random = mulberry32(1122);
  const done = await sql<
    { bookingId: string; type: 'ride' | 'stay'; travellerId: string; hostId: string; opensAt: Date }[]
  >`
    select w.booking_id, w.type, w.traveller_id, w.host_id, w.opens_at
    from review_windows w
    where w.type in ('ride', 'stay') and w.opens_at + interval '2 days' < ${now}
    order by w.opens_at, w.booking_id
  `;
  let written = 0;
  for (const b of done) {
    if (random() >= 0.8) continue;
    const at = new Date(b.opensAt.getTime() + 24 * 3_600_000);
    const rating = stars(random);
    const pick = (list: readonly string[]) => list[Math.floor(random() * list.length)]!;
    const body = b.type === 'stay'
      ? {
        rating,
        comment: pick(TRAVELLER_STAY[rating]!),
        cleanliness: Math.min(5, rating + (random() < 0.3 ? 1 : 0)),
        location: stars(random),
        value: Math.max(1, rating - (random() < 0.3 ? 1 : 0)),
      }
      : { rating, comment: pick(TRAVELLER_RIDE[rating]!) };
    await submitReview(sql, b.travellerId, b.bookingId, body, at);
    written++;
    if (random() < 0.67) {
      const later = new Date(at.getTime() + 3_600_000);
      await submitReview(sql, b.hostId, b.bookingId, { rating: stars(random), comment: pick(HOST) }, later);
      written++;
    }
  }
  await publishDue(sql, now);
  // The notices of these past reviews are history, not news: they do not fill the demo accounts' bells.
  await sql`update notifications set read_at = ${now} where kind in ('review_received', 'review_published')`;
  return written;
}
