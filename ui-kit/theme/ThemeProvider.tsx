/// <reference path="./styled.d.ts" />
/** @module ThemeProvider: the styled-components provider preset with the kit's theme. */
import type { ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { theme as defaultTheme, type Theme } from './tokens';

export type ThemeProviderProps = {
  children?: ReactNode;
  /** Defaults to the kit's theme. */
  theme?: Theme;
};

/**
 * Gives every kit component its tokens.
 * @example <ThemeProvider><GlobalStyle /><App /></ThemeProvider>
 */
export function ThemeProvider({ children, theme = defaultTheme }: ThemeProviderProps) {
  return <StyledThemeProvider theme={theme}>{children}</StyledThemeProvider>;
}
