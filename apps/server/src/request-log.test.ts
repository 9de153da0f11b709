import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createUser } from '../test/factories.ts';
import { build } from '../test/index.ts';

/** The server's log lines, as JSON, written while the tests run (what a log collector would receive). */
const lines: string[] = [];
const logStream = { write: (line: string) => void lines.push(line) };
const logged = () => lines.join('');

describe('the request log', async () => {
  const { app } = await build({ LOG_LEVEL: 'info', LOG_FORMAT: 'json' }, { logStream });

  it('writes no Authorization header, refresh cookie or Set-Cookie value, only the request line', async () => {
    const user = await createUser(app, { email: 'logged@example.com', password: 'log-pass-1' });
    lines.length = 0;
    const signIn = await app.inject({ method: 'POST', url: '/api/v3/sessions', payload: { email: 'logged@example.com', password: 'log-pass-1' } });
    expect(signIn.statusCode).toBe(200);
    const setCookie = String(signIn.headers['set-cookie']);
    const refreshToken = /=([^;]+);/.exec(setCookie)?.[1];
    expect(refreshToken).toBeTruthy();
    const profile = await app.inject({ method: 'GET', url: '/api/v3/users/profile', headers: user.headers, cookies: user.cookies });
    expect(profile.statusCode).toBe(200);
    const refreshed = await app.inject({ method: 'GET', url: '/api/v3/sessions/refresh', cookies: { ...user.cookies } });
    expect(refreshed.statusCode).toBe(200);

    expect(logged()).toContain('"url":"/api/v3/users/profile"');
    for (const secret of [user.accessToken, user.refreshToken, refreshToken!, 'log-pass-1']) expect(logged()).not.toContain(secret);
  });

  it('writes capability tokens in a URL as [redacted]: the calendar link, the satisfaction link, a reset-password page', async () => {
    const calendarToken = randomBytes(16).toString('hex');
    const npsToken = randomBytes(24).toString('base64url');
    const resetToken = randomBytes(24).toString('base64url');
    lines.length = 0;
    await app.inject({ method: 'GET', url: `/api/v3/appointments/${randomUUID()}/calendar.ics?token=${calendarToken}` });
    await app.inject({ method: 'GET', url: `/api/v3/service_requests/${npsToken}` });
    await app.inject({ method: 'GET', url: `/api/v3/appointments/x/calendar.ics?a=1&TOKEN=${calendarToken}&b=2` });
    await app.inject({ method: 'POST', url: `/reset-password/${resetToken}`, payload: {} });
    await app.inject({ method: 'GET', url: `/service-request/nps/${npsToken}?x=1` });

    for (const secret of [calendarToken, npsToken, resetToken]) expect(logged()).not.toContain(secret);
    expect(logged()).toMatch(/"url":"\/api\/v3\/appointments\/[0-9a-f-]+\/calendar\.ics\?token=\[redacted\]"/);
    expect(logged()).toContain('"url":"/api/v3/service_requests/[redacted]"');
    expect(logged()).toContain('"url":"/api/v3/appointments/x/calendar.ics?a=1&TOKEN=[redacted]&b=2"');
    expect(logged()).toContain('"url":"/reset-password/[redacted]"');
    expect(logged()).toContain('"url":"/service-request/nps/[redacted]?x=1"');
  });

  it('writes a vehicle history share link as [redacted]: its page, its API reads and downloads, with a trailing slash too', async () => {
    const shareToken = randomBytes(24).toString('base64url');
    const resetToken = randomBytes(24).toString('base64url');
    lines.length = 0;
    await app.inject({ method: 'GET', url: `/api/v3/vehicle_history_shares/${shareToken}` });
    await app.inject({ method: 'GET', url: `/api/v3/vehicle_history_shares/${shareToken}/history.pdf` });
    await app.inject({ method: 'GET', url: `/api/v3/vehicle_history_shares/${shareToken}/history.csv?x=1` });
    await app.inject({ method: 'POST', url: `/vehicle-history/${shareToken}`, payload: {} });
    await app.inject({ method: 'POST', url: `/reset-password/${resetToken}/`, payload: {} });

    expect(lines.length).toBeGreaterThan(0);
    for (const secret of [shareToken, resetToken]) expect(logged()).not.toContain(secret);
    expect(logged()).toContain('"url":"/api/v3/vehicle_history_shares/[redacted]"');
    expect(logged()).toContain('"url":"/api/v3/vehicle_history_shares/[redacted]/history.pdf"');
    expect(logged()).toContain('"url":"/api/v3/vehicle_history_shares/[redacted]/history.csv?x=1"');
    expect(logged()).toContain('"url":"/vehicle-history/[redacted]"');
    expect(logged()).toContain('"url":"/reset-password/[redacted]/"');
  });

  it('keeps ordinary ids and queries as they are', async () => {
    const id = randomUUID();
    lines.length = 0;
    await app.inject({ method: 'DELETE', url: `/api/v3/service_requests/${id}?reason_withdrawn=other` });
    expect(logged()).toContain(`"url":"/api/v3/service_requests/${id}?reason_withdrawn=other"`);
  });
});
