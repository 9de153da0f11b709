import type { Page } from '@playwright/test';

/** Console errors of the page (React reports hydration mismatches there, not as page errors). */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}
