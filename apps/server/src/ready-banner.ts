/**
 * What `npm start` prints when the server is ready, for the person who ran it: where to open it, how to sign
 * in, where mail goes. A terminal gets this block; a log collector gets the same facts as one JSON line.
 */
export interface ReadyFacts {
  brandName: string;
  url: string;
  nodeVersion: string;
  mode: string;
  /** Demo sign-ins, when the demo data is loaded. */
  demoAccounts: { role: string; email: string; password: string }[];
  /** How email and texts leave: each delivered for real, or kept in the outbox (and who may read it). */
  mail: { email: 'smtp' | 'outbox'; sms: 'twilio' | 'outbox'; outboxUrl: string; outboxReadableBy: 'anyone here' | 'admins' };
  /** Who takes card payments: Stripe, or the local sandbox gateway (test mode: no real card is charged). */
  payments: 'stripe' | 'sandbox';
  /** Test-support routes and the development social verifier are on (E2E or DEV_TEST_SUPPORT). */
  testSupport: boolean;
}

function mailLine({ email, sms, outboxUrl, outboxReadableBy }: ReadyFacts['mail']): string {
  const kept = [email === 'outbox' ? 'email' : null, sms === 'outbox' ? 'text messages' : null].filter(Boolean);
  const sent = [email === 'smtp' ? 'email through SMTP' : null, sms === 'twilio' ? 'texts through Twilio' : null].filter(Boolean);
  const parts: string[] = [];
  if (sent.length > 0) parts.push(`sends ${sent.join(' and ')}`);
  if (kept.length > 0) {
    const reader = outboxReadableBy === 'admins' ? 'signed-in admins can read' : 'read';
    parts.push(`keeps ${kept.join(' and ')} unsent: ${reader} them at ${outboxUrl}`);
  }
  return parts.join('; ');
}

export function readyBanner(facts: ReadyFacts): string {
  const width = Math.max(0, ...facts.demoAccounts.map(({ email, password }) => `${email} / ${password}`.length));
  const lines = [
    '',
    `  ${facts.brandName} is ready at ${facts.url}   (Node ${facts.nodeVersion}, ${facts.mode})`,
    '',
    ...facts.demoAccounts.map(
      ({ role, email, password }, index) =>
        `  ${index === 0 ? 'Sign in as' : '          '}  ${`${email} / ${password}`.padEnd(width)}  (${role})`,
    ),
    `  Mail        ${mailLine(facts.mail)}`,
    `  Payments    ${facts.payments === 'stripe' ? 'through Stripe' : 'TEST MODE: the sandbox gateway takes Stripe test cards (4242 4242 4242 4242); no real card is charged'}`,
    ...(facts.testSupport
      ? [
          '',
          '  WARNING     TEST SUPPORT IS ON (E2E or DEV_TEST_SUPPORT): /api/test makes any user, admins too, and',
          '              `dev:` Facebook tokens sign in as anyone. Never on a public server.',
          '',
        ]
      : []),
    '  Stop        Ctrl-C (requests in flight finish first)',
    '',
  ];
  return `${lines.join('\n')}\n`;
}
