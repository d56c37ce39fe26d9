/** @module Every provider the partner portal needs, in dependency order. */
import type { ReactNode } from 'react';
import { GlobalStyle, ThemeProvider } from '@turismo/ui-kit/theme';
import { ToastProvider } from '@turismo/ui-kit/Toast';
import { SWRProvider } from '@turismo/app-core/swr';
import { SessionProvider } from '@turismo/app-core/session';
import { LanguageSync } from '@turismo/app-core/LanguageSync';

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
