import type { Service } from '@pitstop/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { ServiceChips } from './service-chips';

const service = (name: string) => ({ id: `svc-${name}`, name, categoryName: 'Maintenance' }) as Service;
const SERVICES = ['Oil Change', 'Tire Rotation', 'Battery Replacement', 'Wheel Alignment'].map(service);

function renderChips(toggle = vi.fn()) {
  renderWithProviders(
    <>
      <button type="button">Before</button>
      <ServiceChips services={SERVICES} isSelected={(s) => s.name === 'Oil Change'} toggle={toggle} label="Popular Services" />
      <button type="button">Continue</button>
    </>,
  );
  return toggle;
}

describe('the service chips', () => {
  it('are one stop of the Tab key: a checkbox group entered and left with one Tab each', async () => {
    const user = userEvent.setup();
    renderChips();
    expect(screen.getByRole('group', { name: 'Popular Services' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Oil Change' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
  });

  it('move by arrow keys (across and down the wrapped rows, Home and End), check by Space, and come back to the chip last left', async () => {
    const user = userEvent.setup();
    const toggle = renderChips();
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('checkbox', { name: 'Tire Rotation' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('checkbox', { name: 'Battery Replacement' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(screen.getByRole('checkbox', { name: 'Oil Change' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('checkbox', { name: 'Wheel Alignment' })).toHaveFocus();
    await user.keyboard(' ');
    expect(toggle).toHaveBeenCalledWith(SERVICES[3]);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('checkbox', { name: 'Wheel Alignment' })).toHaveFocus();
  });
});
