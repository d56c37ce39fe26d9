/**
 * @module What every screen story (Ecrãs) shares (issue 34): the meta's fields (the full-screen layout, the app whose
 * catalogs it reads, a 360 px phone by default, the recorded answers hidden from the controls) and the four views
 * the issue asks of each screen: 360 and 1280 px, in Portuguese and in English.
 * @example
 * const meta = { title: 'Ecrãs/…', component: X, tags: ['!autodocs'], ...screenMeta('partner-portal'), args: { answers } } satisfies Meta<typeof X>;
 * export const Telefone: Story = { play };
 * export const Desktop: Story = onDesktop(Telefone);
 * export const EmInglesTelefone: Story = { name: 'Em inglês, telefone', globals: EN_PHONE, play: playEn };
 * export const EmInglesDesktop: Story = { ...inEnglishOnDesktop(EmInglesTelefone), name: 'Em inglês, desktop' };
 * (A story's `name` and the meta's tags are written in their own objects: Storybook's index reads them from the
 * file, without running it.)
 */
import type { StoryApp } from '../../.storybook/preview.tsx';

/** The toolbar's viewport: a 360 px phone (the default of every screen). */
export const PHONE = { viewport: { value: 'phone360', isRotated: false } };
/** The toolbar's viewport: a 1280 px screen. */
export const DESKTOP = { viewport: { value: 'desktop', isRotated: false } };
/** 'Idioma': English, on a 360 px phone. */
export const EN_PHONE = { ...PHONE, locale: 'en' };
/** 'Idioma': English, on a 1280 px screen. */
export const EN_DESKTOP = { ...DESKTOP, locale: 'en' };

/** An arg the controls do not offer (the recorded answers, a session). */
export const NO_CONTROL = { control: false, table: { disable: true } } as const;

/**
 * The meta of a screen of `app` (its catalogs are loaded by the preview): full screen, a phone. The meta writes its
 * own `tags: ['!autodocs']` (no docs page): like a story's name, Storybook's index reads the tags from the file
 * without running it, so tags set here left every screen with a docs page.
 */
export function screenMeta(app: StoryApp) {
  return {
    parameters: { layout: 'fullscreen', app },
    globals: PHONE,
  };
}

/** `story` (its args and play function) on a 1280 px screen, in the language it had. */
export function onDesktop<S extends { globals?: Record<string, unknown> }>(story: S): S {
  return { ...story, globals: { ...story.globals, ...DESKTOP } };
}

/** `story` (its args and play function) in English on a 1280 px screen. */
export function inEnglishOnDesktop<S extends { globals?: Record<string, unknown> }>(story: S): S {
  return { ...story, globals: EN_DESKTOP };
}
