import type { Service } from '@pitstop/contracts';
import { describe, expect, it } from 'vitest';
import { type OnrampCart, type OnrampSession, onrampCartOf } from './onramp-steps';
import { type BarStep, barStepOf, completedBarSteps, isFinishedStep, stepBarItems } from './step-bar';

const clickable = (current: BarStep, completed: BarStep[]) =>
  stepBarItems(current, new Set(completed))
    .filter((item) => item.clickable)
    .map((item) => item.step);

const oil = { id: 'svc-oil', name: 'Oil Change', categoryName: 'Maintenance', popular: false } as Service;
// A cart as stored before the onramp's later fields existed: read with their defaults.
const EMPTY: OnrampCart = onrampCartOf({ zipcode: null, services: [], notes: '', ownedVehicle: null, vehicleToCreate: null });
const guest: OnrampSession = { loggedIn: false, partial: false, confirmed: false };

describe('the onramp step bar', () => {
  it('shows Services, Vehicle, Estimates, Book, Confirm, the current one marked', () => {
    const items = stepBarItems('vehicle', new Set(['services']));
    expect(items.map((item) => item.label)).toEqual(['Services', 'Vehicle', 'Estimates', 'Book', 'Confirm']);
    expect(items.map((item) => item.status)).toEqual(['complete', 'current', 'upcoming', 'upcoming', 'upcoming']);
  });

  it('makes a step clickable only once completed, never the current one', () => {
    expect(clickable('services', [])).toEqual([]);
    expect(clickable('vehicle', ['services'])).toEqual(['services']);
    expect(clickable('services', ['services', 'vehicle'])).toEqual(['vehicle']);
    expect(clickable('estimates', ['services', 'vehicle'])).toEqual(['services', 'vehicle']);
  });

  it('after Estimates shows Services and Vehicle completed but not clickable', () => {
    const items = stepBarItems('book', new Set(['services', 'vehicle', 'estimates']));
    expect(items.filter((item) => item.status === 'complete').map((item) => item.step)).toEqual(['services', 'vehicle', 'estimates']);
    expect(clickable('book', ['services', 'vehicle', 'estimates'])).toEqual(['estimates']);
    expect(clickable('confirm', ['services', 'vehicle', 'estimates', 'book'])).toEqual(['estimates', 'book']);
  });

  it('counts Services done once every services step is, and Vehicle only after Services', () => {
    const position = { current: 'services' as const, requestMade: false };
    expect([...completedBarSteps(position, EMPTY, guest)]).toEqual([]);
    const chosen = { ...EMPTY, services: [oil], zipcode: '78701' };
    expect([...completedBarSteps(position, chosen, guest)]).toEqual([]);
    expect([...completedBarSteps(position, { ...chosen, passed: ['notes'] }, guest)]).toEqual(['services']);
    const vehicle = { id: null, year: 2020, make: 'Honda', model: 'Civic', subModel: null, engine: null, mileage: null, vin: null };
    expect([...completedBarSteps(position, { ...chosen, passed: ['notes'], vehicleToCreate: vehicle }, guest)]).toEqual(['services', 'vehicle']);
    expect([...completedBarSteps(position, { ...chosen, vehicleToCreate: vehicle }, guest)]).toEqual([]);
  });

  it('once the request exists, counts every step before the current one', () => {
    expect([...completedBarSteps({ current: 'estimates', requestMade: true }, EMPTY, guest)]).toEqual(['services', 'vehicle']);
    expect([...completedBarSteps({ current: 'confirm', requestMade: true }, EMPTY, guest)]).toEqual(['services', 'vehicle', 'estimates', 'book']);
  });

  it('places each onramp route under its bar step', () => {
    expect(['services', 'location', 'interview', 'notes', 'service-advisor'].map(barStepOf)).toEqual(Array(5).fill('services'));
    expect(['vehicle', 'vehicle-add', 'interval-services'].map(barStepOf)).toEqual(Array(3).fill('vehicle'));
    expect(['sign-up', 'activate-account', 'contact', 'offer'].map(barStepOf)).toEqual(Array(4).fill('estimates'));
    expect(barStepOf(undefined)).toBeNull();
  });
});

describe('the step bar through the booking', () => {
  it('puts the booking pages at Book and Confirm, and shows every step done once booked', () => {
    expect(['book', 'confirm', 'confirmation'].map(barStepOf)).toEqual(['book', 'confirm', 'confirm']);
    expect(isFinishedStep('confirm')).toBe(false);
    const booked = stepBarItems('confirm', new Set(['services', 'vehicle', 'estimates', 'book']), isFinishedStep('confirmation'));
    expect(booked.map((item) => item.status)).toEqual(['complete', 'complete', 'complete', 'complete', 'complete']);
    // After Estimates, Services and Vehicle stay frozen; Estimates (the offers) may be opened.
    expect(booked.filter((item) => item.clickable).map((item) => item.step)).toEqual(['estimates', 'book', 'confirm']);
  });
});
