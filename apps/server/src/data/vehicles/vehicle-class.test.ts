import { describe, expect, it } from 'vitest';
import { vehicleData } from './index.ts';
import { AUTHORED_VEHICLE_CLASSES, vehicleClassOf } from './vehicle-class.ts';

describe('vehicleClassOf', () => {
  it('classes common cars as shops price them', () => {
    expect(vehicleClassOf({ year: 2010, make: 'Honda', model: 'Civic' })).toBe('compact');
    expect(vehicleClassOf({ year: 2020, make: 'BMW', model: 'X5' })).toBe('luxury');
    expect(vehicleClassOf({ year: 2018, make: 'Ford', model: 'F-150' })).toBe('truck_suv');
    expect(vehicleClassOf({ year: 2015, make: 'Toyota', model: 'Camry' })).toBe('midsize');
    expect(vehicleClassOf({ year: 2019, make: 'Dodge', model: 'Charger' })).toBe('fullsize');
    expect(vehicleClassOf({ year: 2017, make: 'Chrysler', model: '300' })).toBe('fullsize');
    expect(vehicleClassOf({ year: 2016, make: 'Honda', model: 'Odyssey' })).toBe('truck_suv');
    expect(vehicleClassOf({ year: 2021, make: 'Tesla', model: 'Model 3' })).toBe('luxury');
    expect(vehicleClassOf({ year: 2014, make: 'MINI', model: 'Cooper' })).toBe('compact');
  });

  it('gives midsize, the catalogue’s own class, for a vehicle it does not know', () => {
    expect(vehicleClassOf({ year: 2015, make: 'Zastava', model: 'Yugo' })).toBe('midsize');
    expect(vehicleClassOf({ year: 2015, make: 'Toyota', model: 'Something New' })).toBe('midsize');
    expect(vehicleClassOf({ year: 2015, make: '', model: '' })).toBe('midsize');
  });

  it('ignores case, punctuation and spacing, and knows the make aliases people write', () => {
    expect(vehicleClassOf({ year: 2010, make: 'HONDA', model: 'civic' })).toBe('compact');
    expect(vehicleClassOf({ year: 2018, make: 'ford', model: 'F150' })).toBe('truck_suv');
    expect(vehicleClassOf({ year: 2018, make: 'Ford', model: 'f 250' })).toBe('truck_suv');
    expect(vehicleClassOf({ year: 2019, make: 'mercedes benz', model: 'c-class' })).toBe('luxury');
    expect(vehicleClassOf({ year: 2019, make: 'Chevy', model: 'silverado' })).toBe('truck_suv');
    expect(vehicleClassOf({ year: 2019, make: 'VW', model: 'jetta' })).toBe('compact');
    expect(vehicleClassOf({ year: 2019, make: 'Mazda', model: 'Mazda 3' })).toBe('compact');
  });

  it('lets a longer listed name win over the name it begins with', () => {
    expect(vehicleClassOf({ year: 2015, make: 'Honda', model: 'Civic Type R' })).toBe('compact');
    expect(vehicleClassOf({ year: 2022, make: 'Toyota', model: 'Corolla' })).toBe('compact');
    expect(vehicleClassOf({ year: 2022, make: 'Toyota', model: 'Corolla Cross' })).toBe('truck_suv');
    expect(vehicleClassOf({ year: 2014, make: 'Hyundai', model: 'Genesis' })).toBe('fullsize');
    expect(vehicleClassOf({ year: 2014, make: 'Hyundai', model: 'Genesis Coupe' })).toBe('midsize');
    expect(vehicleClassOf({ year: 2023, make: 'Hyundai', model: 'Ioniq 6' })).toBe('midsize');
    expect(vehicleClassOf({ year: 2023, make: 'Hyundai', model: 'Ioniq 5 N' })).toBe('truck_suv');
  });

  it('prices a luxury make’s SUVs as luxury, but its commercial vans as vans', () => {
    expect(vehicleClassOf({ year: 2022, make: 'Porsche', model: 'Cayenne' })).toBe('luxury');
    expect(vehicleClassOf({ year: 2022, make: 'Land Rover', model: 'Range Rover' })).toBe('luxury');
    expect(vehicleClassOf({ year: 2022, make: 'Mercedes-Benz', model: 'Sprinter' })).toBe('truck_suv');
  });

  it('follows a model across generations where its size changed', () => {
    expect(vehicleClassOf({ year: 2005, make: 'Ford', model: 'Taurus' })).toBe('midsize');
    expect(vehicleClassOf({ year: 2012, make: 'Ford', model: 'Taurus' })).toBe('fullsize');
    expect(vehicleClassOf({ year: 2008, make: 'Ford', model: 'Taurus X' })).toBe('truck_suv');
  });

  it('reads a van or pickup from the trim of a model no list names', () => {
    expect(vehicleClassOf({ year: 2024, make: 'Nissan', model: 'NV3500', subModel: 'Cargo Van' })).toBe('truck_suv');
    expect(vehicleClassOf({ year: 2024, make: 'Toyota', model: 'Hilux', subModel: 'Double Cab' })).toBe('truck_suv');
    expect(vehicleClassOf({ year: 2024, make: 'Toyota', model: 'Camry', subModel: 'XSE' })).toBe('midsize');
  });

  it('spells every authored make and model as the vehicle data does, each model once', () => {
    const data = vehicleData();
    const modelsOf = (make: string) => new Set(data.years.flatMap((year) => data.modelsFor(year, make) ?? []));
    for (const make of Object.keys(AUTHORED_VEHICLE_CLASSES.makes)) expect(data.makes, make).toContain(make);
    for (const [make, rules] of Object.entries(AUTHORED_VEHICLE_CLASSES.models)) {
      expect(data.makes, make).toContain(make);
      const known = modelsOf(make);
      const names = Object.values(rules)
        .flat()
        .map((entry) => (typeof entry === 'string' ? entry : entry.model));
      for (const name of names) expect(known.has(name), `${make} ${name}`).toBe(true);
      expect(new Set(names).size, make).toBe(names.length);
    }
  });
});
