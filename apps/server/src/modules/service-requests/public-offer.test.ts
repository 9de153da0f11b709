import { serviceRequestMessages } from '@pitstop/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { build } from '../../../test/index.ts';
import { createUser } from '../../../test/factories.ts';
import { createMarket, openRequest, seedTestCatalog } from '../../../test/market.ts';
import { offers, ownedVehicles, serviceRequests } from '../../db/schema/index.ts';

 

// GET /v3/offers/:offerId (ADR 073): one offer as its shared link shows it, to anyone, with nothing of the customer.
describe('a shared offer', async () => {
  const { app, database } = await build();
  const { db } = database;
  await seedTestCatalog(app);
  await createMarket(app, { companyName: 'Lone Star Garage', locations: [{ zipcode: '78701', name: 'Lone Star Garage Downtown', laborRateCents: 12_500 }] });
  const customer = await createUser(app, { firstName: 'Quentin', lastName: 'Zebulon' });
  const { requestId, offers: made } = await openRequest(app, customer, { serviceSlug: 'brake-pads-replacement' });
  const offer = made[0]!;
  const read = (id: string) => app.inject({ method: 'GET', url: `/api/v3/offers/${id}` });

  it('shows the shop, the job, the price and its validity, signed out', async () => {
    const reply = await read(offer.id);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=60');
    const { data } = reply.json();
    expect(data).toMatchObject({ id: offer.id, type: 'public_offers' });
    const [row] = await db.select().from(offers).where(eq(offers.id, offer.id));
    expect(data.attributes).toMatchObject({
      status: 'open',
      valid_until: row!.validUntil.toISOString(),
      total_cents: offer.totalCents,
      vehicle: { make: 'Honda', model: 'Civic' },
      shop: { company_name: 'Lone Star Garage', name: 'Lone Star Garage Downtown', city: 'Austin', state: 'TX' },
      line_items: [{ service_name: 'Brake Pads Replacement', labor_rate_cents: 12_500, total_cents: offer.totalCents }],
    });
    expect(data.attributes.shop.opening_hours.mon).toEqual({ open: '08:00', close: '18:00' });
  });

  it('never carries the customer, the request or the vehicle beyond its make and model', async () => {
    const [vehicle] = await db.select().from(ownedVehicles).where(eq(ownedVehicles.userId, customer.user.id));
    await db.update(serviceRequests).set({ notes: 'Gate code 4417, ask for Quentin' }).where(eq(serviceRequests.id, requestId));
    const body = (await read(offer.id)).body;
    for (const secret of [customer.user.email, customer.user.id, 'Quentin', 'Zebulon', requestId, vehicle!.id, 'Gate code', '2016', '60000']) {
      expect(body).not.toContain(secret);
    }
  });

  it('says honestly when it can no longer be booked: expired, withdrawn, or closed', async () => {
    const [row] = await db.select().from(offers).where(eq(offers.id, offer.id));
    app.clock.set!(new Date(row!.validUntil.getTime() + 60_000));
    try {
      expect((await read(offer.id)).json().data.attributes.status).toBe('expired');
    } finally {
      app.clock.reset!();
    }
    await db.update(serviceRequests).set({ status: 'booked' }).where(eq(serviceRequests.id, requestId));
    expect((await read(offer.id)).json().data.attributes.status).toBe('closed');
    await db.update(offers).set({ status: 'withdrawn' }).where(eq(offers.id, offer.id));
    expect((await read(offer.id)).json().data.attributes.status).toBe('withdrawn');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['3f0a4f4e-8d4e-4b59-9c0f-2f1f7e0b9a11', 'not-an-offer', '12']) {
      const reply = await read(id);
      expect(reply.statusCode, id).toBe(404);
      expect(reply.json().errors[0]).toMatchObject({ code: 'not_found', detail: serviceRequestMessages.offerNotFound });
    }
  });
});
