import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { endpointsSource } from './endpoints-source.ts';

const target = fileURLToPath(new URL('../src/endpoints.ts', import.meta.url));
writeFileSync(target, endpointsSource());
process.stdout.write(`wrote ${target}\n`);
