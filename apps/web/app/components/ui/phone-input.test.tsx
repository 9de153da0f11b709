import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { PhoneInput, formatPhone } from './phone-input';

let reported: string[] = [];

function Controlled({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <PhoneInput
      value={value}
      onChange={(next) => {
        reported.push(next);
        setValue(next);
      }}
    />
  );
}

const setup = (initial?: string) => {
  reported = [];
  const user = userEvent.setup();
  renderWithProviders(<Controlled initial={initial} />);
  return { user, input: screen.getByLabelText('Phone number') };
};

describe('the phone field', () => {
  it('shows the mask (###) ###-#### as digits are typed', async () => {
    const { user, input } = setup();
    await user.type(input, '3125550123');
    expect(input).toHaveValue('(312) 555-0123');
    expect(reported.at(-1)).toBe('(312) 555-0123');
  });

  it.each([
    ['select-all and delete', '(312) 555-0123', '', '{Control>}a{/Control}{Delete}'],
    ['select-all and backspace', '', '312', '{Control>}a{/Control}{Backspace}'],
    ['deleting the last digit one key at a time', '', '3', '{Backspace}{Backspace}'],
  ])('is empty after %s, not "("', async (_how, initial, typed, keys) => {
    const { user, input } = setup(initial);
    if (typed) await user.type(input, typed);
    else await user.click(input);
    await user.keyboard(keys);
    expect(input).toHaveValue('');
    expect(reported.at(-1)).toBe('');
  });

  it('formats a stored number for the field', () => {
    expect(formatPhone('13125550123')).toBe('(312) 555-0123');
    expect(formatPhone(null)).toBe('');
  });
});
