import { describe, expect, it } from 'vitest';
import { makeProfile } from '../../../test/fixtures';
import { appointmentBarItems, confirmStepPath, visibleAppointmentSteps } from './steps';

const confirmed = makeProfile({ id: 'u1', confirmed: true, status: 'active' });
const unconfirmed = makeProfile({ id: 'u2', confirmed: false, status: 'active' });

describe('the /book-appointment step bar', () => {
  it('shows Vehicle, Schedule, Notes, Register, Confirm to a guest booking a service', () => {
    expect(visibleAppointmentSteps({ appointmentType: 'service', didJustRegister: false }, null)).toEqual(['vehicle', 'schedule', 'notes', 'register', 'confirm']);
  });
  it('hides Notes for a car wash', () => {
    expect(visibleAppointmentSteps({ appointmentType: 'car_wash', didJustRegister: false }, null)).toEqual(['vehicle', 'schedule', 'register', 'confirm']);
  });
  it('hides Register for a signed-in, confirmed user who did not just register, and keeps it for one who did or is unconfirmed', () => {
    expect(visibleAppointmentSteps({ appointmentType: 'car_wash', didJustRegister: false }, confirmed)).toEqual(['vehicle', 'schedule', 'confirm']);
    expect(visibleAppointmentSteps({ appointmentType: 'service', didJustRegister: true }, confirmed)).toEqual(['vehicle', 'schedule', 'notes', 'register', 'confirm']);
    expect(visibleAppointmentSteps({ appointmentType: 'collision', didJustRegister: false }, unconfirmed)).toContain('register');
  });
  it('marks the steps before the page complete, and all of them on the confirmation', () => {
    const steps = visibleAppointmentSteps({ appointmentType: 'service', didJustRegister: false }, null);
    expect(appointmentBarItems('activate-account', steps).map((item) => item.status)).toEqual(['complete', 'complete', 'complete', 'current', 'upcoming']);
    expect(appointmentBarItems('confirmation', steps).every((item) => item.status === 'complete')).toBe(true);
  });
  it('sends a guest to Create your free account and an unconfirmed account to Confirm your account before Confirm', () => {
    expect(confirmStepPath(null)).toBe('/book-appointment/sign-up');
    expect(confirmStepPath(makeProfile({ id: 'p', status: 'partial', confirmed: false }))).toBe('/book-appointment/sign-up');
    expect(confirmStepPath(unconfirmed)).toBe('/book-appointment/activate-account');
    expect(confirmStepPath(confirmed)).toBe('/book-appointment/confirm');
  });
});
