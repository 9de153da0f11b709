import { loadConfig } from '../../config.ts';
import { describe, expect, it } from 'vitest';
import { build } from '../../../test/index.ts';
import { createUser } from '../../../test/factories.ts';
import { undeliveredMailNotice } from './outbox-notice.ts';

const URL_ = '/api/v3/outbox_messages';
const THIS_MACHINE = '127.0.0.1';
const ELSEWHERE = '203.0.113.9';

describe('the outbox on a local server (PUBLIC_URL on localhost)', async () => {
  const { app, config } = await build();
  await app.inject({
    method: 'POST',
    url: '/api/v3/users',
    payload: { first_name: 'Olive', last_name: 'Box', email: 'outbox@example.com', password: 'secret-pass' },
  });
  await app.inject({ method: 'POST', url: '/api/v3/users/forgot_password', payload: { email: 'outbox@example.com' } });
  await app.accountsAfterReply.idle();

  it('is local', () => expect(config.localServer).toBe(true));

  it('lists the messages to an address for a guest on this machine, newest first, with codes and links', async () => {
    const response = await app.inject({ url: `${URL_}?to=OUTBOX@example.com`, remoteAddress: THIS_MACHINE });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.api+json');
    expect(response.headers['cache-control']).toBe('no-store');
    const { data, meta } = response.json();
    expect(meta.count).toBe(2);
    expect(data.map((message: { type: string }) => message.type)).toEqual(['outbox_messages', 'outbox_messages']);
    expect(data.map((message: { attributes: { template: string } }) => message.attributes.template)).toEqual([
      'password-reset',
      'confirmation-code',
    ]);
    expect(data[0].attributes).toMatchObject({ channel: 'email', to: 'outbox@example.com', status: 'local' });
    expect(data[0].attributes.links[0]).toMatch(/\/reset-password\/[\w-]{43}$/);
    expect(data[1].attributes.code).toMatch(/^\d{6}$/);
    expect(data[1].attributes.created_at).toEqual(expect.any(String));
  });

  it('filters by template and limits the list', async () => {
    const codes = await app.inject({ url: `${URL_}?to=outbox@example.com&template=confirmation-code` });
    expect(codes.json().data).toHaveLength(1);
    const one = await app.inject({ url: `${URL_}?limit=1` });
    expect(one.json().data).toHaveLength(1);
    const tooMany = await app.inject({ url: `${URL_}?limit=1000` });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors[0]).toMatchObject({ code: 'validation_failed', source: { parameter: 'limit' } });
  });

  it('is not found for a guest calling from another machine, whatever X-Forwarded-For says', async () => {
    for (const headers of [{}, { 'x-forwarded-for': THIS_MACHINE }]) {
      const response = await app.inject({ url: URL_, remoteAddress: ELSEWHERE, headers });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('application/vnd.api+json');
      expect(response.json().errors[0]).toMatchObject({ code: 'not_found', detail: `No route for GET ${URL_}.` });
    }
  });

  it('is read by an admin from another machine', async () => {
    const admin = await createUser(app, { admin: true });
    const response = await app.inject({ url: URL_, remoteAddress: ELSEWHERE, headers: admin.headers });
    expect(response.statusCode).toBe(200);
  });

  it('leaves /dev/outbox to the web app: the server has no /dev route of its own', () => {
    for (const url of ['/dev/outbox', '/dev/outbox.json']) expect(app.hasRoute({ method: 'GET', url })).toBe(false);
  });
});

describe('the outbox on a server others reach (PUBLIC_URL not on this machine)', async () => {
  const { app, config } = await build({ PUBLIC_URL: 'https://pitstop.example' });
  const admin = await createUser(app, { admin: true });
  const member = await createUser(app);

  it('is not local', () => expect(config.localServer).toBe(false));

  it('is not found for a guest, even on this machine', async () => {
    const response = await app.inject({ url: URL_, remoteAddress: THIS_MACHINE });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].code).toBe('not_found');
  });

  it('is not found for a signed-in user who is not an admin', async () => {
    const response = await app.inject({ url: URL_, headers: member.headers });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].code).toBe('not_found');
  });

  it('is read by a signed-in admin', async () => {
    const response = await app.inject({ url: URL_, headers: admin.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().meta.count).toBeGreaterThanOrEqual(0);
  });
});

describe('the start-up notice of mail kept, not delivered', () => {
  const configOf = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });
  const twilio = { TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 'token', TWILIO_FROM: '+15550100' };

  it('says what is kept, where, and that anyone here may read it on a local server', () => {
    expect(undeliveredMailNotice(configOf({}))).toBe(
      'Email is not delivered (no SMTP_URL); text messages are not delivered (no TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN ' +
        'and TWILIO_FROM): they are kept in the outbox table (outbox_messages), readable at ' +
        'http://localhost:3000/dev/outbox by anyone on this machine.',
    );
  });

  it('says only admins may read it on a server that is not local', () => {
    expect(undeliveredMailNotice(configOf({ PUBLIC_URL: 'https://pitstop.example', SMTP_URL: 'smtp://mail:25' }))).toBe(
      'Text messages are not delivered (no TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM): they are kept in ' +
        'the outbox table (outbox_messages), readable at https://pitstop.example/dev/outbox by signed-in admins only, ' +
        'as this server is not local (PUBLIC_URL is not a loopback address).',
    );
  });

  it('says nothing when everything is delivered', () => {
    expect(undeliveredMailNotice(configOf({ SMTP_URL: 'smtp://mail:25', ...twilio }))).toBeNull();
  });
});
