import { describe, expect, it } from 'vitest';
import { Mileage, OwnedVehicleRequest, Vin, vinCheckDigit, vinProblem } from './vehicles.ts';

describe('VIN rules', () => {
  it('computes the check digit of position 9', () => {
    expect(vinCheckDigit('1HGCM82633A004352')).toBe('3');
    expect(vinCheckDigit('11111111111111111')).toBe('1');
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
  });

  it('says why a VIN is not valid', () => {
    expect(vinProblem('1HGCM82633A004352')).toBeNull();
    expect(vinProblem('1HGCM82633A00435')).toBe('VIN must be 17 characters.');
    expect(vinProblem('1HGCM82633A0043O2')).toBe('VIN may contain only letters and digits, and never I, O or Q.');
    expect(vinProblem('1HGCM82643A004352')).toBe('This VIN is not valid: please check it for typos.');
    // A European VIN without a North American check digit.
    expect(vinProblem('WVWZZZ1JZ3W386752')).toBe('This VIN is not valid: please check it for typos.');
  });

  it('normalises a typed VIN before checking it', () => {
    expect(Vin.parse(' 1hgcm826-33a004352 ')).toBe('1HGCM82633A004352');
    expect(Vin.safeParse('1HGCM82633A00435').success).toBe(false);
  });
});

describe('owned vehicle request', () => {
  it('takes mileage as a whole number from 0 to 999,999, also typed as text', () => {
    expect(Mileage.parse('12,500')).toBe(12500);
    expect(Mileage.parse(0)).toBe(0);
    for (const bad of [-1, 1_000_000, 1.5, 'lots']) {
      expect(Mileage.safeParse(bad).error?.issues[0]?.message).toBe('Mileage must be a whole number from 0 to 999,999.');
    }
  });

  it('turns blank optional fields into null', () => {
    expect(OwnedVehicleRequest.parse({ year: 2018, make: 'Honda', model: 'Civic', vin: '', subModel: '', mileage: null })).toEqual({
      year: 2018,
      make: 'Honda',
      model: 'Civic',
      subModel: null,
      engine: null,
      mileage: null,
      vin: null,
    });
  });
});
