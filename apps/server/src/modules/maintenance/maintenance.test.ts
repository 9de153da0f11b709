import { describe, expect, it } from 'vitest';
import { build } from '../../../test/index.ts';
import { createUser } from '../../../test/factories.ts';
import { seedTestCatalog } from '../../../test/market.ts';
import { vehicleSlugs } from '../../data/vehicles/slugs.ts';
import { maintenanceSitemapDeps, sitemapPaths } from './index.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- replies are read as the JSON they are */

describe('maintenance schedules (public, turbo)', async () => {
  const { app } = await build();
  await seedTestCatalog(app);
  // A customer with a vehicle: nothing of theirs may reach these public replies.
  const customer = await createUser(app);
  await app.inject({
    method: 'POST',
    url: '/api/v3/owned_vehicles',
    headers: customer.headers,
    payload: { year: 2015, make: 'Honda', model: 'Civic', mileage: 41_234, vin: null },
  });

  const get = (path: string) => app.inject({ method: 'GET', url: `/api/turbo/v1/maintenance${path}` });
  const ok = async (path: string) => {
    const reply = await get(path);
    expect(reply.statusCode, `${path}: ${reply.body}`).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
    expect(reply.body).not.toContain(customer.user.email);
    expect(reply.body).not.toContain('41234');
    return reply.json();
  };
  const notFound = async (path: string, message: string) => {
    const reply = await get(path);
    expect(reply.statusCode, path).toBe(404);
    expect(reply.json()).toMatchObject({ code: 'not_found', message });
  };

  it('answers the overview: every make with its models', async () => {
    const overview = await ok('');
    const honda = overview.makes.find((make: any) => make.slug === 'honda');
    expect(honda.models).toContainEqual({ name: 'Civic', makeModel: 'honda-civic' });
    expect(overview.makes).toHaveLength(vehicleSlugs().makes.length);
  });

  it('answers the schedule from 5,000 to 150,000 miles, from the catalogue', async () => {
    const { milestones, services } = await ok('/makes');
    expect(milestones.map((milestone: any) => milestone.mileage)).toEqual(Array.from({ length: 30 }, (_, index) => (index + 1) * 5_000));
    expect(milestones[0]).toEqual({ mileage: 5_000, slugs: ['oil-change'] });
    expect(milestones[5].slugs[0]).toBe('scheduled-maintenance-30k');
    const oil = services.find((service: any) => service.slug === 'oil-change');
    expect(oil).toMatchObject({ name: 'Oil Change', everyMiles: 5_000, includes: [], categoryName: 'Maintenance' });
    expect(services.find((service: any) => service.slug === 'scheduled-maintenance-30k').includes).toContain('tire-rotation');
  });

  it('schedules each milestone as the interval-services step does (the same function)', async () => {
    const overview = await ok('/makes');
    const idOf = new Map(overview.services.map((service: any) => [service.slug, service.id]));
    for (const milestone of overview.milestones) {
      const step = (await get(`/interval_services?mileage=${milestone.mileage}`)).json();
      expect(step.mileage).toBe(milestone.mileage);
      expect(step.services.map((service: any) => service.serviceId)).toEqual(milestone.slugs.map((slug: string) => idOf.get(slug)));
    }
  });

  it('lists the makes, and a make’s models by its slug in any case or by an alias', async () => {
    const { makes, modelCount } = await ok('/makes');
    expect(makes).toContainEqual({ slug: 'mercedes-benz', name: 'Mercedes-Benz', modelCount: expect.any(Number) });
    expect(modelCount).toBe(makes.reduce((sum: number, make: any) => sum + make.modelCount, 0));
    const honda = await ok('/makes/HONDA');
    expect(honda.make).toEqual({ slug: 'honda', name: 'Honda' });
    expect(honda.models.map((model: any) => model.slug)).toContain('cr-v');
    expect((await ok('/makes/mercedes')).make).toEqual({ slug: 'mercedes-benz', name: 'Mercedes-Benz' });
    expect((await ok('/makes/land%20rover')).make.slug).toBe('land-rover');
    await notFound('/makes/hondda', 'We have no make called “hondda”.');
  });

  it('answers a model’s schedule by make and model, or by the make-and-model slug, with its canonical names', async () => {
    const byPair = await ok('/makes/honda/models/civic');
    expect(byPair).toMatchObject({
      make: { slug: 'honda', name: 'Honda' },
      model: { slug: 'civic', name: 'Civic', makeModel: 'honda-civic' },
      year: null,
      trims: [],
    });
    expect(byPair.years[0]).toBe(2026);
    expect(byPair.years.at(-1)).toBe(2000);
    expect(byPair.source).toContain('NHTSA');
    expect(await ok('/vehicles/honda-civic')).toEqual(byPair);
    expect((await ok('/vehicles/Honda-Civic')).model.makeModel).toBe('honda-civic');
    expect((await ok('/vehicles/land-rover-range-rover-sport')).model).toMatchObject({ name: 'Range Rover Sport', makeModel: 'land-rover-range-rover-sport' });
    expect((await ok('/vehicles/chevy-malibu')).make.slug).toBe('chevrolet');
    expect((await ok('/makes/mercedes/models/C-Class')).model.makeModel).toBe('mercedes-benz-c-class');
    await notFound('/makes/honda/models/civik', 'We have no Honda model called “civik”.');
    await notFound('/vehicles/honda-civik', 'We have no vehicle called “honda-civik”.');
  });

  it('answers a model year’s schedule with its trims; a year the model was not made is 404, a malformed one 422', async () => {
    const year = await ok('/vehicles/honda-civic/years/2015');
    expect(year).toMatchObject({ year: 2015, make: { slug: 'honda' }, model: { slug: 'civic' } });
    expect(year.trims.length).toBeGreaterThan(0);
    expect(await ok('/makes/honda/models/civic/years/2015')).toEqual(year);
    expect(year.milestones).toEqual((await ok('/makes')).milestones);
    await notFound('/vehicles/honda-insight/years/2016', 'We have no 2016 Honda Insight.');
    await notFound('/makes/honda/models/civic/years/1999', 'We have no 1999 Honda Civic.');
    for (const bad of ['15', 'twenty', '2015.5']) {
      const reply = await get(`/vehicles/honda-civic/years/${bad}`);
      expect(reply.statusCode, bad).toBe(422);
      expect(reply.json().message).toBe('Year must be a four-digit model year.');
    }
  });

  it('lists every canonical page of both families for the sitemap, each one answered', async () => {
    const paths = sitemapPaths(maintenanceSitemapDeps());
    const { makes } = vehicleSlugs();
    const models = makes.flatMap((make) => make.models);
    expect(paths).toHaveLength(3 + makes.length + models.length + models.reduce((sum, model) => sum + model.years.length, 0));
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain('/maintenance-schedule/makes');
    expect(paths).toContain('/maintenance-schedule/land-rover');
    expect(paths).toContain('/maintenance/honda-civic');
    expect(paths).toContain('/maintenance/honda-civic/2015');
    expect(paths).not.toContain('/maintenance/honda-insight/2016');
    // Every listed page's data is answered, under the very names of its path.
    for (const path of paths) {
      const [, family, first, second] = path.split('/');
      if (family === 'maintenance-schedule' && first && first !== 'makes') expect((await ok(`/makes/${first}`)).make.slug).toBe(first);
      if (family === 'maintenance' && first) {
        const schedule = await ok(second ? `/vehicles/${first}/years/${second}` : `/vehicles/${first}`);
        expect(schedule.model.makeModel).toBe(first);
      }
    }
  }, 60_000);
});
