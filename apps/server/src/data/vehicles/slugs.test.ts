import { describe, expect, it } from 'vitest';
import { MAKE_ALIASES, indexVehicleSlugs, nameSlug, vehicleSlugs } from './slugs.ts';
import { type VehicleData, vehicleData } from './index.ts';

describe('vehicle slugs', () => {
  it('writes a name as lower-case words joined by "-"', () => {
    expect(nameSlug('Mercedes-Benz')).toBe('mercedes-benz');
    expect(nameSlug('CR-V')).toBe('cr-v');
    expect(nameSlug('124 Spider')).toBe('124-spider');
    expect(nameSlug('  Range Rover  Sport ')).toBe('range-rover-sport');
    expect(nameSlug('Citroën')).toBe('citroen');
  });

  it('gives every make, model and make-and-model of the data a slug of its own', () => {
    const { makes, findMakeModel, findModel } = vehicleSlugs();
    expect(makes.length).toBeGreaterThan(50);
    for (const make of makes) {
      for (const model of make.models) {
        expect(findMakeModel(model.makeModel)).toEqual({ make, model });
        expect(findModel(make.name, model.name)).toEqual({ make, model });
      }
    }
  });

  it('maps every make alias to a make of the vehicle data', () => {
    const makes = new Set(vehicleData().makes);
    for (const [alias, make] of Object.entries(MAKE_ALIASES)) expect(makes.has(make), `${alias} → ${make}`).toBe(true);
  });

  it('finds a make or model by its separator-free spelling or a make by an alias', () => {
    const { findMake, findModel, findMakeModel } = vehicleSlugs();
    expect(findMake('landrover')?.slug).toBe('land-rover');
    expect(findMake('Bimmer')?.slug).toBe('bmw');
    expect(findModel('honda', 'crv')?.model.slug).toBe('cr-v');
    expect(findModel('chevy', 'silverado')?.make.slug).toBe('chevrolet');
    expect(findModel('ford', 'f150')?.model.slug).toBe('f-150');
    expect(findMakeModel('range-rover-range-rover')?.model.slug).toBe('range-rover');
    expect(findMake('hondda')).toBeUndefined();
  });

  it('refuses data whose two models would share a slug', () => {
    const data = {
      years: [2020],
      makesFor: () => ['Acme'],
      modelsFor: () => ['Road Runner', 'Road-Runner'],
    } as unknown as VehicleData;
    expect(() => indexVehicleSlugs(data)).toThrow('Two Acme models have the slug road-runner');
  });
});
