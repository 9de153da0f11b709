import { type CSSVariablesResolver, createTheme } from '@mantine/core';

/**
 * Teal, darkened from shade 6 on so every shade that carries text passes WCAG AA (checked by axe in the e2e
 * tests). In the light scheme filled buttons use shade 9 (8.2:1 with white), their hover shade 8 (6.6:1; Mantine's
 * own teal 8 was 3.9:1), and the light variant's text is shade 9 on shade 1.
 */
const teal = [
  '#e6fcf5', '#c3fae8', '#96f2d7', '#63e6be', '#38d9a9', '#20c997', '#0e8f6a', '#0b7a5b', '#096a4f', '#075a43',
] as const;

export const theme = createTheme({
  colors: { teal },
  primaryColor: 'teal',
  primaryShade: { light: 9, dark: 7 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '800' },
  defaultRadius: 'md',
  // Transitions are skipped for people who ask their system for reduced motion (and in the e2e browser).
  respectReducedMotion: true,
});

/**
 * Mantine's "dimmed" grey is too light for body text on white (3.3:1); shade 7 reads at 7.9:1. So is its red for
 * a field's error message (red 6, 3.3:1); red 9 reads at 5.6:1. (The light green and yellow's text colours are set in
 * the frame's CSS, app-layout.module.css: not in the first page's JavaScript.)
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: {},
});
