import { beforeEach, describe, expect, it } from 'vitest';
import { build } from '../../../test/index.ts';
import type { CreatedUser } from '../../../test/factories.ts';
import { startMailCatcher } from '../../../test/mail.ts';
import { bookedRequest, shopsWithStaff } from '../../../test/market.ts';
import { saveTestCard } from '../../../test/payments.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- wire documents are read as the JSON they are */

// Monday 30 November 2026, 08:50 in Austin (CST).
const MONDAY_NINE = new Date('2026-11-30T14:50:00Z');
const SOON = '2026-11-30T21:00:00.000Z';

describe('the money of a booking: one view for the booking page, the receipt and the Service Completed email', async () => {
  // The Service Completed email goes out for real, to a local SMTP server: the test reads what arrived.
  const mail = await startMailCatcher();
  const { app } = await build(mail.env);
  const received = async (to: string) => {
    await mail.deliver(app);
    return mail.emails(to).filter((email) => email.subject.startsWith('Service Completed'));
  };
  // Labor $120.00 an hour, tax 8.25 % on parts.
  const { alice, bob, staff, staffY, locationId, otherLocationId } = await shopsWithStaff(app, 'money', { laborRateCents: 12_000, taxRateBps: 825 });

  beforeEach(() => {
    app.clock.set!(MONDAY_NINE);
  });

  const inject = (user: CreatedUser, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });
  const moneyOf = async (user: CreatedUser, requestId: string) => {
    const response = await inject(user, 'GET', `/api/v3/users/service_requests/${requestId}/appointments`);
    return { status: response.statusCode, money: response.statusCode === 200 ? response.json().data[0].attributes.money : null, body: response.json() };
  };

  it('lists the estimate, each extra line with its answer, the approved and held totals, then what was charged to which card', async () => {
    const card = await saveTestCard(app, alice);
    const booked = await bookedRequest(app, alice, { cardId: card.id, appointmentTime: SOON, locationId });
    const first = await moneyOf(alice, booked.requestId);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const estimateLines = first.money.lines;
    expect(estimateLines.length).toBeGreaterThan(0);
    expect(estimateLines.every((line: any) => line.kind === 'estimate' && line.status === 'approved')).toBe(true);
    const estimate = first.money.estimate_total_cents;
    expect(estimate).toBe(estimateLines.reduce((sum: number, line: any) => sum + line.total_cents, 0));
    expect(first.money).toMatchObject({ approved_total_cents: estimate, approved_extra_cents: 0, held_cents: estimate, to_hold_cents: 0, charged_cents: null, card: { brand: 'visa', last4: '4242' } });

    // The shop sends two lines: wipers $32.48 (parts $30.00 + tax) and a cabin filter $87.06.
    const sent = await inject(staff, 'POST', `/api/shop/v1/locations/${locationId}/appointments/${booked.appointmentId}/extra_lines`, {
      lineItems: [
        { serviceName: 'Wiper blades', laborHours: 0, partsCents: 3_000, feesCents: 0 },
        { serviceName: 'Cabin air filter', laborHours: 0.5, partsCents: 2_500, feesCents: 0 },
      ],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const [wipers, filter] = sent.json().lines;
    const decide = (lineId: string, decision: string) => inject(alice, 'PUT', `/api/v3/users/service_requests/${booked.requestId}/extra_lines/${lineId}`, { decision });
    expect((await decide(wipers.id, 'approve')).statusCode).toBe(200);
    expect((await decide(filter.id, 'decline')).statusCode).toBe(200);

    // The booking page: what is held now includes the approved line (its own hold); the declined one never adds.
    const held = (await moneyOf(alice, booked.requestId)).money;
    expect(held.lines.slice(estimateLines.length)).toEqual([
      { name: 'Wiper blades', total_cents: 3_248, kind: 'extra', status: 'approved' },
      { name: 'Cabin air filter', total_cents: 8_706, kind: 'extra', status: 'declined' },
    ]);
    expect(held).toMatchObject({ approved_extra_cents: 3_248, approved_total_cents: estimate + 3_248, held_cents: estimate + 3_248, charged_cents: null });

    // Not yours: another customer's read of it is 404; another shop cannot complete it.
    expect((await moneyOf(bob, booked.requestId)).status).toBe(404);
    app.clock.set!(new Date('2026-11-30T22:00:00Z'));
    expect((await inject(staffY, 'POST', `/api/shop/v1/locations/${otherLocationId}/appointments/${booked.appointmentId}/completion`, { finalTotalCents: 100 })).statusCode).toBe(404);
    expect(await received(alice.user.email)).toHaveLength(0);

    // Completed for $5.00 less than approved: the receipt.
    const final = estimate + 3_248 - 500;
    const done = await inject(staff, 'POST', `/api/shop/v1/locations/${locationId}/appointments/${booked.appointmentId}/completion`, { finalTotalCents: final });
    expect(done.statusCode, done.body).toBe(200);
    const receipt = (await moneyOf(alice, booked.requestId)).money;
    expect(receipt).toMatchObject({ approved_total_cents: estimate + 3_248, held_cents: 0, charged_cents: final });
    // Consistent: approved = estimate + approved extras; charged ≤ approved; the declined line adds to neither.
    expect(receipt.approved_total_cents).toBe(receipt.estimate_total_cents + receipt.approved_extra_cents);
    expect(receipt.charged_cents).toBeLessThanOrEqual(receipt.approved_total_cents - receipt.discount_cents - receipt.rewards_cents);

    // The Service Completed email: the same lines and totals, the card, the link to the receipt page.
    const emails = await received(alice.user.email);
    expect(emails, 'one receipt email').toHaveLength(1);
    const [email] = emails;
    const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    expect(email!.subject).toMatch(new RegExp(`^Service Completed: \\${dollars(final)} charged by .+`));
    for (const line of estimateLines) expect(email!.text).toContain(`${line.name}: ${dollars(line.total_cents)}`);
    expect(email!.text).toContain('Wiper blades (Extra work, approved): $32.48');
    expect(email!.text).toContain('Cabin air filter (Declined, not charged): $87.06');
    expect(email!.text).toContain(`Approved total: ${dollars(estimate + 3_248)}`);
    expect(email!.text).toContain(`Charged: ${dollars(final)} to your Visa ending in 4242`);
    expect(email!.text).toContain(`/service-request/${booked.requestId}/offer/${booked.offerId}/completed`);
    expect(email!.html).toContain('Service Completed');
    expect(await received(bob.user.email)).toHaveLength(0);
  });

  it('a booking whose hold is still to come holds nothing now and says what will be held, approved lines included', async () => {
    const card = await saveTestCard(app, alice);
    // Ten days out: the hold is placed by the job two days before.
    const booked = await bookedRequest(app, alice, { cardId: card.id, appointmentTime: '2026-12-10T16:00:00.000Z', locationId });
    const sent = await inject(staff, 'POST', `/api/shop/v1/locations/${locationId}/appointments/${booked.appointmentId}/extra_lines`, {
      lineItems: [{ serviceName: 'Wiper blades', laborHours: 0, partsCents: 3_000, feesCents: 0 }],
    });
    expect((await inject(alice, 'PUT', `/api/v3/users/service_requests/${booked.requestId}/extra_lines/${sent.json().lines[0].id}`, { decision: 'approve' })).statusCode).toBe(200);
    const { money } = await moneyOf(alice, booked.requestId);
    expect(money).toMatchObject({ held_cents: 0, to_hold_cents: money.estimate_total_cents + 3_248, approved_total_cents: money.estimate_total_cents + 3_248 });
  });
});
