/**
 * @module Storybook preview: every story renders inside the kit's ThemeProvider, GlobalStyle and ToastProvider,
 * as in the apps. The same annotations are used by the Vitest run (src/stories.test.tsx).
 */
import type { Preview } from '@storybook/react-vite';
import { GlobalStyle, ThemeProvider } from '../../ui-kit/theme';
import { ToastProvider } from '../../ui-kit/components/Toast';

const preview: Preview = {
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
