import { describe, expect, it } from 'vitest';
import { ShopBid, shopMessages } from './shops.ts';

describe('a shop bid (the body of a hand offer)', () => {
  const line = (serviceId: string) => ({ serviceId, laborHours: 1, partsCents: 0, feesCents: 0 });

  it('prices each service once: a service listed twice is refused by the contract (the form and any client check it)', () => {
    const result = ShopBid.safeParse({ lineItems: [line('svc-1'), line('svc-1')] });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['lineItems'], message: shopMessages.serviceNotRequested })]);
    expect(ShopBid.safeParse({ lineItems: [line('svc-1'), line('svc-2')] }).success).toBe(true);
  });
});
