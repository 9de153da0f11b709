import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SHOP_APPLICATION_KEPT, SHOP_APPLICATION_TYPED } from '@pitstop/contracts/testing/shop-applications';
import { outboxFor } from '../../../test/factories.ts';
import { build } from '../../../test/index.ts';
import { shopApplications } from '../../db/schema/index.ts';

const URL = '/api/v3/shop_applications';

/** A complete application as a shop types it, snake_case as the wire has it. */
const application = (fields: Record<string, unknown> = {}) => ({ ...SHOP_APPLICATION_TYPED, ...fields });

describe('POST /api/v3/shop_applications (docs/product/public-pages.md, ADR 069)', async () => {
  const { app, database, config } = await build();
  const db = database.db;
  app.clock.set!(new Date('2026-03-10T15:00:00Z'));
  const post = (payload: Record<string, unknown>, ip = '203.0.113.1') => app.inject({ method: 'POST', url: URL, payload, remoteAddress: ip });
  const stored = async () => (await db.select({ n: count() }).from(shopApplications))[0]!.n;

  it('keeps an application without a login (201, JSON:API), normalised, and emails it to the operations mailbox', async () => {
    const reply = await post(application());
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.headers['content-type']).toContain('application/vnd.api+json');
    const { data } = reply.json();
    expect(data.type).toBe('shop_applications');
    expect(data.attributes).toEqual({
      ...SHOP_APPLICATION_KEPT,
      // The app's clock, set above and running on.
      created_at: expect.stringMatching(/^2026-03-10T15:00/),
    });
    const [row] = await db.select().from(shopApplications);
    expect(row).toMatchObject({ id: data.id, email: 'dana@ridgeline.example', appliedOn: '2026-03-10', bays: 6, services: ['service', 'collision'] });
    const [mail] = await outboxFor(app, config.supportEmail, 'shop-application');
    expect(mail?.subject).toBe('Shop application: Ridgeline Auto Care (Austin, TX)');
    expect(mail?.text).toContain('Services: Repair and maintenance, Collision repair');
    // What the shop typed reaches our mailbox inert: no live link.
    expect(mail?.text).toContain('Website: https[:]//ridgeline[.]example');
  });

  it('refuses a second application from the same email the same day (409, any case), and takes it the next day', async () => {
    const before = await stored();
    const again = await post(application({ email: 'DANA@ridgeline.example', shop_name: 'Ridgeline Two' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0]).toMatchObject({
      code: 'conflict',
      detail: 'We already have an application from this email today. We will contact you about it; there is no need to apply again.',
      source: { pointer: '/email' },
    });
    expect(await stored()).toBe(before);
    app.clock.set!(new Date('2026-03-11T09:00:00Z'));
    expect((await post(application())).statusCode).toBe(201);
    expect(await stored()).toBe(before + 1);
  });

  it('answers optional fields left out as null', async () => {
    const { address_line2: _2, website: _w, message: _m, ...required } = application({ email: 'lean@shop.example' });
    const reply = await post(required);
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json().data.attributes).toMatchObject({ address_line2: null, website: null, message: null });
  });

  it("answers 422 with the spec's messages, pointing at the field, and keeps nothing", async () => {
    const before = await stored();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ shop_name: ' ' }, '/shop_name', 'Shop name is required.'],
      [{ shop_name: undefined }, '/shop_name', 'Shop name is required.'],
      [{ contact_first_name: '' }, '/contact_first_name', 'First name is required.'],
      [{ contact_last_name: ' ' }, '/contact_last_name', 'Last name is required.'],
      [{ email: 'dana@ridgeline' }, '/email', 'Email is invalid.'],
      [{ email: undefined }, '/email', 'Email is invalid.'],
      [{ phone: '555-0142' }, '/phone', 'Invalid phone number.'],
      [{ phone: '' }, '/phone', 'Invalid phone number.'],
      [{ address_line1: '' }, '/address_line1', 'Address line 1 is required.'],
      [{ address_city: ' ' }, '/address_city', 'City is required.'],
      [{ address_state: 'Texas' }, '/address_state', 'Please enter a valid State'],
      [{ address_zipcode: '7875' }, '/address_zipcode', 'Please enter a valid Zip code'],
      [{ address_zipcode: '' }, '/address_zipcode', 'Please enter a valid Zip code'],
      [{ services: [] }, '/services', 'Choose at least one service the shop offers.'],
      [{ services: undefined }, '/services', 'Choose at least one service the shop offers.'],
      [{ bays: 0 }, '/bays', 'Enter the number of service bays, from 1 to 99.'],
      [{ bays: 100 }, '/bays', 'Enter the number of service bays, from 1 to 99.'],
      [{ bays: 2.5 }, '/bays', 'Enter the number of service bays, from 1 to 99.'],
      [{ website: 'not a site' }, '/website', 'Please enter a valid website address'],
      [{ message: 'x'.repeat(1001) }, '/message', 'Message must be at most 1000 characters.'],
      [{ shop_name: 'Nul\u0000Shop' }, '/shop_name', 'Remove the control characters (such as NUL) from this text.'],
    ];
    for (const [fields, pointer, detail] of cases) {
      const reply = await post(application({ email: 'bad@input.example', ...fields }));
      expect(reply.statusCode, detail).toBe(422);
      const errors = reply.json().errors as { detail: string; source?: { pointer: string } }[];
      expect(errors, detail).toContainEqual(expect.objectContaining({ detail, source: { pointer } }));
    }
    expect(await stored()).toBe(before);
  });

  it('never answers another applicant’s data: the reply is the application just sent, and nothing lists them', async () => {
    const list = await app.inject({ method: 'GET', url: URL });
    expect(list.statusCode).toBe(404);
  });
});

describe('POST /api/v3/shop_applications is limited per address', async () => {
  // AUTH_RATE_LIMIT_MAX=2: the third application from one address within a minute is 429.
  const { app } = await build({ AUTH_RATE_LIMIT_MAX: '2' });
  const post = (email: string, ip: string) => app.inject({ method: 'POST', url: URL, payload: application({ email }), remoteAddress: ip });

  it('answers 429 to the third from one address in a minute, and not to another address', async () => {
    expect((await post('one@shop.example', '198.51.100.7')).statusCode).toBe(201);
    expect((await post('two@shop.example', '198.51.100.7')).statusCode).toBe(201);
    const limited = await post('three@shop.example', '198.51.100.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errors[0]).toMatchObject({ code: 'rate_limited' });
    expect((await post('four@shop.example', '198.51.100.8')).statusCode).toBe(201);
  });
});
