/** @module Text helpers. */

/**
 * Folds text for accent- and case-insensitive comparison, like the SQL function `fold()` of migration 0001:
 * accents dropped, lower case, hyphens and apostrophes as spaces.
 * @example fold('Xai-Xai') === fold('xai xai') // true
 */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[-'’]/g, ' ');
}

/** Escapes LIKE wildcards so user input matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}
