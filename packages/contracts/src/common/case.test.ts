import { describe, expect, it } from 'vitest';
import { toCamelKeys, toSnakeKeys } from './case.ts';

describe('key case conversion (ADR 002)', () => {
  const wire = {
    first_name: 'Ada',
    phone_number: '5551234567',
    contact_via_text_message: true,
    address_1: '1 Main St',
    address_2: null,
    owned_vehicle: { vehicle_id: 7, service_requests: [{ zip_code: '12345', total_price_in_dollars: 10.5 }] },
  };
  const code = {
    firstName: 'Ada',
    phoneNumber: '5551234567',
    contactViaTextMessage: true,
    address_1: '1 Main St',
    address_2: null,
    ownedVehicle: { vehicleId: 7, serviceRequests: [{ zipCode: '12345', totalPriceInDollars: 10.5 }] },
  };

  it('camelizes keys deeply, through arrays', () => {
    expect(toCamelKeys(wire)).toEqual(code);
  });

  it('snake_cases keys deeply, through arrays', () => {
    expect(toSnakeKeys(code)).toEqual(wire);
  });

  it('round-trips both ways, address_1 included', () => {
    expect(toSnakeKeys(toCamelKeys(wire))).toEqual(wire);
    expect(toCamelKeys(toSnakeKeys(code))).toEqual(code);
    expect(toCamelKeys({ address_1: 'x' })).toEqual({ address_1: 'x' });
  });

  it('keeps a digit with the word before it, as the SnakeKeys type does, so such keys round-trip', () => {
    // Separated (`address_line_1`) it came back as `addressLine_1`, which no schema knows: a card's billing
    // address could not be sent at all.
    const code = { addressLine1: 'a', addressLine2: 'b', last4: '4242', cardLast4: '0005' };
    const wire = { address_line1: 'a', address_line2: 'b', last4: '4242', card_last4: '0005' };
    expect(toSnakeKeys(code)).toEqual(wire);
    expect(toCamelKeys(wire)).toEqual(code);
  });

  it('leaves values alone', () => {
    expect(toCamelKeys({ some_key: 'some_value' })).toEqual({ someKey: 'some_value' });
    expect(toSnakeKeys(['camelValue'])).toEqual(['camelValue']);
  });

  it('stops at a bounded depth instead of recursing through any nesting (10 000 levels)', () => {
    let deep: unknown = { leaf_key: 1 };
    for (let level = 0; level < 10_000; level++) deep = { nested_key: deep };
    expect(() => toCamelKeys(deep)).not.toThrow();
    expect(() => toSnakeKeys(deep)).not.toThrow();
    expect(toCamelKeys<{ nestedKey: { nestedKey: unknown } }>(deep).nestedKey).toHaveProperty('nestedKey');
  });

  it('converts every key right when more distinct keys pass than it remembers', () => {
    const many = Object.fromEntries(Array.from({ length: 10_000 }, (_, index) => [`key_number${index}_of_many`, index]));
    const camel = toCamelKeys<Record<string, number>>(many);
    expect(Object.keys(camel)).toHaveLength(10_000);
    expect(camel.keyNumber9999OfMany).toBe(9999);
    expect(toSnakeKeys(camel)).toEqual(many);
    expect(toCamelKeys(wire)).toEqual(code);
  });
});
