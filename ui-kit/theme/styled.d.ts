/**
 * @module Types styled-components' `DefaultTheme` as the kit's theme, so `({ theme }) => theme.colors.brand` is
 * checked. Components pull this file in with a triple-slash reference, so apps get it whatever they import.
 */
import type { Theme } from './tokens';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
