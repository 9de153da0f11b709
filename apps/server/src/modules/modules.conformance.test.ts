import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bookingsRoutes, ROUTE_TABLES, type Route, standaloneAppointmentsRoutes } from '@pitstop/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { MODULES } from '../app.ts';
import { defineModule, type ModuleOptions } from '../lib/module.ts';
import { mount } from '../lib/mount.ts';
import { API_TAGS } from '../plugins/openapi.ts';

/**
 * One module, one domain, one route table (ADR 050): a module's name (defineModule) is its folder under
 * modules/, the key of its route table in the contracts' ROUTE_TABLES and the OpenAPI tag of every route in
 * it; a module mounts only its own table's routes (lib/mount.ts refuses another's at boot). Folders without a
 * module are libraries: pure functions through their index.ts, no routes.
 */
const LIBRARIES = ['offers', 'scheduling', 'partners'];
/** Modules that serve no route of a table: probes and the API document are the system module's own, robots.txt and the sitemaps the sitemap module's. */
const WITHOUT_TABLE = ['system', 'sitemap'];

/** The fixture modules read no options. */
const NO_OPTIONS = {} as ModuleOptions;

const modulesDir = fileURLToPath(new URL('.', import.meta.url));
const folders = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const nameOf = (module: object): string => (module as Record<symbol, { name: string }>)[Symbol.for('plugin-meta')]!.name;
const moduleNames = MODULES.map(nameOf);
/** The app's services a module's source reaches (`app.jobs`, `root.events`), in order of first use. */
const usedServices = (source: string): string[] => [
  ...new Set([...source.matchAll(/\b(?:app|root)\.(jobs|events)\b(?!\w)/g)].map((match) => match[1]!)),
];

describe('modules conform to one module, one domain, one route table', () => {
  it('names each module after its folder, and every other folder is a listed library', () => {
    for (const name of moduleNames) expect(folders, `module "${name}" has no folder modules/${name}`).toContain(name);
    expect(folders.filter((folder) => !moduleNames.includes(folder)).sort()).toEqual([...LIBRARIES].sort());
  });

  it('keys each route table by its module, and tags each route with it', () => {
    expect(Object.keys(ROUTE_TABLES).sort()).toEqual(moduleNames.filter((name) => !WITHOUT_TABLE.includes(name)).sort());
    for (const [key, table] of Object.entries(ROUTE_TABLES)) {
      for (const route of Object.values(table) as Route[]) expect(`${route.operationId}: ${route.tag}`).toBe(`${route.operationId}: ${key}`);
    }
  });

  it('describes each module’s tag in the API document (test support is hidden from it)', () => {
    const tags = API_TAGS.map((tag) => tag.name);
    for (const key of Object.keys(ROUTE_TABLES).filter((key) => key !== 'test-support')) expect(tags).toContain(key);
  });

  it('lists in its dependencies the services it uses of the jobs queue and the domain events (ADR 051)', () => {
    for (const module of MODULES) {
      const name = nameOf(module);
      const dependencies = (module as object as Record<symbol, { dependencies?: string[] }>)[Symbol.for('plugin-meta')]!.dependencies ?? [];
      const source = readFileSync(`${modulesDir}${name}/${name}.module.ts`, 'utf8');
      for (const service of usedServices(source)) expect(`${name} uses app.${service}: ${dependencies.includes(service)}`).toBe(`${name} uses app.${service}: true`);
    }
  });

  it('finds a module that uses a service it does not list', () => {
    expect(usedServices("app.jobs.define('x', {}); await root.events.emit(tx, event); app.eventsSeen")).toEqual(['jobs', 'events']);
  });

  it('keeps a domain’s shop-side routes in its own table', () => {
    expect(bookingsRoutes.listShopBookings.namespace).toBe('shop');
    expect(standaloneAppointmentsRoutes.markShopStandaloneNoShow.namespace).toBe('shop');
    for (const table of Object.values(ROUTE_TABLES)) {
      for (const route of Object.values(table) as Route[]) {
        if (route.namespace === 'shop' && route.path.includes(':locationId')) expect(`${route.operationId}: ${route.auth}`).toBe(`${route.operationId}: location-staff`);
      }
    }
  });

  it('refuses a module that mounts another table’s route, naming both', async () => {
    const app = Fastify();
    app.decorate('requireUser', async () => {});
    app.decorate('requireLocationStaff', async () => {});
    const stray = defineModule('reviews', async (scope: FastifyInstance) => {
      mount(scope, bookingsRoutes.listShopBookings, async () => ({ bookings: [], standaloneAppointments: [] }));
    });
    await expect(app.register(stray, NO_OPTIONS).ready()).rejects.toThrow(/Module "reviews" mounts listShopBookings of the "bookings" route table/);
  });

  it('lets a module mount its own table', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorate('requireUser', async () => {});
    app.decorate('requireLocationStaff', async () => {});
    const own = defineModule('bookings', async (scope: FastifyInstance) => {
      mount(scope, bookingsRoutes.listShopBookings, async () => ({ bookings: [], standaloneAppointments: [] }));
    });
    await expect(app.register(own, NO_OPTIONS).ready()).resolves.toBeDefined();
    await app.close();
  });
});
