import type { Service } from '@pitstop/contracts';
import { describe, expect, it } from 'vitest';
import type { CartVehicle } from '~/lib/store';
import {
  type OnrampCart,
  type OnrampSession,
  nextOnrampStep,
  onrampCartOf,
  onrampRedirect,
  onrampStepPath,
  sessionOf,
  vehicleKey,
} from './onramp-steps';
import { serviceRequestBody } from './request-body';

const service = (name: string, extra: Partial<Service> = {}): Service => ({
  id: `svc-${name.toLowerCase().replace(/\W+/g, '-')}`,
  name,
  categoryName: 'Brakes',
  note: null,
  autoquotable: true,
  enabled: true,
  serviceId: `svc-${name}`,
  type: 'service',
  slug: name.toLowerCase(),
  popular: false,
  ...extra,
});

const brakes = service('Brake Pads Replacement', { popular: true });
const fluid = service('Brake Fluid Flush');
const noise = service('Strange Noise Diagnosis', { categoryName: 'Diagnosis' });

const civic: CartVehicle = { id: null, year: 2020, make: 'Honda', model: 'Civic', subModel: 'EX', engine: null, mileage: 45000, vin: null };

// A cart as stored before the onramp's later fields existed: read with their defaults.
const EMPTY: OnrampCart = onrampCartOf({ zipcode: null, services: [], notes: '', ownedVehicle: null, vehicleToCreate: null });
const cart = (changes: Partial<OnrampCart>): OnrampCart => ({ ...EMPTY, ...changes });

const guest: OnrampSession = { loggedIn: false, partial: false, confirmed: false };
const unconfirmed: OnrampSession = { loggedIn: true, partial: false, confirmed: false };
const member: OnrampSession = { loggedIn: true, partial: false, confirmed: true };
const partial: OnrampSession = { loggedIn: true, partial: true, confirmed: false };

/** A guest's cart with everything up to the vehicle (and its interval services) done. */
const readyForAccount = cart({
  zipcode: '78701',
  services: [brakes],
  answers: [{ serviceId: brakes.id, answers: [{ questionId: 'q1', answer: 'Front' }] }],
  passed: ['notes'],
  vehicleToCreate: civic,
  intervalServices: { vehicleKey: vehicleKey(civic), mileage: 50000, services: [] },
});

describe('the next onramp step', () => {
  it('walks a guest through every step in the spec order', () => {
    expect(nextOnrampStep(EMPTY, guest)).toBe('services');
    expect(nextOnrampStep(cart({ services: [brakes] }), guest)).toBe('location');
    expect(nextOnrampStep(cart({ services: [brakes], zipcode: '78701' }), guest)).toBe('interview');
    const answered = cart({ services: [brakes], zipcode: '78701', answers: [{ serviceId: brakes.id, answers: [] }] });
    expect(nextOnrampStep(answered, guest)).toBe('notes');
    expect(nextOnrampStep({ ...answered, passed: ['notes'] }, guest)).toBe('vehicle');
    expect(nextOnrampStep({ ...answered, passed: ['notes'], vehicleToCreate: civic }, guest)).toBe('interval-services');
    expect(nextOnrampStep(readyForAccount, guest)).toBe('sign-up');
    expect(nextOnrampStep(readyForAccount, unconfirmed)).toBe('activate-account');
    expect(nextOnrampStep(readyForAccount, member)).toBe('contact');
    expect(nextOnrampStep({ ...readyForAccount, notificationMethod: 'email' }, member)).toBe('send');
  });

  it('skips the location when the cart has a checked zip, the interview without a popular service', () => {
    expect(nextOnrampStep(cart({ services: [fluid], zipcode: '78701' }), guest)).toBe('notes');
  });

  it('skips the interval services for a vehicle without a mileage, and asks again for another vehicle', () => {
    const noMileage = { ...civic, mileage: null };
    expect(nextOnrampStep({ ...readyForAccount, vehicleToCreate: noMileage, intervalServices: null }, member)).toBe('contact');
    const other = { ...civic, mileage: 90000 };
    expect(nextOnrampStep({ ...readyForAccount, vehicleToCreate: other }, member)).toBe('interval-services');
  });

  it('skips the account steps for a signed-in, confirmed user; asks a partial account to finish signing up', () => {
    expect(nextOnrampStep(readyForAccount, member)).toBe('contact');
    expect(nextOnrampStep(readyForAccount, partial)).toBe('sign-up');
  });

  it('asks a diagnosis for its description: the notes step is done only with a note', () => {
    const diagnosis = cart({ services: [noise], zipcode: '78701', passed: ['notes'] });
    expect(nextOnrampStep(diagnosis, guest)).toBe('notes');
    expect(onrampStepPath('notes', diagnosis)).toBe('/service-request/notes/diagnosis');
    expect(nextOnrampStep({ ...diagnosis, notes: 'Grinding when I turn left.' }, guest)).toBe('vehicle');
    expect(onrampStepPath('notes', cart({ services: [fluid] }))).toBe('/service-request/notes/service');
  });

  it('after going back to change something, goes on to what is still missing, not through every step again', () => {
    const changed = { ...readyForAccount, services: [brakes, service('Oil Change', { popular: true })] };
    expect(nextOnrampStep(changed, member)).toBe('interview');
    const reanswered = { ...changed, answers: [...changed.answers, { serviceId: changed.services[1]!.id, answers: [] }] };
    expect(nextOnrampStep(reanswered, member)).toBe('contact');
  });
});

describe('arriving at a step', () => {
  it('shows a step whose earlier steps are done', () => {
    expect(onrampRedirect('services', EMPTY, guest)).toBeNull();
    expect(onrampRedirect('sign-up', readyForAccount, guest)).toBeNull();
    expect(onrampRedirect('contact', readyForAccount, member)).toBeNull();
  });

  it('sends a step reached with what it needs missing back to the first step to do', () => {
    expect(onrampRedirect('vehicle', EMPTY, guest)).toBe('services');
    expect(onrampRedirect('contact', cart({ services: [fluid], zipcode: '78701', passed: ['notes'] }), member)).toBe('vehicle');
    expect(onrampRedirect('activate-account', readyForAccount, guest)).toBe('sign-up');
    expect(onrampRedirect('interval-services', { ...readyForAccount, zipcode: null }, guest)).toBe('location');
  });

  it('moves on from a step that is not this person’s', () => {
    expect(onrampRedirect('interview', cart({ services: [fluid], zipcode: '78701' }), guest)).toBe('notes');
    expect(onrampRedirect('sign-up', readyForAccount, unconfirmed)).toBe('activate-account');
    expect(onrampRedirect('activate-account', readyForAccount, member)).toBe('contact');
    // Everything done: the contact step, which sends the request.
    expect(onrampRedirect('sign-up', { ...readyForAccount, notificationMethod: 'both' }, member)).toBe('contact');
  });
});

describe('the session the onramp sees', () => {
  it('reads a partial, an unconfirmed and a confirmed account, and a guest', () => {
    expect(sessionOf(null)).toEqual(guest);
    expect(sessionOf({ status: 'partial', confirmed: false } as never)).toEqual(partial);
    expect(sessionOf({ status: 'active', confirmed: true } as never)).toEqual(member);
  });
});

describe('the request sent', () => {
  it('carries each service with its answers, the notes, the interval services chosen for this vehicle and the token', () => {
    const saved = { ...civic, id: 'veh-1' };
    const body = serviceRequestBody(
      {
        ...readyForAccount,
        services: [brakes, fluid],
        notes: '  Squeals at low speed. ',
        urgency: 'this_week',
        urgencyDescription: ' Needed for a trip on Friday. ',
        concierge: true,
        vehicleToCreate: null,
        ownedVehicle: saved,
        intervalServices: { vehicleKey: vehicleKey(saved), mileage: 50000, services: [fluid.id] },
      },
      { ownedVehicleId: 'veh-1', notificationMethod: 'both', requestFormToken: 'token-0123456789abcdef' },
    );
    expect(body).toEqual({
      services: [
        { serviceId: brakes.id, answers: [{ questionId: 'q1', answer: 'Front' }] },
        { serviceId: fluid.id, answers: [] },
      ],
      ownedVehicleId: 'veh-1',
      zipcode: '78701',
      notes: 'Squeals at low speed.',
      maintenanceInterval: { mileage: 50000, services: [fluid.id] },
      source: 'Web',
      urgency: 'this_week',
      urgencyDescription: 'Needed for a trip on Friday.',
      concierge: true,
      notificationMethod: 'both',
      requestFormToken: 'token-0123456789abcdef',
    });
  });

  it('leaves out interval services answered for another vehicle, and an empty note', () => {
    const saved = { ...civic, id: 'veh-1', mileage: 61000 };
    const body = serviceRequestBody(
      { ...readyForAccount, ownedVehicle: saved, vehicleToCreate: null, intervalServices: { vehicleKey: vehicleKey(civic), mileage: 50000, services: [fluid.id] } },
      { ownedVehicleId: 'veh-1', notificationMethod: 'email', requestFormToken: 'token-0123456789abcdef' },
    );
    expect(body.maintenanceInterval).toBeNull();
    expect(body.notes).toBeNull();
    // Not asked: no urgency, no description, no concierge.
    expect(body).toMatchObject({ urgency: null, urgencyDescription: null, concierge: false });
  });
});
