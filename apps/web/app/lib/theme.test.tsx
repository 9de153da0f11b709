import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme, themeCssVariables } from './theme';

describe('themeCssVariables', () => {
  it("is what Mantine's provider writes for the theme (root.tsx renders it in its place)", () => {
    const html = renderToStaticMarkup(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        {null}
      </MantineProvider>,
    );
    const mantines = /<style data-mantine-styles="true">([\s\S]*?)<\/style>/.exec(html)?.[1];
    expect(mantines).toContain('--mantine-color-dimmed');
    expect(themeCssVariables).toBe(mantines);
  });
});
