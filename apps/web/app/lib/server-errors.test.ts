import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { applyServerErrors, fieldOfPointer } from './server-errors';

const jsonApiErrors = (...errors: object[]) => ({ errors });
const problem = (code: string, detail: string, pointer?: string) => ({
  status: '422',
  code,
  title: 'Validation failed',
  detail,
  ...(pointer ? { source: { pointer } } : {}),
});

/** A form's values and the errors set on it. */
function fakeForm(values: object) {
  const errors: Record<string, string> = {};
  return { errors, getValues: () => values, setFieldError: (path: never, error: string) => void (errors[path] = error) };
}

describe('the field a pointer names', () => {
  const values = { email: '', currentPassword: '', address_1: '', items: [{ name: '' }] };

  it('camelCases the wire keys and keeps address_1', () => {
    expect(fieldOfPointer('/email', values)).toBe('email');
    expect(fieldOfPointer('/current_password', values)).toBe('currentPassword');
    expect(fieldOfPointer('/address_1', values)).toBe('address_1');
  });

  it('reads JSON:API attribute pointers and nested paths', () => {
    expect(fieldOfPointer('/data/attributes/email', values)).toBe('email');
    expect(fieldOfPointer('/items/0/name', values)).toBe('items.0.name');
  });

  it('is null for a field the form does not have', () => {
    expect(fieldOfPointer('/promo_code', values)).toBeNull();
    expect(fieldOfPointer('/', values)).toBeNull();
    expect(fieldOfPointer('/items/3/name', values)).toBeNull();
  });
});

describe('applying a failed submit to a form', () => {
  it("puts each pointed error on its field and leaves the rest, with the first error's code", () => {
    const form = fakeForm({ email: 'ada@example.com', password: 'secret' });
    const error = new ApiError(
      422,
      jsonApiErrors(
        problem('email_taken', 'email has already been taken', '/email'),
        problem('promo_code_invalid', 'Promo code is invalid.', '/promo_code'),
        problem('validation_failed', 'Something else.'),
      ),
    );
    expect(applyServerErrors(form, error)).toEqual({
      code: 'email_taken',
      status: 422,
      message: 'Promo code is invalid. Something else.',
    });
    expect(form.errors).toEqual({ email: 'email has already been taken' });
  });

  it('leaves nothing for the form when every error is on a field', () => {
    const form = fakeForm({ currentPassword: '' });
    const error = new ApiError(422, jsonApiErrors(problem('current_password_wrong', 'Current password is incorrect.', '/current_password')));
    expect(applyServerErrors(form, error)).toEqual({ code: 'current_password_wrong', status: 422, message: null });
    expect(form.errors).toEqual({ currentPassword: 'Current password is incorrect.' });
  });

  it("words a code the form's way, and keeps the codes the form explains as a whole off their field", () => {
    const form = fakeForm({ email: '' });
    const taken = new ApiError(422, jsonApiErrors(problem('email_taken', 'Email has already been taken and Email is in use already', '/email')));
    applyServerErrors(form, taken, { texts: { email_taken: 'Email is in use already.' } });
    expect(form.errors).toEqual({ email: 'Email is in use already.' });

    const other = fakeForm({ email: '' });
    expect(applyServerErrors(other, taken, { formLevel: ['email_taken'] })).toMatchObject({
      code: 'email_taken',
      message: 'Email has already been taken and Email is in use already',
    });
    expect(other.errors).toEqual({});
  });

  it("reads a plain namespace's {message, code} and an unreachable server", () => {
    const form = fakeForm({ zipcode: '' });
    expect(applyServerErrors(form, new ApiError(422, { message: 'Zipcode is otm', code: 'zipcode_out_of_market' }))).toEqual({
      code: 'zipcode_out_of_market',
      status: 422,
      message: 'Zipcode is otm',
    });
    expect(applyServerErrors(form, new ApiError(0, null, 'There was an error. Please try again later.'))).toEqual({
      code: null,
      status: 0,
      message: 'There was an error. Please try again later.',
    });
  });

  it('reports a failure that is not an API error and shows the default text', () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    const bug = new TypeError('x is undefined');
    expect(applyServerErrors(fakeForm({}), bug)).toEqual({
      code: null,
      status: 0,
      message: 'There was an error. Please try again later.',
    });
    expect(report).toHaveBeenCalledWith(bug);
    report.mockRestore();
  });
});
