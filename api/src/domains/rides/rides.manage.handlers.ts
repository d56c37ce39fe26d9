import type { AppRouteHandler } from '../../lib/types.ts';
import { requireUser } from '../../middlewares/auth/auth.ts';
import type {
  ManageRoute,
  MyVehicleRoute,
  PassengersRoute,
  RecurringRoute,
  RideVehicleRoute,
  SaveVehicleRoute,
} from './rides.manage.routes.ts';
import * as service from './rides.manage.ts';

export const passengers: AppRouteHandler<PassengersRoute> = async (c) => {
  return c.json({ data: await service.manifest(requireUser(c), c.req.valid('param').id) }, 200);
};

export const manage: AppRouteHandler<ManageRoute> = async (c) => {
  return c.json({ data: await service.manageRide(requireUser(c), c.req.valid('param').id, c.req.valid('json')) }, 200);
};

export const recurring: AppRouteHandler<RecurringRoute> = async (c) => {
  const key = c.req.valid('header')['idempotency-key'];
  return c.json({ data: await service.createRecurring(requireUser(c), c.req.valid('json'), key) }, 201);
};

export const myVehicle: AppRouteHandler<MyVehicleRoute> = async (c) => {
  return c.json({ data: await service.myVehicle(requireUser(c)) }, 200);
};

export const saveVehicle: AppRouteHandler<SaveVehicleRoute> = async (c) => {
  return c.json({ data: await service.saveVehicle(requireUser(c), c.req.valid('json')) }, 200);
};

export const rideVehicle: AppRouteHandler<RideVehicleRoute> = async (c) => {
  return c.json({ data: await service.rideVehicle(c.req.valid('param').id, c.get('user')) }, 200);
};
