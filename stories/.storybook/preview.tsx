/**
 * @module Storybook preview: every story renders inside the kit's ThemeProvider, GlobalStyle and ToastProvider,
 * as in the apps, in the language chosen in the toolbar ('Idioma': Português or English; the kit's, the core's and
 * the traveller app's catalogs, for the screens). The same annotations are used by the Vitest run (src/stories.test.tsx).
 */
import type { Preview } from '@storybook/react-vite';
import { GlobalStyle, ThemeProvider } from '../../ui-kit/theme';
import { ToastProvider } from '../../ui-kit/components/Toast';
import { changeLanguage, startI18n, toLanguage } from '@turismo/app-core/i18n';
import travellerPt from '../../apps/traveller/src/locales/pt.json';

// The kit's and the core's catalogs, and the traveller app's for the screens (Ecrãs) that show its components.
void startI18n({ pt: travellerPt, en: () => import('../../apps/traveller/src/locales/en.json') }, 'pt-MZ');

const preview: Preview = {
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
  loaders: [async ({ globals }) => {
    await changeLanguage(toLanguage(globals.locale as string | undefined));
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
