import { createRoute, z } from '@hono/zod-openapi';
import { activeAccountRequired } from '../../middlewares/auth/account.ts';
import { userRequired } from '../../middlewares/auth/auth.ts';
import { IdempotencyHeaderSchema } from '../../lib/idempotency.ts';
import { security } from '../../lib/openapi.ts';
import { dataResponse, errorResponses } from '../common/schemas.ts';
import {
  LoyaltyHistoryPageSchema,
  LoyaltyProgramSchema,
  LoyaltyRedemptionSchema,
  LoyaltyRewardSchema,
  PageQuerySchema,
  RewardIdParamSchema,
} from './loyalty.schemas.ts';

const tags = ['Fidelidade'];

export const program = createRoute({
  method: 'get',
  path: '/api/loyalty/program',
  tags,
  summary: 'O meu programa de fidelidade',
  description: "The caller's loyalty programme (spec 3), created on first read: total (accumulated) and current " +
    '(available) points, level (bronze 0–999, silver from 1000, gold from 3000, platinum from 7000; never demoted, except by a cancellation taking back the points that gave it: ADR 0043), ' +
    'multiplier, progress to the next level and the tier table (spec 9). Points are earned when a booking is ' +
    'confirmed: 1 per 10 MZN of a ride subtotal, 1 per 5 MZN of a stay, 50 per event booking, times the level ' +
    'multiplier, plus 25 for the first ride of the month; a cancelled booking takes back its unspent points ' +
    '(migration 0011, ADR 0009). Signed in.',
  security,
  middleware: [userRequired] as const,
  responses: { 200: dataResponse(LoyaltyProgramSchema, 'O programa.'), 401: errorResponses[401] },
});
export type ProgramRoute = typeof program;

export const history = createRoute({
  method: 'get',
  path: '/api/loyalty/history',
  tags,
  summary: 'Histórico de pontos',
  description: "The caller's points history (spec 3), newest first, paginated. Amounts are negative for " +
    'redemptions and for points taken back from a cancelled booking. Signed in.',
  security,
  middleware: [userRequired] as const,
  request: { query: PageQuerySchema },
  responses: {
    200: { content: { 'application/json': { schema: LoyaltyHistoryPageSchema } }, description: 'Histórico.' },
    400: errorResponses[400],
    401: errorResponses[401],
  },
});
export type HistoryRoute = typeof history;

export const rewards = createRoute({
  method: 'get',
  path: '/api/loyalty/rewards',
  tags,
  summary: 'Recompensas',
  description: 'The reward catalogue (reference data of migration 0011, costs and minimum levels of spec 9), with ' +
    '`redeemable` for the caller: cost at most their current points and level at least the minimum. Signed in.',
  security,
  middleware: [userRequired] as const,
  responses: { 200: dataResponse(z.array(LoyaltyRewardSchema).max(100), 'Recompensas.'), 401: errorResponses[401] },
});
export type RewardsRoute = typeof rewards;

export const redemptions = createRoute({
  method: 'get',
  path: '/api/loyalty/redemptions',
  tags,
  summary: 'As minhas recompensas resgatadas',
  description: "The caller's redeemed rewards, newest first, each valid until `validUntil` (30 days after " +
    'redemption, spec 9). Applying a reward at checkout is not built yet (ADR 0009). Signed in.',
  security,
  middleware: [userRequired] as const,
  responses: {
    200: dataResponse(z.array(LoyaltyRedemptionSchema).max(100), 'Recompensas resgatadas.'),
    401: errorResponses[401],
  },
});
export type RedemptionsRoute = typeof redemptions;

export const redeem = createRoute({
  method: 'post',
  path: '/api/loyalty/redeem/{rewardId}',
  tags,
  summary: 'Resgatar uma recompensa',
  description: "Spends the reward's points (spec 7; toast 'Recompensa Resgatada!'), in one transaction under a lock " +
    "on the caller's programme. The reward is valid 30 days; redeemed points are non-refundable (spec 9). An " +
    '`Idempotency-Key` header makes a retry return the first redemption. No body. Errors: 401, 403 ACCOUNT_SUSPENDED, ' +
    '404 NOT_FOUND (no such reward), 409 INSUFFICIENT_POINTS, 409 LOYALTY_LEVEL_TOO_LOW, 422 IDEMPOTENCY_KEY_REUSED.',
  security,
  middleware: [userRequired, activeAccountRequired] as const,
  request: { params: RewardIdParamSchema, headers: IdempotencyHeaderSchema },
  responses: {
    201: dataResponse(
      LoyaltyRedemptionSchema,
      'Recompensa resgatada (ou a primeira, numa repetição com a mesma chave).',
    ),
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
    409: errorResponses[409],
    422: errorResponses[422],
  },
});
export type RedeemRoute = typeof redeem;
