import { describe, expect, it } from 'vitest';
import { allRoutes, ROUTE_TABLES } from './api-routes.ts';
import { fillPath, pathParamNames, routeUrl, successStatus } from './common/routes.ts';

describe('the route tables', () => {
  const routes = allRoutes();

  it('name each route once across the API (operationIds are unique)', () => {
    const ids = routes.map((route) => route.operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z]+$/);
  });

  it('give each method and path one route', () => {
    const keys = routes.map((route) => `${route.method} ${routeUrl(route)}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('tag each route with its table', () => {
    for (const [tag, table] of Object.entries(ROUTE_TABLES)) {
      for (const route of Object.values(table)) expect(route.tag).toBe(tag);
    }
  });

  it('describe every path param, and only those', () => {
    for (const route of routes) {
      const inPath = pathParamNames(route.path).sort();
      const described = Object.keys(route.params?.shape ?? {}).sort();
      expect(described, `${route.operationId}`).toEqual(inPath);
    }
  });

  it('have a one-line summary and a reply (or a stream) for every success status but 204', () => {
    for (const route of routes) {
      expect(route.summary, route.operationId).toMatch(/^[A-Z][^\n]{8,120}$/);
      expect(successStatus(route) === 204, route.operationId).toBe(route.reply === undefined && route.stream === undefined);
      if (route.stream) expect([route.reply, successStatus(route)], route.operationId).toEqual([undefined, 200]);
    }
  });

  it('put the main API under a version and the others at their base', () => {
    for (const route of routes) {
      if (route.namespace === 'main') expect(route.path, route.operationId).toMatch(/^\/v\d+\//);
      else expect(route.path, route.operationId).not.toMatch(/^\/v\d+\//);
    }
    expect(routeUrl(ROUTE_TABLES.vehicles.updateOwnedVehicle)).toBe('/api/v3/owned_vehicles/:id');
    expect(fillPath(ROUTE_TABLES.vehicles.updateOwnedVehicle.path, { id: 'a b' })).toBe('/v3/owned_vehicles/a%20b');
  });
});
