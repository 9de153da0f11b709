import { describe, expect, it } from 'vitest';
import { DEFAULT_ERROR_TEXT, ERROR_TEXT_KEYS, extractErrorText } from './errors.ts';

describe('extractErrorText ', () => {
  it.each([undefined, null, '', '   ', [], {}, { unrelated: 'x' }, 42])('falls back to the default text for %j', (value) => {
    expect(extractErrorText(value)).toBe('There was an error. Please try again later.');
    expect(DEFAULT_ERROR_TEXT).toBe('There was an error. Please try again later.');
  });

  it('takes a caller-supplied fallback', () => {
    expect(extractErrorText(undefined, 'Hmm, something went wrong. Sorry about that.')).toBe(
      'Hmm, something went wrong. Sorry about that.',
    );
  });

  it('trims a string', () => {
    expect(extractErrorText('  Zipcode is otm \n')).toBe('Zipcode is otm');
  });

  it('deduplicates an array and joins it', () => {
    expect(extractErrorText(['Email is invalid.', ' Email is invalid. ', 'Enter at least 6 characters.'])).toBe(
      'Email is invalid. Enter at least 6 characters.',
    );
  });

  it('skips empty entries of an array', () => {
    expect(extractErrorText(['', null, 'Zipcode cannot be blank'])).toBe('Zipcode cannot be blank');
  });

  it('searches object keys in the catalogue order', () => {
    expect(ERROR_TEXT_KEYS).toEqual([
      'message',
      'errors',
      'error',
      'data',
      'base',
      'service_request',
      'owned_vehicle',
      'user',
    ]);
    // Each key wins over every key after it.
    ERROR_TEXT_KEYS.forEach((key, index) => {
      const later = Object.fromEntries(ERROR_TEXT_KEYS.slice(index + 1).map((k) => [k, `from ${k}`]));
      expect(extractErrorText({ ...later, [key]: `from ${key}` })).toBe(`from ${key}`);
    });
  });

  it('moves on to the next key when an earlier one holds no text', () => {
    expect(extractErrorText({ message: '  ', errors: [], user: ['email has already been taken'] })).toBe(
      'email has already been taken',
    );
  });

  it('reads nested shapes (errors: {base: [...]})', () => {
    expect(extractErrorText({ errors: { base: ['Zipcode is otm'] } })).toBe('Zipcode is otm');
    expect(extractErrorText({ error: { service_request: 'Zipcode cannot be blank' } })).toBe('Zipcode cannot be blank');
    expect(extractErrorText({ errors: { owned_vehicle: ['is invalid', 'is invalid'] } })).toBe('is invalid');
  });

  it('reads JSON:API error objects by their detail', () => {
    const document = {
      errors: [
        { status: '422', code: 'validation_failed', title: 'Validation failed', detail: 'email has already been taken' },
        { status: '422', code: 'validation_failed', title: 'Validation failed', detail: 'Enter at least 6 characters.' },
      ],
    };
    expect(extractErrorText(document)).toBe('email has already been taken Enter at least 6 characters.');
  });

  it('reads a JSON:API error object by its title when it has no detail', () => {
    expect(extractErrorText({ errors: [{ status: '404', title: 'Not found' }] })).toBe('Not found');
  });

  it('uses response.data when present (an HTTP error)', () => {
    const httpError = {
      message: 'Request failed with status code 422',
      response: { status: 422, data: { errors: [{ status: '422', title: 'x', detail: 'Zipcode is otm' }] } },
    };
    expect(extractErrorText(httpError)).toBe('Zipcode is otm');
  });

  it('falls back to the error itself when response.data holds no text', () => {
    expect(extractErrorText({ message: 'Network Error', response: { data: '' } })).toBe('Network Error');
  });

  it('reads plain-JSON namespace errors ({message, code})', () => {
    expect(extractErrorText({ message: 'Zipcode is otm', code: 'validation_failed' })).toBe('Zipcode is otm');
  });

  it('reads an Error instance by its message', () => {
    expect(extractErrorText(new Error(' boom '))).toBe('boom');
  });
});
