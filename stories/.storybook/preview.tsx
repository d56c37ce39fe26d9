/**
 * @module Storybook preview: every story renders inside the kit's ThemeProvider, GlobalStyle and ToastProvider,
 * as in the apps, in the language chosen in the toolbar ('Idioma': Português or English; the kit's and the core's
 * catalogs, with the catalogs of the app whose screen a story shows: `parameters.app`, the traveller's by default).
 * The same annotations are used by the Vitest run (src/stories.test.tsx).
 */
import type { Preview } from '@storybook/react-vite';
import { KitDocsPage } from './DocsPage';
import { GlobalStyle, ThemeProvider } from '../../ui-kit/theme';
import { ToastProvider } from '../../ui-kit/components/Toast';
import { type AppCatalogs, changeLanguage, startI18n, toLanguage } from '@turismo/app-core/i18n';
import travellerPt from '../../apps/traveller/src/locales/pt.json';
import partnerPt from '../../apps/partner-portal/src/locales/pt.json';
import adminPt from '../../apps/admin/src/locales/pt.json';

/** The apps whose screens (Ecrãs) the stories show: a screen story names its app with `parameters: { app }`. */
export type StoryApp = 'traveller' | 'partner-portal' | 'admin';

const APP_CATALOGS: Record<StoryApp, AppCatalogs> = {
  traveller: { pt: travellerPt, en: () => import('../../apps/traveller/src/locales/en.json') },
  'partner-portal': { pt: partnerPt, en: () => import('../../apps/partner-portal/src/locales/en.json') },
  admin: { pt: adminPt, en: () => import('../../apps/admin/src/locales/en.json') },
};

// The kit's and the core's catalogs, and the traveller app's until a story names another app.
let shownApp: StoryApp = 'traveller';
void startI18n(APP_CATALOGS.traveller, 'pt-MZ');

/**
 * The catalogs of `app`: the apps translate a few same keys differently ('A carregar…' is 'Uploading…' for the
 * traveller, 'Loading…' for the admin), so a story of another app registers its own. A copy of the catalogs is a
 * new registration: its English is applied again over the previous app's.
 */
async function registerAppCatalogs(app: StoryApp, language: ReturnType<typeof toLanguage>) {
  if (app === shownApp) return;
  shownApp = app;
  await startI18n({ ...APP_CATALOGS[app] }, language);
}

const preview: Preview = {
  // A docs page for every component and foundations page (DocsPage.tsx); the screens opt out ('!autodocs').
  tags: ['autodocs'],
  globalTypes: {
    locale: {
      description: 'Idioma',
      toolbar: {
        title: 'Idioma',
        icon: 'globe',
        items: [{ value: 'pt-MZ', title: 'Português' }, { value: 'en', title: 'English' }],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'pt-MZ' },
  loaders: [async ({ globals, parameters }) => {
    const language = toLanguage(globals.locale as string | undefined);
    await registerAppCatalogs((parameters.app as StoryApp | undefined) ?? 'traveller', language);
    await changeLanguage(language);
    return {};
  }],
  decorators: [
    (Story) => (
      <ThemeProvider>
        <GlobalStyle />
        <ToastProvider>
          <Story />
        </ToastProvider>
      </ThemeProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    // axe over every story: in the panel ('Accessibility') and in the Vitest run, where a violation fails the story.
    a11y: { test: 'error' },
    docs: { page: KitDocsPage, toc: true },
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        phone360: { name: 'Telefone 360 px', styles: { width: '360px', height: '740px' }, type: 'mobile' },
        tablet: { name: 'Tablet 768 px', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop 1280 px', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
};

export default preview;
