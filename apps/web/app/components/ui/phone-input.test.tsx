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
  it('shows the mask (###) ###-#### as digits are typed (spec 000 §5)', async () => {
    const { user, input } = setup();
    await user.type(input, '3125550123');
    expect(input).toHaveValue('(312) 555-0123');
    expect(reported.at(-1)).toBe('(312) 555-0123');
  });

  it('is empty after select-all and delete, not "("', async () => {
    const { user, input } = setup('(312) 555-0123');
    await user.click(input);
    await user.keyboard('{Control>}a{/Control}{Delete}');
    expect(input).toHaveValue('');
    expect(reported.at(-1)).toBe('');
  });

  it('is empty after select-all and backspace', async () => {
    const { user, input } = setup();
    await user.type(input, '312');
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    expect(input).toHaveValue('');
    expect(reported.at(-1)).toBe('');
  });

  it('is empty after deleting the last digit one key at a time', async () => {
    const { user, input } = setup();
    await user.type(input, '3');
    await user.keyboard('{Backspace}{Backspace}');
    expect(input).toHaveValue('');
    expect(reported.at(-1)).toBe('');
  });

  it('formats a stored number for the field', () => {
    expect(formatPhone('13125550123')).toBe('(312) 555-0123');
    expect(formatPhone(null)).toBe('');
  });
});
