/** @module Saves the city chosen in the sign-up wizard (setup-roles does not carry it): PUT /api/auth/profile. */
import { api, unwrap } from '@turismo/app-core/api';
import type { City } from '../lib/validation.ts';

export async function saveCity(city: City): Promise<void> {
  await unwrap(api.PUT('/api/auth/profile', { body: { city } }));
}
