import { describe, expect, it } from 'vitest';
import {
  EMPTY_DRAFT,
  VEHICLE_ADD_STEPS,
  answer,
  draftParams,
  flowOfPath,
  nextStep,
  parseDraft,
  previousStep,
  redirectToShownStep,
  resolveStep,
  stepRedirect,
  vehicleAddPath,
} from './add-vehicle-steps';

const civic = { ...EMPTY_DRAFT, year: 2020, make: 'Honda', model: 'Civic' };

describe('the add-vehicle steps', () => {
  it("are the spec's steps per flow, under the spec's routes", () => {
    expect(VEHICLE_ADD_STEPS['book-appointment']).toEqual(['make', 'model', 'trim', 'engine', 'subModel', 'mileage']);
    expect(VEHICLE_ADD_STEPS['service-request']).toEqual(['make', 'model', 'trim', 'subModel', 'mileage']);
    expect(vehicleAddPath('book-appointment', 'engine')).toBe('/book-appointment/vehicles/vehicle/add/engine');
    expect(vehicleAddPath('service-request', 'mileage')).toBe('/service-request/vehicles/vehicle/add/mileage');
  });

  it('keep the answers in the query string, a skipped trim as an empty value', () => {
    const draft = { ...civic, trim: null, engine: null, vin: null };
    const params = draftParams(draft);
    expect(params.toString()).toBe('year=2020&make=Honda&model=Civic&trim=&engine=');
    expect(parseDraft(params)).toEqual(draft);
    expect(parseDraft(new URLSearchParams('year=abc&make=%20'))).toEqual(EMPTY_DRAFT);
  });

  it('send a step whose earlier answers are missing to the first unanswered step', () => {
    expect(resolveStep('service-request', 'mileage', EMPTY_DRAFT)).toBe('make');
    expect(resolveStep('service-request', 'mileage', { ...civic })).toBe('trim');
    expect(resolveStep('service-request', 'subModel', { ...civic, trim: 'EX' })).toBe('subModel');
    expect(resolveStep('book-appointment', 'mileage', { ...civic, trim: 'EX' })).toBe('engine');
    expect(resolveStep('service-request', null, EMPTY_DRAFT)).toBe('make');
    // Unknown to this flow: the engine step is the appointment flow's.
    expect(resolveStep('service-request', 'engine', { ...civic, trim: 'EX' })).toBe('make');
  });

  it('let a decoded VIN go straight to mileage', () => {
    expect(resolveStep('book-appointment', 'mileage', { ...civic, trim: null, engine: null, vin: '2HGFC2F59LH500000' })).toBe(
      'mileage',
    );
  });

  it('skip the engine when the trim is not known', () => {
    expect(nextStep('book-appointment', 'trim', { ...civic, trim: 'EX' })).toBe('engine');
    expect(nextStep('book-appointment', 'trim', { ...civic, trim: null })).toBe('subModel');
    expect(previousStep('book-appointment', 'subModel', { ...civic, trim: null })).toBe('trim');
    expect(nextStep('service-request', 'mileage', civic)).toBeNull();
    expect(previousStep('service-request', 'make', civic)).toBeNull();
  });

  it('drop later answers (and the VIN) when an earlier one changes', () => {
    const full = { ...civic, trim: 'EX', engine: '2.0L I4', vin: '2HGFC2F59LH500000' };
    expect(answer('make', full, { year: 2020, make: 'Honda' })).toEqual(full);
    expect(answer('make', full, { year: 2021, make: 'Honda' })).toEqual({
      ...EMPTY_DRAFT,
      year: 2021,
      make: 'Honda',
    });
    expect(answer('model', full, { model: 'Accord' })).toEqual({ ...civic, model: 'Accord' });
    expect(answer('trim', full, { trim: 'LX' })).toEqual({ ...civic, trim: 'LX' });
  });

  it('redirect an address whose step cannot be shown yet, keeping the answers and a safe returnTo', () => {
    const query = (search: string) => new URLSearchParams(search);
    expect(stepRedirect('service-request', undefined, query(''))).toBe('/service-request/vehicles/vehicle/add/make');
    expect(stepRedirect('service-request', 'mileage', query('year=2020&make=Honda&returnTo=%2Fdashboard'))).toBe(
      '/service-request/vehicles/vehicle/add/model?year=2020&make=Honda&returnTo=%2Fdashboard',
    );
    // An off-site returnTo is not carried on.
    expect(stepRedirect('book-appointment', 'engine', query('returnTo=https%3A%2F%2Fevil.example'))).toBe(
      '/book-appointment/vehicles/vehicle/add/make',
    );
    // A step that can be shown stays; a VIN still to decode is the flow's own screen.
    expect(stepRedirect('service-request', 'model', query('year=2020&make=Honda'))).toBeNull();
    expect(stepRedirect('service-request', 'mileage', query('vin=2HGFC2F59LH500000'))).toBeNull();
    // The mileage step reached from the interval-services page goes to the vehicle step (docs/product/vehicles.md).
    const answered = 'year=2020&make=Honda&model=Civic&trim=';
    expect(stepRedirect('service-request', 'mileage', query(answered))).toBeNull();
    expect(stepRedirect('service-request', 'mileage', query(`${answered}&from=interval-services`))).toBe(
      '/service-request/vehicle',
    );
  });

  it('know their flow from the address', () => {
    expect(flowOfPath('/book-appointment/vehicles/vehicle/add/engine')).toBe('book-appointment');
    expect(flowOfPath('/service-request/vehicles/vehicle/add')).toBe('service-request');
  });

  it('answer in the route loader with a redirect response, or null to render the step', () => {
    const request = (path: string) => new Request(`http://localhost${path}`);
    const model = request('/service-request/vehicles/vehicle/add/model?year=2020&make=Honda');
    expect(redirectToShownStep('model', model)).toBeNull();
    let thrown: unknown;
    try {
      // The flow comes from the address: one route module serves both.
      redirectToShownStep('mileage', request('/book-appointment/vehicles/vehicle/add/mileage'));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('location')).toBe('/book-appointment/vehicles/vehicle/add/make');
  });
});
