import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { StepBar, type StepBarItem } from './step-bar';

const steps: StepBarItem[] = [
  { step: 'one', label: 'Vehicle', status: 'complete', to: '/vehicle' },
  { step: 'two', label: 'Schedule', status: 'complete' },
  { step: 'three', label: 'Notes', status: 'current' },
  { step: 'four', label: 'Confirm', status: 'upcoming' },
];

describe('the step bar', () => {
  it('is a named list of the steps: done ones ticked, the current one marked as the current step, the rest numbered', () => {
    renderWithProviders(<StepBar label="Appointment progress" items={steps} />);
    const bar = screen.getByRole('navigation', { name: 'Appointment progress' });
    const items = within(bar).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-status'))).toEqual(['complete', 'complete', 'current', 'upcoming']);
    expect(items.map((item) => item.textContent)).toEqual(['✓Vehicle, completed', '✓Schedule, completed', '3Notes, current step', '4Confirm']);
    // The current step alone carries aria-current.
    const current = bar.querySelectorAll('[aria-current]');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveAttribute('aria-current', 'step');
    expect(current[0]).toHaveTextContent(/^3Notes\s*, current step$/);
  });

  it('makes a link of a step with a target only; a done step without one is plain text', () => {
    renderWithProviders(<StepBar label="Appointment progress" items={steps} />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: /^Vehicle\s*, completed$/ })).toHaveAttribute('href', '/vehicle');
    expect(screen.getByText('Schedule').closest('a')).toBeNull();
    expect(screen.getByText('Schedule').closest('[aria-current]')).toBeNull();
  });
});
