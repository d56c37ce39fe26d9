/** @module Every provider each app needs, in dependency order (the three apps wrap their routes in it). */
import type { ReactNode } from 'react';
import { GlobalStyle, ThemeProvider } from '@turismo/ui-kit/theme';
import { ToastProvider } from '@turismo/ui-kit/Toast';
import { SWRProvider } from './swr.tsx';
import { SessionProvider } from './session.tsx';
import { LanguageSync } from './LanguageSync.tsx';

/** Theme and global styles, then toasts (one at a time, aria-live), data fetching and the signed-in session. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <GlobalStyle />
      <ToastProvider>
        <SWRProvider>
          <SessionProvider>
            <LanguageSync />
            {children}
          </SessionProvider>
        </SWRProvider>
      </ToastProvider>
    </ThemeProvider>
  );
}
