/**
 * @module Design tokens of the kit: a warm Mozambican palette (Indian Ocean teal and blue, sunset orange, sand
 * neutrals), a 4 px spacing scale, radii, a type scale, breakpoints from a 360 px phone up, shadows and layers.
 * Every colour, space and font size used by a component comes from here (STYLE.md, "UI kit").
 */

/** Colours. Text colours meet WCAG AA (4.5:1) on `bg`, `surface` and their own `*Soft` backgrounds. */
export const colors = {
  /** Brand: Indian Ocean teal. White text on it is AA. */
  brand: '#0B6E78',
  brandHover: '#095A62',
  brandActive: '#074950',
  brandSoft: '#E2F3F4',
  onBrand: '#FFFFFF',
  /** Deep ocean blue, for links and secondary emphasis. */
  ocean: '#1D4F91',
  oceanSoft: '#E5EEF9',
  /** Accent: sunset orange (capulana). For highlights and badges; use `accentStrong` for text. */
  accent: '#E8702A',
  accentHover: '#CF5F1D',
  accentStrong: '#A8470F',
  accentSoft: '#FDEEE3',
  onAccent: '#1F1A17',

  /** Neutrals: warm sand greys. */
  text: '#1F1A17',
  textMuted: '#5E554E',
  textSubtle: '#7A7068',
  textInverse: '#FFFFFF',
  bg: '#FBF8F3',
  surface: '#FFFFFF',
  surfaceMuted: '#F4EEE6',
  surfaceSunken: '#EDE5DA',
  border: '#E2D8CB',
  borderStrong: '#B9AC9D',
  disabled: '#D9D0C5',
  onDisabled: '#6B625A',

  /** Status colours: `x` for icons, borders and fills with white text; `xText` for text on `xSoft`. */
  success: '#1E7A4C',
  successText: '#17603C',
  successSoft: '#E3F4EA',
  warning: '#C26A00',
  warningText: '#8A4B00',
  warningSoft: '#FFF2DC',
  danger: '#C0321F',
  dangerHover: '#A12919',
  dangerText: '#9E2717',
  dangerSoft: '#FCE8E5',
  info: '#1D63B8',
  infoText: '#174F93',
  infoSoft: '#E4EFFB',

  focus: '#1D63B8',
  overlay: 'rgba(31, 26, 23, 0.55)',
  skeleton: '#EAE2D7',
  skeletonShine: '#F5F0E9',
} as const;

/** Spacing scale in px steps of 4. Use `theme.space[4]` (16px). */
export const space = {
  0: '0',
  px: '1px',
  0.5: '2px',
  1: '4px',
  2: '8px',
  3: '12px',
  4: '16px',
  5: '20px',
  6: '24px',
  8: '32px',
  10: '40px',
  12: '48px',
  16: '64px',
  20: '80px',
} as const;

export type SpaceKey = keyof typeof space;

export const radii = {
  none: '0',
  sm: '4px',
  md: '8px',
  lg: '12px',
  xl: '16px',
  pill: '999px',
  round: '50%',
} as const;

export const fonts = {
  body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', 'Noto Sans', Arial, sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'",
  // A font stack, not a text (i18n-exempt below).
  heading: // i18n-exempt
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', 'Noto Sans', Arial, sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'",
  mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
} as const;

/** Type scale (rem, 1rem = 16px). The body never goes below `md` on phones so iOS does not zoom inputs. */
export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5rem',
  '3xl': '1.875rem',
  '4xl': '2.25rem',
} as const;

export const fontWeights = {
  regular: 400,
  medium: 500,
  semibold: 600,
  bold: 700,
} as const;

export const lineHeights = {
  tight: 1.2,
  snug: 1.35,
  normal: 1.5,
} as const;

/** Breakpoints (min widths). Mobile first: styles start at `phone` (360px) and grow. */
export const breakpoints = {
  phone: '360px',
  sm: '480px',
  tablet: '768px',
  desktop: '1024px',
  wide: '1280px',
} as const;

/** Ready-made media queries: `${({ theme }) => theme.media.tablet} { ... }`. */
export const media = {
  sm: `@media (min-width: ${breakpoints.sm})`,
  tablet: `@media (min-width: ${breakpoints.tablet})`,
  desktop: `@media (min-width: ${breakpoints.desktop})`,
  wide: `@media (min-width: ${breakpoints.wide})`,
  belowTablet: `@media (max-width: 767.98px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

export const shadows = {
  sm: '0 1px 2px rgba(31, 26, 23, 0.08)',
  md: '0 4px 12px rgba(31, 26, 23, 0.10)',
  lg: '0 12px 32px rgba(31, 26, 23, 0.16)',
  focus: `0 0 0 3px ${colors.surface}, 0 0 0 5px ${colors.focus}`,
} as const;

/** Fixed sizes shared by several components. */
export const sizes = {
  headerHeight: '56px',
  bottomNavHeight: '64px',
  controlSm: '32px',
  controlMd: '44px',
  controlLg: '52px',
  container: { sm: '640px', md: '768px', lg: '1024px', xl: '1200px' },
} as const;

export const zIndices = {
  header: 100,
  bottomNav: 100,
  dropdown: 200,
  modal: 1000,
  toast: 1100,
} as const;

export const transitions = {
  fast: '120ms ease-out',
  normal: '200ms ease-out',
} as const;

export const theme = {
  colors,
  space,
  radii,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  breakpoints,
  media,
  shadows,
  sizes,
  zIndices,
  transitions,
} as const;

export type Theme = typeof theme;
export type ColorToken = keyof typeof colors;
