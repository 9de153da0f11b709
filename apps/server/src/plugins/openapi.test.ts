import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { allRoutes, needsBearer } from '@pitstop/contracts';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { build } from '../../test/index.ts';

const serverRoot = fileURLToPath(new URL('../../', import.meta.url));
const repoRoot = path.resolve(serverRoot, '../..');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface Operation {
  summary?: string;
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, unknown> }>;
}

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

  it('gives every operation a summary, a unique operationId, its module tag and its security', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const tags = document.tags.map((tag: { name: string; description: string }) => {
      expect(tag.description).toBeTruthy();
      return tag.name;
    });
    expect(Object.keys(document.components.securitySchemes)).toEqual(['bearerAuth', 'refreshCookie']);
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    const operations: Operation[] = Object.values(document.paths as Record<string, Record<string, Operation>>).flatMap(
      (item) => METHODS.flatMap((method) => (item[method] ? [item[method]] : [])),
    );
    for (const operation of operations) {
      expect(operation.summary, operation.operationId).toBeTruthy();
      expect(operation.operationId).toMatch(/^[a-z][a-zA-Z]+$/);
      expect(operation.tags).toHaveLength(1);
      expect(tags).toContain(operation.tags?.[0]);
      expect(operation.security, operation.operationId).toBeDefined();
    }
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);

    // Every route of the route tables is there as the table says, but test support (not part of the API).
    const byId = new Map(operations.map((operation) => [operation.operationId, operation]));
    for (const route of allRoutes()) {
      const operation = byId.get(route.operationId);
      if (route.namespace === 'test') {
        expect(operation, route.operationId).toBeUndefined();
        continue;
      }
      expect(operation?.tags, route.operationId).toEqual([route.tag]);
      expect(operation?.security?.some((scheme) => 'bearerAuth' in scheme) ?? false, route.operationId).toBe(
        needsBearer(route) || route.auth === 'admin-or-local',
      );
      const wire = route.namespace === 'main' ? 'application/vnd.api+json' : 'application/json';
      for (const [status, response] of Object.entries(operation?.responses ?? {})) {
        // A stream's success is its own media type (Server-Sent Events); its errors are documents as usual.
        const expected = route.stream && status === '200' ? route.stream : wire;
        if (status !== '204') expect(Object.keys(response.content ?? {}), `${route.operationId} ${status}`).toEqual([expected]);
      }
    }
  });

  it("passes Redocly's recommended rules, with the decisions of redocly.yaml", async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    const dir = mkdtempSync(path.join(tmpdir(), 'pitstop-openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      writeFileSync(file, response.body);
      const cli = path.join(repoRoot, 'node_modules/@redocly/cli/bin/cli.js');
      const lint = spawnSync(
        process.execPath,
        [cli, 'lint', '--extends=recommended', `--config=${path.join(serverRoot, 'redocly.yaml')}`, '--format=json', file],
        {
          encoding: 'utf8',
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
        },
      );
      const report = JSON.parse(lint.stdout) as {
        totals: { errors: number; warnings: number };
        problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
      };
      const problems = report.problems.map(({ ruleId, message, location }) => `${ruleId} ${location[0]?.pointer}: ${message}`);
      expect(problems).toEqual([]);
      expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
      expect(lint.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
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
