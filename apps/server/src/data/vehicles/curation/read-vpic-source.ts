/** Reads what deriveCatalogue needs from the vPIC database, for the allowed makes only. */
import type { Database } from 'sql.js';
import type { PatternElement, VpicPattern, VpicSource } from './derive-catalogue.ts';
import { queryRows } from '../vpic-database.ts';

/** vPIC Element ids → our element names, and the lookup table that resolves each one's AttributeId. */
const ELEMENTS: Record<number, { element: PatternElement; lookup?: string }> = {
  28: { element: 'model', lookup: 'Model' },
  38: { element: 'trim' },
  13: { element: 'displacementL' },
  9: { element: 'cylinders' },
  64: { element: 'engineConfiguration', lookup: 'EngineConfiguration' },
  135: { element: 'turbo', lookup: 'Turbo' },
  24: { element: 'fuelPrimary', lookup: 'FuelType' },
  66: { element: 'fuelSecondary', lookup: 'FuelType' },
  126: { element: 'electrification', lookup: 'ElectrificationLevel' },
  25: { element: 'gvwr', lookup: 'GrossVehicleWeightRating' },
  5: { element: 'bodyClass', lookup: 'BodyStyle' },
};

function yearOf(value: unknown): number {
  const year = Number(String(value ?? '').slice(0, 4));
  return Number.isInteger(year) && year > 1900 ? year : 0;
}

export function readVpicSource(database: Database, options: { makes: string[]; fromYear: number }): VpicSource {
  const placeholders = options.makes.map(() => '?').join(', ');

  const wmiRows = queryRows<{ Id: number; Wmi: string; VehicleType: string | null; Make: string }>(
    database,
    `select w.Id, w.Wmi, vt.Name as VehicleType, mk.Name as Make
       from Wmi w
       join Wmi_Make wm on wm.WmiId = w.Id
       join Make mk on mk.Id = wm.MakeId
       left join VehicleType vt on vt.Id = w.VehicleTypeId
      where mk.Name in (${placeholders})`,
    options.makes,
  );
  const wmis = new Map<number, VpicSource['wmis'][number]>();
  for (const row of wmiRows) {
    const wmi = wmis.get(row.Id) ?? { id: row.Id, code: row.Wmi, vehicleType: row.VehicleType, makes: [] };
    wmi.makes.push(row.Make);
    wmis.set(row.Id, wmi);
  }
  // All makes of these WMIs (also the ones not allowed), so a model is attributed to the right one.
  const allWmiMakes = queryRows<{ WmiId: number; Make: string }>(
    database,
    `select wm.WmiId, mk.Name as Make from Wmi_Make wm join Make mk on mk.Id = wm.MakeId
      where wm.WmiId in (${[...wmis.keys()].join(', ') || 'null'})`,
  );
  for (const row of allWmiMakes) {
    const wmi = wmis.get(row.WmiId);
    if (wmi && !wmi.makes.includes(row.Make)) wmi.makes.push(row.Make);
  }

  const wmiIds = [...wmis.keys()].join(', ') || 'null';
  const schemaLinks = queryRows<{ WmiId: number; VinSchemaId: number; YearFrom: number; YearTo: number | null }>(
    database,
    `select WmiId, VinSchemaId, YearFrom, YearTo from Wmi_VinSchema
      where WmiId in (${wmiIds}) and (YearTo is null or YearTo >= ?)`,
    [options.fromYear],
  ).map((row) => ({ wmiId: row.WmiId, schemaId: row.VinSchemaId, yearFrom: row.YearFrom, yearTo: row.YearTo }));

  const schemaIds = [...new Set(schemaLinks.map((link) => link.schemaId))].join(', ') || 'null';
  const schemas = queryRows<{ Id: number; Name: string; Touched: string | null; PatternTouched: string | null }>(
    database,
    `select vs.Id, vs.Name, max(coalesce(vs.UpdatedOn, ''), coalesce(vs.CreatedOn, '')) as Touched,
            (select max(max(coalesce(p.UpdatedOn, ''), coalesce(p.CreatedOn, ''))) from Pattern p where p.VinSchemaId = vs.Id) as PatternTouched
       from VinSchema vs where vs.Id in (${schemaIds})`,
  ).map((row) => ({
    id: row.Id,
    name: row.Name,
    lastTouchedYear: Math.max(yearOf(row.Touched), yearOf(row.PatternTouched)),
  }));

  const lookups = new Map<string, Map<string, string>>();
  for (const { lookup } of Object.values(ELEMENTS)) {
    if (!lookup || lookups.has(lookup)) continue;
    const rows = queryRows<{ Id: number; Name: string }>(database, `select Id, Name from "${lookup}"`);
    lookups.set(lookup, new Map(rows.map((row) => [String(row.Id), row.Name])));
  }

  const patterns: VpicPattern[] = [];
  const rows = queryRows<{ VinSchemaId: number; Keys: string; ElementId: number; AttributeId: string }>(
    database,
    `select VinSchemaId, Keys, ElementId, AttributeId from Pattern
      where VinSchemaId in (${schemaIds}) and ElementId in (${Object.keys(ELEMENTS).join(', ')})`,
  );
  const modelIds = new Set<number>();
  for (const row of rows) {
    const spec = ELEMENTS[row.ElementId];
    if (!spec) continue;
    const value = spec.lookup ? lookups.get(spec.lookup)?.get(String(row.AttributeId)) : String(row.AttributeId);
    if (value === undefined || value.trim() === '') continue;
    const pattern: VpicPattern = { schemaId: row.VinSchemaId, keys: row.Keys, element: spec.element, value: value.trim() };
    if (spec.element === 'model') {
      pattern.modelId = Number(row.AttributeId);
      modelIds.add(pattern.modelId);
    }
    patterns.push(pattern);
  }

  const modelMakes: Record<number, string[]> = {};
  for (const row of queryRows<{ ModelId: number; Make: string }>(
    database,
    `select mm.ModelId, mk.Name as Make from Make_Model mm join Make mk on mk.Id = mm.MakeId
      where mm.ModelId in (${[...modelIds].join(', ') || 'null'})`,
  )) {
    (modelMakes[row.ModelId] ??= []).push(row.Make);
  }

  return { wmis: [...wmis.values()], schemaLinks, schemas, patterns, modelMakes };
}
