import type { AppRouteHandler } from '../../lib/types.ts';
import { requireUser } from '../../middlewares/auth/auth.ts';
import type {
  AttendeesCsvRoute,
  CreatePromoCodeRoute,
  ExternalSalesRoute,
  ListPromoCodesRoute,
  ListTicketTypesRoute,
  MessageAttendeesRoute,
  PutTicketTypesRoute,
  UpdatePromoCodeRoute,
} from './events.organiser.routes.ts';
import * as service from './events.organiser.ts';

export const listTicketTypes: AppRouteHandler<ListTicketTypesRoute> = async (c) => {
  return c.json({ data: await service.listTicketTypes(requireUser(c), c.req.valid('param').id) }, 200);
};

export const putTicketTypes: AppRouteHandler<PutTicketTypesRoute> = async (c) => {
  const { ticketTypes } = c.req.valid('json');
  return c.json({ data: await service.putTicketTypes(requireUser(c), c.req.valid('param').id, ticketTypes) }, 200);
};

export const listPromoCodes: AppRouteHandler<ListPromoCodesRoute> = async (c) => {
  return c.json(await service.listPromoCodes(requireUser(c), c.req.valid('param').id, c.req.valid('query')), 200);
};

export const createPromoCode: AppRouteHandler<CreatePromoCodeRoute> = async (c) => {
  const data = await service.createPromoCode(requireUser(c), c.req.valid('param').id, c.req.valid('json'));
  return c.json({ data }, 201);
};

export const updatePromoCode: AppRouteHandler<UpdatePromoCodeRoute> = async (c) => {
  const { id, codeId } = c.req.valid('param');
  const data = await service.updatePromoCode(requireUser(c), id, codeId, c.req.valid('json').isActive);
  return c.json({ data }, 200);
};

export const externalSales: AppRouteHandler<ExternalSalesRoute> = async (c) => {
  const { externalTicketsSold } = c.req.valid('json');
  return c.json(
    { data: await service.setExternalSales(requireUser(c), c.req.valid('param').id, externalTicketsSold) },
    200,
  );
};

export const messageAttendees: AppRouteHandler<MessageAttendeesRoute> = async (c) => {
  return c.json(
    { data: await service.messageAttendees(requireUser(c), c.req.valid('param').id, c.req.valid('json')) },
    201,
  );
};

export const attendeesCsv: AppRouteHandler<AttendeesCsvRoute> = async (c) => {
  const { fileName, body } = await service.attendeesCsv(requireUser(c), c.req.valid('param').id);
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="${fileName}"`);
  c.header('Cache-Control', 'no-store');
  return c.body(body, 200);
};
