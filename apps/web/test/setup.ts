import '@testing-library/jest-dom/vitest';
import { format } from 'node:util';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

/**
 * A test that logs an error or a warning has found one (epic-stack): React's act() and key warnings, a
 * failed prop type, an unhandled query error. Each call is recorded and the test fails after it ran, naming
 * what was logged (thrown from inside React the error would be swallowed). A test that expects a log spies
 * on the console itself (`vi.spyOn(console, 'warn').mockImplementation(…)`), which takes the place of this.
 */
const logged: string[] = [];
for (const level of ['error', 'warn'] as const) {
  const original = console[level].bind(console);
  console[level] = (...args: unknown[]) => {
    original(...args);
    logged.push(`console.${level}: ${format(...args)}`);
  };
}

function failOnLogs(when: string) {
  if (logged.length === 0) return;
  const calls = logged.splice(0);
  throw new Error(`${when} logged ${calls.length} error(s) or warning(s):\n${calls.join('\n')}`);
}

afterEach(() => {
  cleanup();
  failOnLogs('The test');
});
// Something still running when the file's last test ended (a late promise, a timer) is caught here.
afterAll(() => failOnLogs('This file, after its tests,'));

// Mantine reads these browser APIs, which happy-dom leaves out.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;
// Mantine's autosizing Textarea listens for web fonts loading (document.fonts), which happy-dom leaves out too.
if (!(document as { fonts?: unknown }).fonts) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() }, configurable: true });
}
