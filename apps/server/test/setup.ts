import { afterEach, vi } from 'vitest';

// A test that logs an error has found one (epic-stack): fail it instead of scrolling past it.
afterEach(() => {
  vi.restoreAllMocks();
});
const originalError = console.error;
console.error = (...args: unknown[]) => {
  originalError(...args);
  throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
};
