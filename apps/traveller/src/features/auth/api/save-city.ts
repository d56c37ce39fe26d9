/** @module Saves the city chosen in the sign-up wizard (setup-roles does not carry it): PUT /api/auth/profile. */
import { api, unwrap } from '@turismo/app-core/api';

export async function saveCity(city: string): Promise<void> {
  await unwrap(api.PUT('/api/auth/profile', { body: { city } }));
}
