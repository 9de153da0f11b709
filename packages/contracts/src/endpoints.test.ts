import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endpointsSource } from '../scripts/endpoints-source.ts';
import { allRoutes } from './api-routes.ts';
import * as endpoints from './endpoints.ts';

describe('the endpoints (the route tables without their schemas)', () => {
  it('are generated from the route tables as they are now', () => {
    const written = readFileSync(new URL('./endpoints.ts', import.meta.url), 'utf8');
    expect(written, 'run `npm run generate:endpoints -w packages/contracts`').toBe(endpointsSource());
  });

  it('give every route its namespace, method and path, and nothing that needs zod', () => {
    const flat = Object.values(endpoints).flatMap((table) => Object.values(table));
    expect(flat).toHaveLength(allRoutes().length);
    for (const route of allRoutes()) {
      expect(flat).toContainEqual({ namespace: route.namespace, method: route.method, path: route.path });
    }
  });
});
