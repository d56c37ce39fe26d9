/**
 * @module zod's own messages in the caller's language (issue 29, ADR 0039 and 0052): a schema without a message of
 * its own ('Too big: expected number to be <=50') answers in Portuguese, or in English when the request's
 * Accept-Language prefers English (`c.get('language')`, middlewares/localize). zod renders a message when it
 * validates, inside the request: the language is read from the request's context (hono/context-storage); outside a
 * request (env parsing, scripts) it is Portuguese. Messages written in the schemas stay Portuguese and are translated
 * by the English catalog like every other error message.
 */
import { z } from 'zod';
import { getContext } from 'hono/context-storage';

const portuguese = z.locales.pt().localeError;
const english = z.locales.en().localeError;

/** The current request's language, 'pt' outside a request. */
function requestLanguage(): 'pt' | 'en' {
  try {
    return getContext<{ Variables: { language?: string } }>().get('language') === 'en' ? 'en' : 'pt';
  } catch {
    return 'pt';
  }
}

/** Sets zod's default messages to follow the request's language (called once, by createApp). */
export function useRequestLanguageForZod(): void {
  z.config({ localeError: (issue) => (requestLanguage() === 'en' ? english : portuguese)(issue) });
}
