import { describe, expect, it } from 'vitest';
import { parseForm } from './form.ts';

describe("the fake Stripe's form reader", () => {
  it('reads bracket keys back into nested objects and indexed keys into arrays, as stripe-node writes them', () => {
    const body =
      'amount=500&metadata[user_id]=u%201&expand[0]=latest_charge&expand[1]=customer' +
      '&billing_details[address][line1]=1%20Main%20St&billing_details[address][line2]=&card[exp_month]=4';
    expect(parseForm(body)).toEqual({
      amount: '500',
      metadata: { user_id: 'u 1' },
      expand: ['latest_charge', 'customer'],
      billing_details: { address: { line1: '1 Main St', line2: '' } },
      card: { exp_month: '4' },
    });
  });

  it('reads percent-encoded brackets the same way', () => {
    expect(parseForm('metadata%5Bbooking_id%5D=b-1')).toEqual({ metadata: { booking_id: 'b-1' } });
  });
});
