import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { MoneyInput } from './money-input';

function Controlled({ initial, seen }: { initial: number | null; seen: Array<number | null> }) {
  const [cents, setCents] = useState(initial);
  return (
    <>
      <MoneyInput
        label="Amount"
        value={cents}
        onChange={(next) => {
          seen.push(next);
          setCents(next);
        }}
      />
      <button type="button" onClick={() => setCents(0)}>
        Reset
      </button>
    </>
  );
}

describe('MoneyInput', () => {
  it('shows cents as dollars and gives cents back as the person types', async () => {
    const seen: Array<number | null> = [];
    const user = userEvent.setup();
    renderWithProviders(<Controlled initial={123_450} seen={seen} />);
    const field = screen.getByRole('textbox', { name: 'Amount' });
    expect(field).toHaveValue('$1,234.5');
    await user.clear(field);
    expect(seen.at(-1)).toBeNull();
    await user.type(field, '30.');
    expect(seen.at(-1)).toBe(3_000);
    expect(field).toHaveValue('$30.');
    await user.type(field, '05');
    expect(seen.at(-1)).toBe(3_005);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(field).toHaveValue('$0');
  });
});
