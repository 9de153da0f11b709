import { GENERIC_FAILURE_TEXT } from '@pitstop/contracts/common/errors';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { refuse, useAction } from './use-action';

const refusal = (code: string, detail: string, pointer?: string) =>
  new ApiError(422, { errors: [{ status: '422', code, title: 'Validation failed', detail, ...(pointer ? { source: { pointer } } : {}) }] });

/** A promise the test settles. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('useAction', () => {
  it('is pending while the action runs and refuses a second run meanwhile', async () => {
    const step = deferred();
    const action = vi.fn(() => step.promise);
    const { result } = renderHook(() => useAction(action));
    let first!: Promise<boolean>;
    act(() => {
      first = result.current.run();
    });
    expect(result.current.pending).toBe(true);
    let second!: boolean;
    await act(async () => {
      second = await result.current.run();
    });
    expect(second).toBe(false);
    expect(action).toHaveBeenCalledTimes(1);
    await act(async () => {
      step.resolve();
      expect(await first).toBe(true);
    });
    expect(result.current.pending).toBe(false);
    expect(result.current.problem).toBeNull();
  });

  it('puts an error the server points at a field of the form on that field, the rest in one problem with its code', async () => {
    const form = { getValues: () => ({ email: '' }), setFieldError: vi.fn() };
    const { result } = renderHook(() =>
      useAction(
        () => {
          throw new ApiError(422, {
            errors: [
              { status: '422', code: 'email_taken', detail: 'Email is in use already.', source: { pointer: '/email' } },
              { status: '422', code: 'conflict', detail: 'Please try again.' },
            ],
          });
        },
        { form },
      ),
    );
    await act(() => result.current.run());
    expect(form.setFieldError).toHaveBeenCalledWith('email', 'Email is in use already.');
    expect(result.current.problem).toEqual({ code: 'email_taken', status: 422, message: 'Please try again.' });
  });

  it('without a form, says the server’s sentence in the problem; a failure not the server’s is the generic sentence', async () => {
    const { result, rerender } = renderHook(({ error }: { error: unknown }) => useAction(() => Promise.reject(error)), {
      initialProps: { error: refusal('slot_taken', 'That time was just taken.') as unknown },
    });
    await act(() => result.current.run());
    expect(result.current.problem).toMatchObject({ code: 'slot_taken', message: 'That time was just taken.' });
    rerender({ error: { nothing: 'to say' } });
    await act(() => result.current.run());
    expect(result.current.problem).toMatchObject({ code: null, message: GENERIC_FAILURE_TEXT });
  });

  it('lets the component act by code (onFailure) and show nothing, and `refuse` ends a run with its sentence', async () => {
    const onFailure = vi.fn(() => null);
    const { result } = renderHook(() =>
      useAction(
        (fail: boolean) => {
          if (!fail) refuse('Choose a card.');
          throw refusal('offer_changed', 'The shop changed this estimate.');
        },
        { onFailure },
      ),
    );
    await act(() => result.current.run(true));
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ code: 'offer_changed' }), expect.any(ApiError));
    expect(result.current.problem).toBeNull();
    await act(() => result.current.run(false));
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(result.current.problem).toMatchObject({ message: 'Choose a card.' });
    act(() => result.current.setProblem(null));
    expect(result.current.problem).toBeNull();
  });
});
