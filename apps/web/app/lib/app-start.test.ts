import { beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_START_STEPS, runAppStart, useAppStartStatus } from './app-start';

beforeEach(() => {
  useAppStartStatus.setState({ status: 'idle' });
});

describe('app start', () => {
  it('reads the store, loads the configuration, refreshes the session, then fetches the profile', () => {
    expect(APP_START_STEPS.map((step) => step.name)).toEqual(['store', 'runtime config', 'session', 'profile']);
  });

  it('runs the steps in order, a failing step not stopping the next, and reports when done', async () => {
    const order: string[] = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const running = runAppStart([
      { name: 'one', run: async () => void order.push('one') },
      {
        name: 'two',
        run: () => {
          order.push('two');
          throw new Error('boom');
        },
      },
      { name: 'three', run: async () => void order.push('three') },
    ]);
    expect(useAppStartStatus.getState().status).toBe('running');
    await running;
    expect(order).toEqual(['one', 'two', 'three']);
    expect(useAppStartStatus.getState().status).toBe('done');
    expect(warn).toHaveBeenCalledWith('App start step "two" failed', expect.any(Error));
    warn.mockRestore();
  });
});
