/**
 * @module Partnerships (issue 4; spec 2.15, 2.16, 3 'Partnership offer'): posts an establishment offers to drivers
 * and the drivers' persisted interest (DECISIONS.md 1).
 */
import { firstPage, keyset, type PageRequest, toKeysetPage } from '../../lib/paging.ts';
import { type Db, sql, textArray } from '../../lib/db.ts';
import { AppError } from '../../lib/errors.ts';
import { escapeLike, fold } from '../../lib/text.ts';
import { providerSuspendedError } from '../../middlewares/auth/account.ts';
import type { AuthUser } from '../../middlewares/auth/auth.ts';
import { isUuid } from '../../lib/ids.ts';
import { findEstablishment } from '../stays/stays.repo.ts';
import type {
  CreatePartnershipBody,
  ManagerPartnershipPost,
  PartnershipCategory,
  PartnershipPost,
} from './partnerships.schemas.ts';

export const partnershipErrors = {
  establishmentNotFound: () => new AppError(404, 'NOT_FOUND', 'Alojamento não encontrado.'),
  notYours: () => new AppError(403, 'FORBIDDEN', 'Este alojamento pertence a outro gestor.'),
  postNotFound: () => new AppError(404, 'NOT_FOUND', 'Post de parceria não encontrado.'),
};

interface PostRow {
  id: string;
  establishmentId: string;
  establishmentName: string;
  location: string;
  title: string;
  description: string;
  commissionPercent: string | number;
  benefits: string[];
  requirements: string | null;
  targetRoutes: string | null;
  category: PartnershipCategory;
  isActive: boolean;
  interestedCount: number;
  isInterested: boolean;
  chatRoomId: string | null;
  createdAt: Date;
}

const toPost = (r: PostRow): PartnershipPost => ({
  id: r.id,
  establishmentId: r.establishmentId,
  establishmentName: r.establishmentName,
  location: r.location,
  title: r.title,
  description: r.description,
  commissionPercent: Number(r.commissionPercent),
  benefits: r.benefits,
  requirements: r.requirements,
  targetRoutes: r.targetRoutes,
  category: r.category,
  isActive: r.isActive,
  interestedCount: Number(r.interestedCount),
  isInterested: r.isInterested,
  chatRoomId: r.chatRoomId,
  createdAt: new Date(r.createdAt).toISOString(),
});

/** One page (ADR 0047) of the posts matching `where`, newest first, with counts and the caller's interest. */
function selectPosts(db: Db, callerId: string, where: ReturnType<typeof sql>, page: PageRequest) {
  const k = keyset(db, page, 'pp.created_at', 'pp.id');
  return db<(PostRow & { cursorAt: string })[]>`
    select pp.id, pp.establishment_id as "establishmentId", e.name as "establishmentName",
      case when pl.name is null or position(fold(pl.name) in fold(e.address)) > 0 then e.address
        else e.address || ', ' || pl.name end as location,
      pp.title, pp.description, pp.commission_percent as "commissionPercent", pp.benefits, pp.requirements,
      pp.target_routes as "targetRoutes", pp.category, pp.is_active as "isActive",
      (select count(*)::int from partnership_interests i where i.post_id = pp.id) as "interestedCount",
      exists (select 1 from partnership_interests i where i.post_id = pp.id and i.driver_id = ${callerId})
        as "isInterested",
      (select c.id from partnership_interests i join chat_rooms c on c.partnership_interest_id = i.id
        where i.post_id = pp.id and i.driver_id = ${callerId} and c.client_id = ${callerId}) as "chatRoomId",
      pp.created_at as "createdAt", ${k.cursorAt} as "cursorAt"
    from partnership_posts pp
    join establishments e on e.id = pp.establishment_id
    left join places pl on pl.id = e.place_id
    where ${where} ${k.after}
    order by ${k.order}
    limit ${k.limit}
  `;
}

/** The establishment `id` when the caller may manage its partnerships (its manager, or an admin). */
async function managedEstablishment(user: AuthUser, id: string) {
  if (!isUuid(id)) throw partnershipErrors.establishmentNotFound();
  const e = await findEstablishment(sql, id);
  if (!e) throw partnershipErrors.establishmentNotFound();
  if (e.managerId !== user.uid && !user.roles.includes('admin')) throw partnershipErrors.notYours();
  return e;
}

/** POST /api/partnerships/create. */
export async function createPost(user: AuthUser, body: CreatePartnershipBody): Promise<PartnershipPost> {
  const e = await managedEstablishment(user, body.establishmentId);
  const [row]: [{ id: string }?] = await sql`
    insert into partnership_posts (establishment_id, title, description, commission_percent, benefits, requirements,
      target_routes, category)
    values (${e.id}, ${body.title}, ${body.description}, ${body.commissionPercent}, ${textArray(body.benefits)}::text[],
      ${body.requirements || null}, ${body.targetRoutes || null}, ${body.category})
    returning id
  `;
  const [post] = await selectPosts(sql, user.uid, sql`pp.id = ${row!.id}`, firstPage(1));
  return toPost(post!);
}

/**
 * GET /api/partnerships/requests: active posts, filtered by location text and category; posts of establishments whose
 * manager is suspended are left out (ADR 0014).
 */
export async function listForDrivers(
  user: AuthUser,
  q: { q?: string; category: 'all' | PartnershipCategory } & Partial<PageRequest>,
): Promise<{ data: PartnershipPost[]; next: string | null }> {
  const page = { limit: q.limit ?? firstPage().limit, cursor: q.cursor };
  const text = q.q ? `%${escapeLike(fold(q.q))}%` : null;
  const rows = await selectPosts(
    sql,
    user.uid,
    sql`pp.is_active and not e.provider_suspended
      ${q.category === 'all' ? sql`` : sql`and pp.category = ${q.category}`}
      ${
      text
        ? sql`and (fold(e.address) like ${text} or fold(coalesce(pl.name, '')) like ${text}
          or fold(coalesce(pl.province, '')) like ${text})`
        : sql``
    }`,
    page,
  );
  return toKeysetPage(rows, page, toPost);
}

/**
 * POST /api/partnerships/{id}/interest: idempotent. 409 PROVIDER_SUSPENDED when the establishment's manager is
 * suspended (ADR 0014).
 */
export async function registerInterest(user: AuthUser, postId: string) {
  if (!isUuid(postId)) throw partnershipErrors.postNotFound();
  const [post]: [{ id: string; providerSuspended: boolean }?] = await sql`
    select pp.id, e.provider_suspended from partnership_posts pp join establishments e on e.id = pp.establishment_id
    where pp.id = ${postId} and pp.is_active
  `;
  if (!post) throw partnershipErrors.postNotFound();
  if (post.providerSuspended) throw providerSuspendedError();
  // The insert's trigger opens the interest's conversation with the manager in the same statement (migration 0105,
  // ADR 0033): one room per interest, however many requests race.
  const inserted = await sql`
    insert into partnership_interests (post_id, driver_id) values (${postId}, ${user.uid})
    on conflict (post_id, driver_id) do nothing returning post_id
  `;
  const [room]: [{ id: string }?] = await sql`
    select c.id from chat_rooms c join partnership_interests i on i.id = c.partnership_interest_id
    where i.post_id = ${postId} and i.driver_id = ${user.uid}
  `;
  const [{ count }] = await sql<[{ count: number }]>`
    select count(*)::int as count from partnership_interests where post_id = ${postId}
  `;
  return {
    postId,
    interestedCount: Number(count),
    isInterested: true as const,
    created: inserted.length > 0,
    chatRoomId: room?.id ?? null,
  };
}

/** GET /api/hotels/{id}/partnerships: the establishment's posts with the interested drivers. */
export async function establishmentPosts(
  user: AuthUser,
  establishmentId: string,
  page: PageRequest = firstPage(),
): Promise<{ data: ManagerPartnershipPost[]; next: string | null }> {
  const e = await managedEstablishment(user, establishmentId);
  const { data: posts, next } = toKeysetPage(
    await selectPosts(sql, user.uid, sql`pp.establishment_id = ${e.id}`, page),
    page,
    toPost,
  );
  if (posts.length === 0) return { data: [], next };
  const drivers = await sql<
    { postId: string; driverId: string; name: string; createdAt: Date; chatRoomId: string | null }[]
  >`
    select i.post_id as "postId", i.driver_id as "driverId", c.id as "chatRoomId",
      coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''),
        split_part(coalesce(u.email, ''), '@', 1), 'Motorista') as name,
      i.created_at as "createdAt"
    from partnership_interests i join users u on u.id = i.driver_id
    left join chat_rooms c on c.partnership_interest_id = i.id and c.provider_id = ${user.uid}
    where i.post_id = any(${textArray(posts.map((p) => p.id))}::uuid[])
    order by i.created_at, i.driver_id
  `;
  const data = posts.map((p) => ({
    ...p,
    interestedDrivers: drivers.filter((d) => d.postId === p.id).map((d) => ({
      driverId: d.driverId,
      name: d.name,
      chatRoomId: d.chatRoomId,
      createdAt: new Date(d.createdAt).toISOString(),
    })),
  }));
  return { data, next };
}
