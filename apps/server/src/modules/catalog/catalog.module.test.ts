import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  AppointmentServiceListDocument,
  FeatureListDocument,
  FUZZY_SEARCH,
  JsonApiErrorDocument,
  SERVICE_SELECTION_CATEGORIES,
  ServiceListDocument,
  ServiceSelectionCategoryDocument,
} from '@pitstop/contracts';
import { eq } from 'drizzle-orm';
import Fuse from 'fuse.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../test/index.ts';
import { features, services } from '../../db/schema/index.ts';
import { seedCatalog } from './index.ts';

type Attributes = Record<string, unknown> & { name: string; category_name: string };
type Resource = { id: string; type: string; attributes: Attributes };

describe('catalogue API', async () => {
  const { app, database } = await build();
  beforeAll(async () => {
    await seedCatalog(database.db);
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  describe('GET /api/v3/services', () => {
    it('lists the enabled services as a JSON:API document with snake_case attributes and meta.count', async () => {
      const response = await get('/api/v3/services');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('application/vnd.api+json');
      const document = ServiceListDocument.parse(response.json());
      expect(document.data.length).toBeGreaterThanOrEqual(80);
      expect(document.meta.count).toBe(document.data.length);
      const pads = document.data.find((service) => service.attributes.name === 'Brake Pads Replacement');
      expect(pads).toMatchObject({
        type: 'services',
        attributes: { category_name: 'Brakes', autoquotable: true, enabled: true, type: 'service', popular: true },
      });
      expect(pads?.attributes.service_id).toBe(pads?.id);
      expect(document.data.every((service) => service.attributes.enabled)).toBe(true);
    });

    it('finds "Brake Pads Replacement" with the spec fuzzy search for "brak"', async () => {
      const { data } = (await get('/api/v3/services')).json() as { data: Resource[] };
      const fuse = new Fuse(
        data.map((resource) => ({ name: resource.attributes.name, categoryName: resource.attributes.category_name })),
        { threshold: FUZZY_SEARCH.threshold, minMatchCharLength: FUZZY_SEARCH.minMatchCharLength, keys: [...FUZZY_SEARCH.keys] },
      );
      expect(fuse.search('brak').map((result) => result.item.name)).toContain('Brake Pads Replacement');
    });

    it('leaves out a disabled service', async () => {
      await database.db.update(services).set({ enabled: false }).where(eq(services.slug, 'horn-replacement'));
      app.catalog.invalidate();
      const names = ((await get('/api/v3/services')).json() as { data: Resource[] }).data.map((r) => r.attributes.name);
      expect(names).not.toContain('Horn Replacement');
      // The seed restores authored data.
      await seedCatalog(database.db);
      app.catalog.invalidate();
      const again = ((await get('/api/v3/services')).json() as { data: Resource[] }).data.map((r) => r.attributes.name);
      expect(again).toContain('Horn Replacement');
    });

    it('sends an ETag and Cache-Control, and answers 304 to a matching If-None-Match', async () => {
      const first = await get('/api/v3/services');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/".+"$/);
      expect(first.headers['cache-control']).toContain('max-age=');
      const second = await get('/api/v3/services', { 'if-none-match': etag });
      expect(second.statusCode).toBe(304);
      expect(second.body).toBe('');
      const other = await get('/api/v3/services', { 'if-none-match': 'W/"something-else"' });
      expect(other.statusCode).toBe(200);
    });

    it('sends the list compressed once, as each client accepts (br, gzip or none)', async () => {
      const plain = await get('/api/v3/services');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('accept-encoding');
      const gzip = await get('/api/v3/services', { 'accept-encoding': 'gzip' });
      expect(gzip.statusCode).toBe(200);
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
      const br = await get('/api/v3/services', { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      expect(br.rawPayload.byteLength).toBeLessThan(plain.rawPayload.byteLength / 4);
      // One entity in every encoding: the same (weak) ETag.
      expect(br.headers.etag).toBe(plain.headers.etag);
    });
  });

  describe('GET /api/v3/services/service_selection_categories', () => {
    it('returns the popular services with their interview questions (weight, answer, note)', async () => {
      const response = await get('/api/v3/services/service_selection_categories?name=Popular%20Services');
      expect(response.statusCode).toBe(200);
      const document = ServiceSelectionCategoryDocument.parse(response.json());
      expect(document.data.length).toBeGreaterThanOrEqual(10);
      expect(document.meta).toMatchObject({ name: 'Popular Services', count: document.data.length });
      for (const service of document.data) {
        const questions = (service.attributes as { interview_questions?: unknown[] }).interview_questions;
        expect(questions?.length, service.attributes.name).toBeGreaterThan(0);
      }
      const pads = document.data.find((service) => service.attributes.name === 'Brake Pads Replacement');
      expect((pads?.attributes as { interview_questions: unknown }).interview_questions).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            question: 'Which brakes need work?',
            answers: expect.arrayContaining([{ answer: 'Front and rear', weight: 2, note: 'Both axles.' }]),
          }),
        ]),
      );
    });

    it('returns the diagnosis services for "Diagnosis / Describe Problem"', async () => {
      const response = await get(
        `/api/v3/services/service_selection_categories?name=${encodeURIComponent('Diagnosis / Describe Problem')}`,
      );
      expect(response.statusCode).toBe(200);
      const names = (response.json() as { data: Resource[] }).data.map((r) => r.attributes.name);
      expect(names).toEqual(expect.arrayContaining(['Check Engine Light Diagnosis', "Car Won't Start Diagnosis"]));
      expect(names).not.toContain('Oil Change');
    });

    it('returns the whole catalogue for "Service Catalog"', async () => {
      const catalog = (await get('/api/v3/services/service_selection_categories?name=Service%20Catalog')).json();
      const all = (await get('/api/v3/services')).json();
      expect(catalog.meta.count).toBe(all.meta.count);
    });

    it('answers 422 with a human message for an unknown or missing name', async () => {
      for (const url of [
        '/api/v3/services/service_selection_categories?name=Cheap%20Stuff',
        '/api/v3/services/service_selection_categories',
      ]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(422);
        const { errors } = JsonApiErrorDocument.parse(response.json());
        expect(errors[0]?.detail).toBe(`Name must be one of: ${SERVICE_SELECTION_CATEGORIES.join(', ')}.`);
        expect(errors[0]?.source).toEqual({ parameter: 'name' });
      }
    });
  });

  describe('GET /api/v3/appointment_services', () => {
    it('lists appointment services for the three appointment types', async () => {
      const response = await get('/api/v3/appointment_services');
      expect(response.statusCode).toBe(200);
      const document = AppointmentServiceListDocument.parse(response.json());
      const types = new Set(document.data.map((service) => service.attributes.type));
      expect([...types].sort()).toEqual(['car_wash', 'collision', 'service']);
      const wash = document.data.find((service) => service.attributes.name === 'Exterior Car Wash');
      expect(wash?.attributes).toMatchObject({ type: 'car_wash', category_name: 'Car Wash & Detailing' });
      expect(wash?.attributes.service_id).not.toBe(wash?.id);
    });

    it('filters by appointment_type', async () => {
      const response = await get('/api/v3/appointment_services?appointment_type=collision');
      expect(response.statusCode).toBe(200);
      const { data } = response.json() as { data: Resource[] };
      expect(data.length).toBeGreaterThan(0);
      expect(data.every((service) => service.attributes.type === 'collision')).toBe(true);
    });

    it('answers 422 for an unknown appointment type, by either name, instead of listing everything', async () => {
      for (const url of ['/api/v3/appointment_services?appointment_type=spa_day', '/api/v3/appointment_services?type=zzz']) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(422);
        expect(response.json().errors[0].detail).toBe('Appointment type must be one of: service, car_wash, collision.');
      }
    });

    it('filters by type, the attribute of the services listed', async () => {
      const { data } = (await get('/api/v3/appointment_services?type=car_wash')).json() as { data: Resource[] };
      expect(data.length).toBeGreaterThan(0);
      expect(data.every((service) => service.attributes.type === 'car_wash')).toBe(true);
    });
  });

  describe('GET /api/v4/features', () => {
    it('lists feature flags as {name, enabled}: on only what this build has (no plus, roadside or messages)', async () => {
      const response = await get('/api/v4/features');
      expect(response.statusCode).toBe(200);
      const document = FeatureListDocument.parse(response.json());
      const flags = Object.fromEntries(document.data.map((feature) => [feature.attributes.name, feature.attributes.enabled]));
      expect(flags).toEqual({
        service_advisor: true,
        interval_services: true,
        rewards: true,
        plus: false,
        auto_essentials: true,
        roadside: false,
        messages: false,
      });
      expect(document.data.find((feature) => feature.attributes.name === 'plus')?.id).toBe('plus');
    });

    it('keeps an operator switch across a re-seed', async () => {
      await database.db.update(features).set({ enabled: false }).where(eq(features.name, 'auto_essentials'));
      await seedCatalog(database.db);
      app.catalog.invalidate();
      const { data } = (await get('/api/v4/features')).json() as { data: Resource[] };
      expect(data.find((feature) => feature.id === 'auto_essentials')?.attributes.enabled).toBe(false);
    });

    it('reports a feature this build lacks as off even where an older seed stored it on', async () => {
      await database.db.update(features).set({ enabled: true }).where(eq(features.name, 'plus'));
      await database.db.update(features).set({ enabled: false }).where(eq(features.name, 'rewards'));
      app.catalog.invalidate();
      const { data } = (await get('/api/v4/features')).json() as { data: Resource[] };
      expect(data.find((feature) => feature.id === 'plus')?.attributes.enabled).toBe(false);
      expect(data.find((feature) => feature.id === 'rewards')?.attributes.enabled).toBe(false);
    });
  });
});
