/** @module Saves the language as the signed-in user's profile preference (PUT /api/auth/profile, spec 2.14). */
import { api, unwrap } from './api.ts';
import type { LanguagePreference } from './i18n.ts';

/** Saves `language` ('pt' | 'en') in the profile's preferences; throws ApiError when the API refuses. */
export async function updateLanguagePreference(language: LanguagePreference): Promise<void> {
  await unwrap(api.PUT('/api/auth/profile', { body: { preferences: { language } } }));
}
