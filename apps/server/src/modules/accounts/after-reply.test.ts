import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { createAfterReply } from './after-reply.ts';

describe('work after the answer', () => {
  it('runs the task after the caller goes on, logs a failure instead of losing it, and idle() waits for both', async () => {
    const log = { error: vi.fn() } as unknown as FastifyBaseLogger;
    const afterReply = createAfterReply(log);
    const order: string[] = [];
    afterReply.run('first task', async () => void order.push('task'));
    afterReply.run('password reset email', async () => {
      throw new Error('SMTP down');
    });
    order.push('answer');
    await afterReply.idle();
    expect(order).toEqual(['answer', 'task']);
    expect(log.error).toHaveBeenCalledWith({ err: expect.objectContaining({ message: 'SMTP down' }) }, 'password reset email failed');
  });
});
