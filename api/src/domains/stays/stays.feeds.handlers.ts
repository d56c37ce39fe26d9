/** @module Handlers of room calendar sync (issue 29, ADR 0053). */
import type { AppRouteHandler } from '../../lib/types.ts';
import { requireUser } from '../../middlewares/auth/auth.ts';
import * as feeds from './stays.feeds.ts';
import type * as R from './stays.feeds.routes.ts';

export const calendarSync: AppRouteHandler<R.CalendarSyncRoute> = async (c) => {
  const { id, roomTypeId } = c.req.valid('param');
  return c.json({ data: await feeds.calendarSync(requireUser(c), id, roomTypeId) }, 200);
};

export const addImport: AppRouteHandler<R.AddImportRoute> = async (c) => {
  const { id, roomTypeId } = c.req.valid('param');
  return c.json({ data: await feeds.addCalendarImport(requireUser(c), id, roomTypeId, c.req.valid('json')) }, 201);
};

export const removeImport: AppRouteHandler<R.RemoveImportRoute> = async (c) => {
  const { id, roomTypeId, importId } = c.req.valid('param');
  await feeds.removeCalendarImport(requireUser(c), id, roomTypeId, importId);
  return c.body(null, 204);
};

export const exportCalendar: AppRouteHandler<R.ExportCalendarRoute> = async (c) => {
  const text = await feeds.exportCalendar(c.req.valid('param').token);
  c.header('Content-Type', 'text/calendar; charset=utf-8');
  c.header('Cache-Control', 'private, max-age=300');
  return c.body(text, 200);
};
