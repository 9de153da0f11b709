import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ProfileUpdateRequest, SignUpRequest, snakeKeys, UserDocument } from './accounts.ts';

describe('accounts contracts', () => {
  it('let a form pick its fields with the spec messages', () => {
    const form = SignUpRequest.pick({ firstName: true, email: true, password: true });
    const result = form.safeParse({ firstName: '', email: 'x', password: '1' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'First name is required.',
      'Email is invalid.',
      'Enter at least 6 characters.',
    ]);
  });

  it('leave an absent phone alone on a profile update, and clear a blank one', () => {
    expect(ProfileUpdateRequest.parse({ firstName: 'A' })).toEqual({ firstName: 'A' });
    expect(ProfileUpdateRequest.parse({ phoneNumber: '' })).toEqual({ phoneNumber: null });
  });

  it('describe the wire in snake_case, nested objects included', () => {
    const wire = snakeKeys(z.object({ firstName: z.string(), address_1: z.string(), partners: z.array(z.object({ whiteLabel: z.boolean() })) }));
    expect(wire.parse({ first_name: 'A', address_1: 'B', partners: [{ white_label: true }] })).toEqual({
      first_name: 'A',
      address_1: 'B',
      partners: [{ white_label: true }],
    });
    expect(wire.safeParse({ firstName: 'A', address_1: 'B', partners: [] }).success).toBe(false);
  });

  it('keep the id out of the user attributes (JSON:API carries it on the resource)', () => {
    const attributes = UserDocument.shape.data.shape.attributes as unknown as z.ZodObject;
    expect(Object.keys(attributes.shape)).not.toContain('id');
    expect(Object.keys(attributes.shape)).toEqual(expect.arrayContaining(['provider_id', 'is_lyft_driver', 'administered_partners', 'address_1']));
  });
});
