import { describe, expect, it } from 'vitest';
import {
  BASE_TRIM,
  type Catalogue,
  cleanTrimName,
  deriveCatalogue,
  engineLabel,
  isAcceptedWmi,
  isExcludedBodyClass,
  isExcludedModelName,
  isHeavyGvwr,
  isLightVehicleType,
  linkYearTo,
  makeOfModel,
  offeredEngines,
  trimNames,
  type VpicPattern,
  type VpicSource,
  yearToFromSchemaName,
} from './derive-catalogue.ts';
import { serialiseCatalogue } from './serialise-catalogue.ts';

const MAKES = { Honda: 'Honda', Chevrolet: 'Chevrolet', Ford: 'Ford', SAAB: 'Saab', Isuzu: 'Isuzu' };
const OPTIONS = { fromYear: 2000, toYear: 2027, makes: MAKES };

/** A small vPIC: one WMI per make, one or two schemas each. */
function fixture(overrides: Partial<VpicSource> = {}): VpicSource {
  const patterns: VpicPattern[] = [
    // Honda Accord 2024: two trims, two engines told apart by position 6.
    { schemaId: 1, keys: 'CY[12]', element: 'model', value: 'Accord', modelId: 10 },
    { schemaId: 1, keys: 'CY1F2', element: 'trim', value: 'LX' },
    { schemaId: 1, keys: 'CY2F6', element: 'trim', value: 'EX-L Hybrid, EX-L Hybrid w/Out BSI' },
    { schemaId: 1, keys: 'CY1', element: 'displacementL', value: '1.5' },
    { schemaId: 1, keys: 'CY1', element: 'cylinders', value: '4' },
    { schemaId: 1, keys: 'CY1', element: 'turbo', value: 'Yes' },
    { schemaId: 1, keys: 'CY2', element: 'displacementL', value: '2' },
    { schemaId: 1, keys: 'CY2', element: 'cylinders', value: '4' },
    { schemaId: 1, keys: 'CY2', element: 'electrification', value: 'Strong HEV (Hybrid Electric Vehicle)' },
    { schemaId: 1, keys: 'CY[12]', element: 'engineConfiguration', value: 'In-Line' },
    { schemaId: 1, keys: 'CY[12]', element: 'gvwr', value: 'Class 1C: 4,001 - 5,000 lb (1,814 - 2,268 kg)' },
    // Chevrolet: a car, a heavy truck and a bus in one schema.
    { schemaId: 2, keys: 'Z[AB]', element: 'model', value: 'Malibu', modelId: 20 },
    { schemaId: 2, keys: 'ZA', element: 'trim', value: 'LT (1LT)' },
    { schemaId: 2, keys: 'K5', element: 'model', value: 'Kodiak Hauler', modelId: 21 },
    { schemaId: 2, keys: 'K5', element: 'gvwr', value: 'Class 6: 19,501 - 26,000 lb (8,845 - 11,794 kg)' },
    { schemaId: 2, keys: 'B1', element: 'model', value: 'Express Bus', modelId: 22 },
    { schemaId: 2, keys: 'B1', element: 'bodyClass', value: 'Bus' },
    // Ford: a model fixed to the 2019 model year (position 10 = K), and the Isuzu-built medium-duty F-650.
    { schemaId: 3, keys: 'P4****K', element: 'model', value: 'Fiesta', modelId: 30 },
    { schemaId: 3, keys: 'F6', element: 'model', value: 'F-650', modelId: 31 },
    // Saab: open-ended schema named for one year.
    { schemaId: 4, keys: 'E5', element: 'model', value: '9-3', modelId: 40 },
  ];
  return {
    wmis: [
      { id: 1, code: '1HG', vehicleType: 'Passenger Car', makes: ['Honda'] },
      { id: 2, code: '1G1', vehicleType: 'Passenger Car', makes: ['Chevrolet'] },
      { id: 3, code: '3FA', vehicleType: 'Passenger Car', makes: ['Ford'] },
      { id: 4, code: 'YS3', vehicleType: 'Passenger Car', makes: ['SAAB'] },
      { id: 5, code: '1HD', vehicleType: 'Motorcycle', makes: ['Harley-Davidson'] },
      { id: 6, code: '4T9072', vehicleType: 'Truck', makes: ['Ford'] },
    ],
    schemaLinks: [
      { wmiId: 1, schemaId: 1, yearFrom: 2024, yearTo: 2024 },
      { wmiId: 2, schemaId: 2, yearFrom: 2018, yearTo: 2018 },
      { wmiId: 3, schemaId: 3, yearFrom: 2018, yearTo: 2020 },
      { wmiId: 4, schemaId: 4, yearFrom: 2011, yearTo: null },
      { wmiId: 6, schemaId: 3, yearFrom: 2018, yearTo: 2020 },
    ],
    schemas: [
      { id: 1, name: 'Honda Accord Schema for 1HG (MY2024)', lastTouchedYear: 2024 },
      { id: 2, name: 'GM Chevrolet schema for 1G1 - 2018', lastTouchedYear: 2024 },
      { id: 3, name: 'Ford schema for 3FA (2018-2020)', lastTouchedYear: 2020 },
      { id: 4, name: 'SAAB Passenger Car Schema for YS3 - 2011', lastTouchedYear: 2025 },
    ],
    patterns,
    modelMakes: { 10: ['Honda'], 20: ['Chevrolet'], 21: ['Chevrolet'], 22: ['Chevrolet'], 30: ['Ford'], 31: ['Ford'], 40: ['SAAB'] },
    ...overrides,
  };
}

function flatten(catalogue: Catalogue): string[] {
  const rows: string[] = [];
  for (const [year, makes] of catalogue)
    for (const [make, models] of makes)
      for (const [model, trims] of models)
        for (const [trim, engines] of trims) rows.push(`${year} ${make} ${model} ${trim}: ${[...engines].sort().join(' / ')}`);
  return rows.sort();
}

describe('deriveCatalogue', () => {
  const rows = flatten(deriveCatalogue(fixture(), OPTIONS));

  it('derives year → make → model → trim → engines from intersecting VIN patterns', () => {
    expect(rows).toContain('2024 Honda Accord LX: 1.5L I4 Turbo');
    expect(rows).toContain('2024 Honda Accord EX-L Hybrid: 2.0L I4 Hybrid');
    expect(rows.filter((row) => row.startsWith('2024 Honda'))).toHaveLength(2);
  });

  it('cleans GM option codes from trim names and falls back to a base trim when vPIC codes none', () => {
    expect(rows).toContain('2018 Chevrolet Malibu LT: ');
    expect(rows).toContain(`2011 Saab 9-3 ${BASE_TRIM}: `);
  });

  it('drops heavy trucks (all gross weights class 4+) and buses (body class)', () => {
    expect(rows.some((row) => row.includes('Kodiak'))).toBe(false);
    expect(rows.some((row) => row.includes('Express Bus'))).toBe(false);
  });

  it('drops medium-duty models by name and low-volume WMIs of volume makes', () => {
    expect(rows.some((row) => row.includes('F-650'))).toBe(false);
    // The Fiesta is also reachable through the 6-character WMI: it must come from 3FA only (same rows).
    expect(rows.filter((row) => row.includes('Fiesta'))).toEqual(['2019 Ford Fiesta Base: ']);
  });

  it('keeps a model to the model year its pattern fixes in VIN position 10', () => {
    expect(rows.filter((row) => row.includes('Fiesta')).map((row) => row.slice(0, 4))).toEqual(['2019']);
  });

  it('does not let an open-ended range named for one year leak into later years', () => {
    expect(rows.filter((row) => row.includes('Saab')).map((row) => row.slice(0, 4))).toEqual(['2011']);
  });

  it('skips makes outside the allow-list and non-light vehicle types', () => {
    const withMotorcycle = fixture({
      patterns: [...fixture().patterns, { schemaId: 5, keys: 'A', element: 'model', value: 'Sportster', modelId: 50 }],
      schemaLinks: [...fixture().schemaLinks, { wmiId: 5, schemaId: 5, yearFrom: 2020, yearTo: 2020 }],
      schemas: [...fixture().schemas, { id: 5, name: 'HD 2020', lastTouchedYear: 2020 }],
    });
    expect(flatten(deriveCatalogue(withMotorcycle, OPTIONS)).some((row) => row.includes('Sportster'))).toBe(false);
  });

  it('keeps VINs no trim pattern names: an engine no trim reaches lists its model’s untrimmed engines under the order guide’s trims, or Base', () => {
    // The 2014–2016 Camry's schema: only the Hybrid (position 5 = D) has a trim pattern; F is the 2.5 L, K the 3.5 V6.
    const camryPatterns = (model: string): VpicPattern[] => [
      { schemaId: 8, keys: '****K', element: 'model', value: model, modelId: 80 },
      { schemaId: 8, keys: '*D**K', element: 'trim', value: 'Hybrid' },
      { schemaId: 8, keys: '*[DF]**K', element: 'displacementL', value: '2.5' },
      { schemaId: 8, keys: '*[DF]**K', element: 'cylinders', value: '4' },
      { schemaId: 8, keys: '*D**K', element: 'electrification', value: 'Strong HEV (Hybrid Electric Vehicle)' },
      { schemaId: 8, keys: '*K**K', element: 'displacementL', value: '3.5' },
      { schemaId: 8, keys: '*K**K', element: 'cylinders', value: '6' },
      { schemaId: 8, keys: '*[DF]**K', element: 'engineConfiguration', value: 'In-Line' },
      { schemaId: 8, keys: '*K**K', element: 'engineConfiguration', value: 'V-Shaped' },
    ];
    const camryOf = (model: string) =>
      flatten(
        deriveCatalogue(
          fixture({
            wmis: [{ id: 8, code: '4T1', vehicleType: 'Passenger Car', makes: ['Toyota'] }],
            schemaLinks: [{ wmiId: 8, schemaId: 8, yearFrom: 2016, yearTo: 2016 }],
            schemas: [{ id: 8, name: 'Toyota Schema for Camry/Camry Hybrid (2014-2016)', lastTouchedYear: 2016 }],
            modelMakes: { 80: ['Toyota'] },
            patterns: camryPatterns(model),
          }),
          { ...OPTIONS, makes: { Toyota: 'Toyota' } },
        ),
      );
    expect(camryOf('Camry')).toEqual([
      '2016 Toyota Camry Hybrid: 2.5L I4 Hybrid',
      '2016 Toyota Camry LE: 2.5L I4',
      '2016 Toyota Camry SE: 2.5L I4',
      '2016 Toyota Camry XLE: 2.5L I4 / 3.5L V6',
      '2016 Toyota Camry XSE: 2.5L I4 / 3.5L V6',
    ]);
    // A model the order guides list nothing for: Base.
    expect(camryOf('Avalon')).toEqual(['2016 Toyota Avalon Base: 2.5L I4 / 3.5L V6', '2016 Toyota Avalon Hybrid: 2.5L I4 Hybrid']);
    // Trim patterns reaching every engine (the Accord's) leave no Base, whatever VIN combinations they leave open.
    expect(rows.filter((row) => row.startsWith('2024 Honda Accord'))).toHaveLength(2);
  });

  it('gives a trim only the engines of VINs that decode to it: a more specific trim pattern takes its VINs', () => {
    // Camry-like: "F*" = XLE and "F3" = XLE Hybrid; position 5 codes the engine (1: 2.5 L, 3: hybrid, Z: 3.5 V6).
    const camry = fixture({
      wmis: [{ id: 7, code: '4T1', vehicleType: 'Passenger Car', makes: ['Toyota'] }],
      schemaLinks: [{ wmiId: 7, schemaId: 7, yearFrom: 2019, yearTo: 2019 }],
      schemas: [{ id: 7, name: 'Toyota Camry 4T1 - 2019', lastTouchedYear: 2019 }],
      modelMakes: { 70: ['Toyota'] },
      patterns: [
        { schemaId: 7, keys: '*[13Z]', element: 'model', value: 'Camry', modelId: 70 },
        { schemaId: 7, keys: 'F', element: 'trim', value: 'XLE' },
        { schemaId: 7, keys: 'F3', element: 'trim', value: 'XLE Hybrid' },
        { schemaId: 7, keys: '*1', element: 'displacementL', value: '2.5' },
        { schemaId: 7, keys: '*3', element: 'displacementL', value: '2.5' },
        { schemaId: 7, keys: '*3', element: 'electrification', value: 'Strong HEV (Hybrid Electric Vehicle)' },
        { schemaId: 7, keys: '*Z', element: 'displacementL', value: '3.5' },
      ],
    });
    const rows = flatten(deriveCatalogue(camry, { ...OPTIONS, makes: { Toyota: 'Toyota' } }));
    expect(rows).toEqual(['2019 Toyota Camry XLE Hybrid: 2.5L Hybrid', '2019 Toyota Camry XLE: 2.5L / 3.5L']);
  });

  it('drops an engine a trim never had although its VIN pattern admits it (the curated list)', () => {
    const engines = new Set(['2.5L I4', '3.5L V6']);
    expect([...offeredEngines(2020, 'Toyota', 'Camry', 'LE', engines)]).toEqual(['2.5L I4']);
    expect([...offeredEngines(2020, 'Toyota', 'Camry', 'XLE', engines)]).toEqual(['2.5L I4', '3.5L V6']);
    expect([...offeredEngines(2017, 'Toyota', 'Camry', 'LE', engines)]).toEqual(['2.5L I4', '3.5L V6']);
  });

  it('serialises to sorted string tables with index rows', () => {
    const file = serialiseCatalogue(deriveCatalogue(fixture(), OPTIONS), { source: 'test', fromYear: 2000, toYear: 2027 });
    expect(file.makes).toEqual(['Chevrolet', 'Ford', 'Honda', 'Saab']);
    const honda = file.years['2024']?.[0];
    expect(file.makes[honda?.[0] ?? -1]).toBe('Honda');
    const accord = honda?.[1][0];
    expect(file.models[accord?.[0] ?? -1]).toBe('Accord');
    expect(accord?.[1].map(([trim, engines]) => [file.trims[trim], engines.map((e) => file.engines[e])])).toEqual([
      ['EX-L Hybrid', ['2.0L I4 Hybrid']],
      ['LX', ['1.5L I4 Turbo']],
    ]);
  });
});

describe('curation rules', () => {
  it('accepts passenger cars, MPVs and trucks only', () => {
    expect(isLightVehicleType('Passenger Car')).toBe(true);
    expect(isLightVehicleType('Multipurpose Passenger Vehicle (MPV)')).toBe(true);
    expect(isLightVehicleType('Truck')).toBe(true);
    for (const type of ['Bus', 'Trailer', 'Motorcycle', 'Low Speed Vehicle (LSV)', 'Incomplete Vehicle', 'Off Road Vehicle', null]) {
      expect(isLightVehicleType(type)).toBe(false);
    }
  });

  it('treats gross weight class 4 and up as heavy', () => {
    expect(isHeavyGvwr('Class 3: 10,001 - 14,000 lb (4,536 - 6,350 kg)')).toBe(false);
    expect(isHeavyGvwr('Class 2F: 7,001 - 8,000 lb (3,175 - 3,629 kg)')).toBe(false);
    expect(isHeavyGvwr('Class 4: 14,001 - 16,000 lb (6,350 - 7,258 kg)')).toBe(true);
    expect(isHeavyGvwr('Class 8: 33,001 lb and above (14,969 kg and above)')).toBe(true);
  });

  it('excludes bus, motorcycle, trailer, low-speed and incomplete body classes', () => {
    for (const body of ['Bus - School Bus', 'Motorcycle - Scooter', 'Trailer', 'Low Speed Vehicle (LSV) / Neighborhood Electric Vehicle (NEV)', 'Incomplete - Cutaway', 'Motorhome']) {
      expect(isExcludedBodyClass(body)).toBe(true);
    }
    for (const body of ['Sedan/Saloon', 'Pickup', 'Sport Utility Vehicle (SUV)/Multi-Purpose Vehicle (MPV)', 'Minivan', 'Cargo Van']) {
      expect(isExcludedBodyClass(body)).toBe(false);
    }
  });

  it('excludes medium-duty and non-US models by name', () => {
    for (const [make, model] of [['Ford', 'F-550'], ['Ram', '5500'], ['Isuzu', 'NPR/NPR-HD'], ['Chevrolet', 'Onix'], ['Dodge', 'Ram Chassis Cab']]) {
      expect(isExcludedModelName(make as string, model as string)).toBe(true);
    }
    for (const [make, model] of [['Ford', 'F-450'], ['Ram', '1500'], ['Ford', 'F-150'], ['Chevrolet', 'Malibu']]) {
      expect(isExcludedModelName(make as string, model as string)).toBe(false);
    }
  });

  it('keeps six-character WMIs only for exotic low-volume makes', () => {
    expect(isAcceptedWmi('1G1', ['Chevrolet'])).toBe(true);
    expect(isAcceptedWmi('VF9795', ['Bugatti'])).toBe(true);
    expect(isAcceptedWmi('4T9072', ['Volvo'])).toBe(false);
  });

  it('reads the last model year from a schema name', () => {
    expect(yearToFromSchemaName('SAAB Passenger Car Schema for YS3 - 2012')).toBe(2012);
    expect(yearToFromSchemaName('Toyota Corolla Passenger Car for 1NX/2T1/JTD -(2010-2011)')).toBe(2011);
    expect(yearToFromSchemaName('Mercedes Benz - Schema for Restraint System (MY2017-MY2019)')).toBe(2019);
    expect(yearToFromSchemaName('Honda Pilot Schema for 5FN (MY2026-')).toBe('open');
    expect(yearToFromSchemaName('Hunter Automotive Group, Inc Schema for 5ES ( 2000 - )')).toBe('open');
    expect(yearToFromSchemaName('Tesla Schema for LRW (China) - Model 3/Y')).toBeNull();
  });

  it('closes open-ended year ranges', () => {
    const schema = (name: string, lastTouchedYear: number) => ({ id: 1, name, lastTouchedYear });
    // Closed: kept (capped at the last year built).
    expect(linkYearTo({ wmiId: 1, schemaId: 1, yearFrom: 2010, yearTo: 2014 }, schema('x', 2025), 2027)).toBe(2014);
    expect(linkYearTo({ wmiId: 1, schemaId: 1, yearFrom: 2026, yearTo: 2030 }, schema('x', 2025), 2027)).toBe(2027);
    // Open, named for one year: that year, however recently vPIC touched it.
    expect(linkYearTo({ wmiId: 1, schemaId: 1, yearFrom: 2012, yearTo: null }, schema('SAAB … - 2012', 2025), 2027)).toBe(2012);
    // Open by name: the start year and the next one at most.
    expect(linkYearTo({ wmiId: 1, schemaId: 1, yearFrom: 2023, yearTo: null }, schema('Dodge Challenger (MY2023-', 2025), 2027)).toBe(2024);
    expect(linkYearTo({ wmiId: 1, schemaId: 1, yearFrom: 2026, yearTo: null }, schema('Honda Pilot (MY2026-', 2026), 2027)).toBe(2027);
    expect(linkYearTo({ wmiId: 1, schemaId: 1, yearFrom: 2022, yearTo: null }, schema('Fisker (MY2022-', 2021), 2027)).toBe(2022);
  });

  it('attributes a model to its own make, also a sister brand under the parent WMI', () => {
    expect(makeOfModel(1, ['Chevrolet', 'GMC'], { 1: ['GMC'] }, MAKES)).toBeNull(); // GMC not allowed in MAKES
    expect(makeOfModel(1, ['Chevrolet', 'GMC'], { 1: ['GMC'] }, { ...MAKES, GMC: 'GMC' })).toBe('GMC');
    expect(makeOfModel(1, ['Honda'], { 1: ['Acura'] }, { ...MAKES, Acura: 'Acura' })).toBe('Acura');
    expect(makeOfModel(1, ['Honda'], {}, MAKES)).toBe('Honda');
    expect(makeOfModel(1, ['Freightliner'], { 1: ['Freightliner'] }, MAKES)).toBeNull();
  });

  it('cleans and splits trim names', () => {
    expect(cleanTrimName('LT (1LT)')).toBe('LT');
    expect(cleanTrimName('Premier (2LZ)')).toBe('Premier');
    expect(cleanTrimName('LT (AWD)')).toBe('LT (AWD)');
    expect(trimNames('EX, EX w/Out BSI')).toEqual(['EX']);
    expect(trimNames('Limited, Platinum')).toEqual(['Limited', 'Platinum']);
    expect(trimNames('L/LE/SE/XLE/XSE')).toEqual(['L', 'LE', 'SE', 'XLE', 'XSE']);
    expect(trimNames('1/2 Ton')).toEqual(['1/2 Ton']);
  });

  it('labels engines', () => {
    expect(engineLabel({ displacementL: '2', cylinders: '4', engineConfiguration: 'In-Line', turbo: 'Yes' })).toBe('2.0L I4 Turbo');
    expect(engineLabel({ displacementL: '3.5', cylinders: '6', engineConfiguration: 'V-Shaped', electrification: 'Strong HEV (Hybrid Electric Vehicle)' })).toBe('3.5L V6 Hybrid');
    expect(engineLabel({ displacementL: '6.7', cylinders: '6', engineConfiguration: 'In-Line', fuelPrimary: 'Diesel' })).toBe('6.7L I6 Diesel');
    expect(engineLabel({ displacementL: '1.3', engineConfiguration: 'Rotary' })).toBe('1.3L Rotary');
    expect(engineLabel({ electrification: 'BEV (Battery Electric Vehicle)' })).toBe('Electric');
    expect(engineLabel({ fuelPrimary: 'Gasoline' })).toBeNull();
  });
});
