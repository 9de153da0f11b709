import { Button, TextInput } from '@mantine/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../../test/render-with-providers';
import { useSchemaForm } from './use-schema-form';

const NameSchema = z.object({ name: z.string().trim().min(1, { message: 'First name is required.' }) });

function NameForm({ onSubmit }: { onSubmit: (values: { name: string }) => void }) {
  const form = useSchemaForm(NameSchema, { initialValues: { name: '' } });
  return (
    <form onSubmit={form.submit(onSubmit)}>
      <TextInput label="First name" {...form.getInputProps('name')} />
      <Button type="submit">Save</Button>
    </form>
  );
}

describe('validation timing', () => {
  it('validates on blur', async () => {
    renderWithProviders(<NameForm onSubmit={vi.fn()} />);
    const input = screen.getByLabelText('First name');
    fireEvent.focus(input);
    fireEvent.blur(input);
    expect(await screen.findByText('First name is required.')).toBeInTheDocument();
  });

  it('validates 500 ms after typing stops', async () => {
    vi.useFakeTimers();
    try {
      renderWithProviders(<NameForm onSubmit={vi.fn()} />);
      const input = screen.getByLabelText('First name');
      fireEvent.change(input, { target: { value: 'A' } });
      fireEvent.change(input, { target: { value: '' } });
      await act(async () => vi.advanceTimersByTime(499));
      expect(screen.queryByText('First name is required.')).toBeNull();
      await act(async () => vi.advanceTimersByTime(1));
      expect(screen.getByText('First name is required.')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits for the click when a pointer press on a button caused the blur, so the click is not lost', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<NameForm onSubmit={onSubmit} />);
    const input = screen.getByLabelText('First name');
    fireEvent.blur(input);
    expect(await screen.findByText('First name is required.')).toBeInTheDocument();
    // The user fixes the field and presses Save before the typing pause ends.
    fireEvent.change(input, { target: { value: 'Ada' } });
    const button = screen.getByRole('button', { name: 'Save' });
    fireEvent.pointerDown(button);
    fireEvent.blur(input);
    // Validating now would remove the message and move the button from under the pointer: it waits.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('First name is required.')).toBeInTheDocument();
    fireEvent.pointerUp(button);
    fireEvent.click(button);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Ada' }));
    await waitFor(() => expect(screen.queryByText('First name is required.')).toBeNull());
  });
});
