import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.ts';
import { signAccessToken, verifyAccessToken } from './access-token.ts';

describe('access tokens', () => {
  const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'a-test-secret-that-is-long-enough-0123456789' });
  const claims = { userId: '6f1c1f8e-4a7e-4a2b-9b1e-1f2d3c4b5a69', sessionId: 'd2b1e0c4-3f5a-4e6b-8c7d-9e0f1a2b3c4d', admin: false, type: 'other' as const };

  afterEach(() => {
    vi.useRealTimers();
  });

  it('verifies a token once and answers it again from memory until it expires, then says expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
    const { accessToken } = await signAccessToken(config, claims, { now: new Date(), ttlSeconds: 60 });
    expect(await verifyAccessToken(config, accessToken)).toEqual({ ok: true, claims });
    expect(await verifyAccessToken(config, accessToken)).toEqual({ ok: true, claims });
    vi.setSystemTime(new Date('2026-11-26T10:01:01Z'));
    expect(await verifyAccessToken(config, accessToken)).toEqual({ ok: false, reason: 'expired' });
    expect(await verifyAccessToken(config, accessToken)).toEqual({ ok: false, reason: 'expired' });
  });

  it('never takes a token signed with another secret, or altered, even after the real one was verified', async () => {
    const { accessToken } = await signAccessToken(config, claims);
    expect((await verifyAccessToken(config, accessToken)).ok).toBe(true);
    const other = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'another-test-secret-that-is-long-enough-0123' });
    expect(await verifyAccessToken(other, accessToken)).toEqual({ ok: false, reason: 'invalid' });
    const [header, payload, signature] = accessToken.split('.') as [string, string, string];
    const admin = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), adm: true })).toString('base64url');
    expect(await verifyAccessToken(config, `${header}.${admin}.${signature}`)).toEqual({ ok: false, reason: 'invalid' });
  });
});
