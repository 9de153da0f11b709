import Fastify from 'fastify';
import pino from 'pino';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { lazyChildLoggerFactory } from './lazy-child-logger.ts';

describe('lazyChildLoggerFactory', async () => {
  const lines: Array<Record<string, unknown>> = [];
  const app = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
    childLoggerFactory: lazyChildLoggerFactory,
  });
  app.get('/loud', async (request) => {
    request.log.info({ step: 1 }, 'working');
    request.log.debug('not at info');
    return 'ok';
  });
  app.get('/quiet', { logLevel: 'warn' }, async (request) => {
    request.log.info('not at warn');
    const log = request.log as typeof request.log & { isLevelEnabled: (level: string) => boolean };
    return { enabled: { info: log.isLevelEnabled('info'), warn: log.isLevelEnabled('warn') } };
  });
  app.get('/quiet-fails', { logLevel: 'warn' }, async () => {
    throw new Error('boom');
  });
  app.get('/nested', async (request) => {
    request.log.child({ userId: 'u1' }).warn('as a user');
    return 'ok';
  });

  await app.ready();
  afterAll(() => app.close());
  const child = vi.spyOn(app.log, 'child');

  const linesOf = async (url: string) => {
    lines.length = 0;
    child.mockClear();
    const response = await app.inject({ url, headers: { 'x-request-id': 'ignored' } });
    return { response, lines: [...lines] };
  };

  it('writes what pino would, bound to the request id, at the levels enabled', async () => {
    const { lines: written } = await linesOf('/loud');
    expect(written.map((line) => line.msg)).toEqual(['incoming request', 'working', 'request completed']);
    const ids = new Set(written.map((line) => line.reqId));
    expect(ids.size).toBe(1);
    expect([...ids][0]).toMatch(/^req-/);
    expect(written[1]).toMatchObject({ level: 30, step: 1 });
    expect(child).toHaveBeenCalledTimes(1);
  });

  it('builds no logger for a request that writes nothing at its route level', async () => {
    const { response, lines: written } = await linesOf('/quiet');
    expect(response.json()).toEqual({ enabled: { info: false, warn: true } });
    expect(written).toEqual([]);
    expect(child).not.toHaveBeenCalled();
  });

  it('still writes the errors of a quiet route, with the request id', async () => {
    const { response, lines: written } = await linesOf('/quiet-fails');
    expect(response.statusCode).toBe(500);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ level: 50, err: { message: 'boom' } });
    expect(written[0]?.reqId).toMatch(/^req-/);
  });

  it('gives nested children the request bindings and their own', async () => {
    const { lines: written } = await linesOf('/nested');
    expect(written.find((line) => line.msg === 'as a user')).toMatchObject({ userId: 'u1', level: 40 });
    expect(written.find((line) => line.msg === 'as a user')?.reqId).toMatch(/^req-/);
  });

  it('makes a nested child (the auth guard’s user id) without building a logger until it writes a line', () => {
    const written: Array<Record<string, unknown>> = [];
    const parent = pino({ level: 'warn' }, { write: (line: string) => void written.push(JSON.parse(line)) });
    const built = vi.spyOn(parent, 'child');
    const user = lazyChildLoggerFactory(parent, { reqId: 'req-1' }, {}).child({ userId: 'u1' });
    user.info('not at warn');
    expect(built).not.toHaveBeenCalled();
    user.warn('as a user');
    expect(built).toHaveBeenCalledTimes(1);
    expect(written).toEqual([expect.objectContaining({ reqId: 'req-1', userId: 'u1', msg: 'as a user', level: 40 })]);
  });
});
