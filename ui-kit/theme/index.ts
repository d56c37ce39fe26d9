/// <reference path="./styled.d.ts" />
/** @module Theme entry point: `@turismo/ui-kit/theme`. */
export * from './tokens';
export { ThemeProvider, type ThemeProviderProps } from './ThemeProvider';
export { GlobalStyle } from './GlobalStyle';
