import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createPartner, createUser } from '../../test/factories.ts';
import { build } from '../../test/index.ts';
import { partnerAdmins } from '../db/schema/index.ts';
import { verifyAccessToken } from '../lib/access-token.ts';
import { currentPartnerId, PARTNER_HEADER } from './auth.ts';

/** The route roles the guards check once for a route (ADR 050); `location-staff` is proven by the shop routes' tests. */
describe('route roles', async () => {
  const { app, config } = await build();

  const requestOf = async (accessToken: string, headers: Record<string, string>) => {
    const verified = await verifyAccessToken(config, accessToken);
    if (!verified.ok) throw new Error('test token refused');
    const { userId, sessionId, admin, type } = verified.claims;
    return { user: { id: userId, sessionId, admin, type }, headers, params: {}, log: app.log, partnerId: null } as unknown as FastifyRequest;
  };

  it('partner-admin: lets in the admin of the partner the X-Partner-Id header names, and keeps the partner on the request', async () => {
    const partner = await createPartner(app, { slug: 'roles-partner' });
    const admin = await createUser(app);
    await app.database.db.insert(partnerAdmins).values({ partnerId: partner.id, userId: admin.user.id });
    const request = await requestOf(admin.accessToken, { [PARTNER_HEADER]: partner.id.toUpperCase() });
    await app.requirePartnerAdmin(request);
    expect(currentPartnerId(request)).toBe(partner.id);
  });

  it('partner-admin: answers 404 for another partner, a malformed id, or someone who administers none; 400 without the header', async () => {
    const partner = await createPartner(app, { slug: 'roles-partner-own' });
    const other = await createPartner(app, { slug: 'roles-partner-other' });
    const admin = await createUser(app);
    const stranger = await createUser(app);
    await app.database.db.insert(partnerAdmins).values({ partnerId: partner.id, userId: admin.user.id });
    for (const [token, headers] of [
      [admin.accessToken, { [PARTNER_HEADER]: other.id }],
      [admin.accessToken, { [PARTNER_HEADER]: 'not-a-uuid' }],
      [stranger.accessToken, { [PARTNER_HEADER]: partner.id }],
    ] as const) {
      await expect(app.requirePartnerAdmin(await requestOf(token, headers))).rejects.toMatchObject({ code: 'not_found' });
    }
    // No header at all is the caller's mistake, told as such (ADR 057): 400.
    await expect(app.requirePartnerAdmin(await requestOf(admin.accessToken, {}))).rejects.toMatchObject({ code: 'bad_request' });
  });
});
