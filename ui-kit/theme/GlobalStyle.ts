/// <reference path="./styled.d.ts" />
/**
 * @module Global styles: system font stack, border-box sizing, a visible focus ring for keyboard users only
 * (:focus-visible) and motion turned off for people who ask for less (prefers-reduced-motion).
 */
import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    margin: 0;
    min-width: ${({ theme }) => theme.breakpoints.phone};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.normal};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.bg};
    -webkit-font-smoothing: antialiased;
  }

  h1, h2, h3, h4, h5, h6 {
    font-family: ${({ theme }) => theme.fonts.heading};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    margin: 0;
  }

  p { margin: 0; }

  img, svg, video { display: block; max-width: 100%; }
  svg { flex-shrink: 0; }

  input, button, textarea, select { font: inherit; color: inherit; }

  a { color: ${({ theme }) => theme.colors.ocean}; }

  :focus { outline: none; }
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  ::selection { background: ${({ theme }) => theme.colors.brandSoft}; }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
