import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { Email, FirstName, LastName, OptionalPhone, Password, Phone, Zip, Zip5, messages } from './fields.ts';

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('field rules', () => {
  describe('email', () => {
    it.each(['a@b.co', 'first.last@example.com', ' padded@example.com '])('accepts %j', (value) => {
      expect(Email.safeParse(value).success).toBe(true);
    });
    it.each(['', 'plain', 'a@b', '@b.co', 'a b@c.de', 'a@b.', 'a@.'])('rejects %j with the spec message', (value) => {
      expect(firstMessage(Email, value)).toBe('Email is invalid.');
    });
    it('rejects more than 128 characters', () => {
      expect(Email.safeParse(`${'a'.repeat(120)}@example.com`).success).toBe(false);
    });
  });

  describe('phone', () => {
    it.each([
      ['5551234567', '5551234567'],
      ['(555) 123-4567', '5551234567'],
      ['15551234567', '5551234567'],
      ['1 (555) 123-4567', '5551234567'],
    ])('accepts %j as %j', (value, digits) => {
      expect(Phone.parse(value)).toBe(digits);
    });
    it.each(['555123456', '25551234567', '555123456789', 'phone'])('rejects %j with the spec message', (value) => {
      expect(firstMessage(Phone, value)).toBe('Invalid phone number.');
    });
    it('allows blank where optional', () => {
      expect(OptionalPhone.parse('')).toBeNull();
      expect(OptionalPhone.parse(undefined)).toBeNull();
      expect(OptionalPhone.parse('(555) 123-4567')).toBe('5551234567');
      expect(OptionalPhone.safeParse('123').success).toBe(false);
    });
  });

  describe('zip', () => {
    it.each(['12345', '12345-6789'])('accepts %j', (value) => {
      expect(Zip.safeParse(value).success).toBe(true);
    });
    it.each(['1234', '123456', '12345-678', '12345 6789', 'abcde'])('rejects %j', (value) => {
      expect(Zip.safeParse(value).success).toBe(false);
    });
    it("answers blank with 'Zipcode cannot be blank'", () => {
      expect(firstMessage(Zip, '')).toBe('Zipcode cannot be blank');
      expect(firstMessage(Zip5, '  ')).toBe('Zipcode cannot be blank');
    });
    it('takes five digits only where the input is five digits', () => {
      expect(Zip5.safeParse('12345').success).toBe(true);
      expect(Zip5.safeParse('12345-6789').success).toBe(false);
    });
  });

  describe('password', () => {
    it("requires at least 6 characters ('Enter at least 6 characters.')", () => {
      expect(firstMessage(Password, '12345')).toBe('Enter at least 6 characters.');
      expect(Password.safeParse('123456').success).toBe(true);
    });
    it('caps the length at 128', () => {
      expect(Password.safeParse('x'.repeat(128)).success).toBe(true);
      expect(Password.safeParse('x'.repeat(129)).success).toBe(false);
    });
  });

  describe('names', () => {
    it('require a first and a last name with the spec messages', () => {
      expect(firstMessage(FirstName, '  ')).toBe('First name is required.');
      expect(firstMessage(LastName, '')).toBe('Last name is required.');
      expect(FirstName.parse(' Ada ')).toBe('Ada');
      expect(LastName.parse('Lovelace')).toBe('Lovelace');
    });
  });

  it('keeps the spec sentences word for word', () => {
    expect(messages).toMatchObject({
      emailInvalid: 'Email is invalid.',
      passwordShort: 'Enter at least 6 characters.',
      firstNameRequired: 'First name is required.',
      lastNameRequired: 'Last name is required.',
      zipBlank: 'Zipcode cannot be blank',
      zipOutOfMarket: 'Zipcode is otm',
      shopNameRequired: 'Shop name is required.',
      shopCityStateRequired: 'Shop city and state is required.',
      invalidPhone: 'Invalid phone number.',
      invalidEmail: 'Invalid email.',
    });
  });
});
