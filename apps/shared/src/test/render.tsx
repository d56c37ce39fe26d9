/** @module Test helpers: render inside the kit's theme, the toast provider and an in-memory router (swr without retries). */
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ThemeProvider } from '@turismo/ui-kit/theme';
import { ToastProvider } from '@turismo/ui-kit/Toast';

export type RenderWithAppResult = RenderResult & {
  /** Every path the in-memory router went to, the initial one first. */
  history: string[];
};

/**
 * Renders `ui` as the app would (theme, toasts, router) at `path`.
 * @param path Initial path, optionally with a query string, e.g. '/eventos?location=Tofo'.
 */
export function renderWithApp(ui: ReactElement, { path = '/' }: { path?: string } = {}): RenderWithAppResult {
  const [pathname = '/', search = ''] = path.split('?');
  const location = memoryLocation({ path: pathname, searchPath: search, record: true });
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      // No retry of a failed read: a retry timer outliving the test would run after jsdom's teardown.
      <SWRConfig value={{ shouldRetryOnError: false }}>
        <ThemeProvider>
          <ToastProvider>
            <Router hook={location.hook} searchHook={location.searchHook}>
              {children}
            </Router>
          </ToastProvider>
        </ThemeProvider>
      </SWRConfig>
    );
  }
  const result = render(ui, { wrapper: Wrapper });
  return Object.assign(result, { history: location.history });
}
