/**
 * @module Keeps the app's language on the signed-in user's profile preference (issue 14): when the profile loads,
 * or another device changed it, the app switches to it. Renders nothing. Placed once under SessionProvider.
 */
import { useEffect } from 'react';
import { changeLanguage, i18n, toLanguage } from './i18n.ts';
import { useSession } from './session.tsx';

/** @example <SessionProvider><LanguageSync />{children}</SessionProvider> */
export function LanguageSync() {
  const { profile } = useSession();
  const preference = profile?.preferences?.language;
  useEffect(() => {
    if (!preference) return;
    const language = toLanguage(preference);
    if (language !== i18n.language) void changeLanguage(language);
  }, [preference]);
  return null;
}
