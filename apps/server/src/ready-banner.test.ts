import { describe, expect, it } from 'vitest';
import { type ReadyFacts, readyBanner } from './ready-banner.ts';

const facts: ReadyFacts = {
  brandName: 'Pitstop',
  url: 'http://localhost:3000',
  nodeVersion: 'v24.21.0',
  mode: 'production',
  demoAccounts: [
    { role: 'member', email: 'demo@pitstop.test', password: 'pitstop-demo' },
    { role: 'admin', email: 'admin@pitstop.test', password: 'pitstop-admin' },
  ],
  mail: { email: 'outbox', sms: 'outbox', outboxUrl: 'http://localhost:3000/dev/outbox', outboxReadableBy: 'anyone here' },
  payments: 'sandbox',
  testSupport: false,
};

describe('the ready banner', () => {
  it('gives the address, the Node version, the demo sign-ins and where unsent mail is read', () => {
    const banner = readyBanner(facts);
    expect(banner).toContain('Pitstop is ready at http://localhost:3000   (Node v24.21.0, production)');
    expect(banner).toContain('Sign in as  demo@pitstop.test / pitstop-demo    (member)');
    expect(banner).toContain('            admin@pitstop.test / pitstop-admin  (admin)');
    expect(banner).toContain('Mail        keeps email and text messages unsent: read them at http://localhost:3000/dev/outbox');
    expect(banner).toContain('Payments    TEST MODE: the sandbox gateway takes Stripe test cards (4242 4242 4242 4242); no real card is charged');
    expect(readyBanner({ ...facts, payments: 'stripe' })).toContain('Payments    through Stripe');
    expect(banner.split('\n').length).toBeLessThanOrEqual(10);
  });

  it('says who may read the outbox on a server others can reach, and what is really sent', () => {
    const banner = readyBanner({
      ...facts,
      demoAccounts: [],
      mail: { ...facts.mail, email: 'smtp', outboxReadableBy: 'admins' },
    });
    expect(banner).not.toContain('Sign in as');
    expect(banner).toContain(
      'Mail        sends email through SMTP; keeps text messages unsent: signed-in admins can read them at http://localhost:3000/dev/outbox',
    );
  });

  it('mentions no outbox when everything is delivered', () => {
    const banner = readyBanner({ ...facts, mail: { ...facts.mail, email: 'smtp', sms: 'twilio' } });
    expect(banner).toContain('Mail        sends email through SMTP and texts through Twilio');
    expect(banner).not.toContain('outbox');
  });

  it('warns loudly when test support is on, and says nothing of it otherwise', () => {
    expect(readyBanner(facts)).not.toContain('TEST SUPPORT');
    const banner = readyBanner({ ...facts, testSupport: true });
    expect(banner).toContain('WARNING     TEST SUPPORT IS ON (E2E or DEV_TEST_SUPPORT)');
    expect(banner).toContain('sign in as anyone. Never on a public server.');
  });
});
