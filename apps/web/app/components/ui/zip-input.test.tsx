import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ZipInput, sanitizeZip, zipError } from './zip-input';

function Controlled() {
  const [value, setValue] = useState('');
  return <ZipInput value={value} onChange={setValue} />;
}

describe('the zip field', () => {
  it('accepts digits only, at most 5', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Controlled />);
    const input = screen.getByLabelText('ZIP code');

    await user.type(input, '9a4-1 0');
    expect(input).toHaveValue('9410');
    await user.type(input, '3789');
    expect(input).toHaveValue('94103');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it('keeps the digits of a pasted value', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Controlled />);
    const input = screen.getByLabelText('ZIP code');
    await user.click(input);
    await user.paste('ZIP: 94103-1234');
    expect(input).toHaveValue('94103');
    expect(sanitizeZip(' 1 2 3 ')).toBe('123');
  });

  it("says 'Zipcode cannot be blank' when empty and 'Zipcode is invalid' when short", () => {
    expect(zipError('')).toBe('Zipcode cannot be blank');
    expect(zipError('   ')).toBe('Zipcode cannot be blank');
    expect(zipError('941')).toBe('Zipcode is invalid');
    expect(zipError('94103')).toBeNull();
  });
});
