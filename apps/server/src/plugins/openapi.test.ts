import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { build } from '../../test/index.ts';

describe('OpenAPI at /api/docs', async () => {
  const { app } = await build();

  it('serves a valid OpenAPI document generated from the contracts', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toMatch(/^3\./);
  });

  it('lists the system routes with their response schemas, and no page or docs route', async () => {
    const { paths } = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(paths)).toEqual(expect.arrayContaining(['/healthz', '/readyz', '/config.json']));
    expect(paths['/readyz'].get.responses).toHaveProperty('503');
    expect(paths['/config.json'].get.responses['200'].content['application/json'].schema.properties).toHaveProperty(
      'deploymentHash',
    );
    expect(Object.keys(paths).filter((p) => p.startsWith('/api/docs') || p === '/*')).toEqual([]);
  });

  it('serves the Swagger UI page under a policy it runs with: its scripts are files of our own', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    // No inline script (which the policy would block): every <script> has a src on this origin.
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, content] of scripts) {
      expect(attributes).toMatch(/src="\.\/static\//);
      expect(content?.trim()).toBe('');
    }
    const initializer = await app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
    expect(initializer.body).toContain('validatorUrl: null');
  });
});
