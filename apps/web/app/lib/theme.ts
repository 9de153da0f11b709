import { type CSSVariablesResolver, createTheme } from '@mantine/core';

/**
 * Teal, at shades dark enough for white text (WCAG AA, checked by axe in the e2e tests): filled and outline
 * buttons use shade 9 in the light scheme.
 */
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 9, dark: 7 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '800' },
  defaultRadius: 'md',
});

/** Mantine's "dimmed" grey is too light for body text on white (3.3:1); shade 7 reads at 7.9:1. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
