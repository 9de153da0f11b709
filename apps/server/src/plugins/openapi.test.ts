import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { allRoutes, ERROR_STATUS, type ErrorCode, needsBearer, PARTNER_ROLES, QUERY_NOT_TAKEN } from '@pitstop/contracts';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.ts';
import { build } from '../../test/index.ts';
import { securityOf } from '../lib/mount.ts';
import { PARTNER_ID_SCHEME } from './openapi.ts';

const serverRoot = fileURLToPath(new URL('../../', import.meta.url));
const repoRoot = path.resolve(serverRoot, '../..');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface JsonSchema {
  type?: string | string[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
}

interface Parameter {
  name: string;
  in: string;
  description?: string;
  schema: JsonSchema;
}

interface Operation {
  summary?: string;
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}

/** Each property of a schema, with its path, through nesting, arrays and unions. */
function* propertiesOf(schema: JsonSchema | undefined, at = ''): Generator<[string, JsonSchema]> {
  if (!schema) return;
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    yield [`${at}/${key}`, property];
    yield* propertiesOf(property, `${at}/${key}`);
  }
  if (schema.items) yield* propertiesOf(schema.items, `${at}/0`);
  if (typeof schema.additionalProperties === 'object') yield* propertiesOf(schema.additionalProperties, `${at}/*`);
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) yield* propertiesOf(branch, at);
}

/** The `code` schema of an error reply (JSON:API `errors[].code`, or the plain `{message, code}`'s). */
const codeSchemaOf = (schema: JsonSchema | undefined): JsonSchema | undefined =>
  schema?.properties?.errors?.items?.properties?.code ?? schema?.properties?.code;

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
    // The partner header's scheme is there exactly when a partner admin's route is.
    const partnerRoutes = allRoutes().some((route) => route.auth !== undefined && PARTNER_ROLES.includes(route.auth));
    expect(Object.keys(document.components.securitySchemes)).toEqual(['bearerAuth', 'refreshCookie', ...(partnerRoutes ? ['partnerId'] : [])]);
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
      expect(operation?.security, route.operationId).toEqual(securityOf(route));
      const wire = route.namespace === 'main' ? 'application/vnd.api+json' : 'application/json';
      for (const [status, response] of Object.entries(operation?.responses ?? {})) {
        // A stream's success is its own media type (Server-Sent Events); its errors are documents as usual.
        const expected = route.stream && status === '200' ? route.stream : wire;
        if (status !== '204') expect(Object.keys(response.content ?? {}), `${route.operationId} ${status}`).toEqual([expected]);
      }
    }
  });

  it("asks a partner admin's call for the bearer token and the partner's id header together", () => {
    expect(PARTNER_ID_SCHEME).toMatchObject({ type: 'apiKey', in: 'header', name: 'x-partner-id' });
    expect(securityOf({ auth: 'partner-admin' })).toEqual([{ bearerAuth: [], partnerId: [] }]);
    expect(securityOf({ auth: 'location-staff' })).toEqual([{ bearerAuth: [] }]);
    expect(securityOf({ auth: 'admin-or-local' })).toEqual([{}, { bearerAuth: [] }]);
    expect(securityOf({})).toEqual([]);
  });

  const operationsOf = async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const byId = new Map<string, Operation & { path: string }>();
    for (const [url, item] of Object.entries(document.paths as Record<string, Record<string, Operation>>)) {
      for (const method of METHODS) {
        const operation = item[method];
        if (operation?.operationId) byId.set(operation.operationId, { ...operation, path: url });
      }
    }
    return byId;
  };

  it('documents 400, 413 and 415 on every operation that takes a body, in its wire format', async () => {
    const operations = await operationsOf();
    const routes = allRoutes().filter((route) => route.namespace !== 'test' && route.body);
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      const operation = operations.get(route.operationId);
      for (const [status, code] of [['400', 'bad_request'], ['413', 'payload_too_large'], ['415', 'unsupported_media_type']]) {
        const response = operation?.responses[status as string];
        expect(response, `${route.operationId} ${status}`).toBeDefined();
        const [schema] = Object.values(response?.content ?? {}).map((content) => content.schema);
        expect(codeSchemaOf(schema)?.enum, `${route.operationId} ${status}`).toContain(code);
      }
    }
  });

  it("lists each error reply's codes as an enum: the route table's codes at their status, and no other status's", async () => {
    const operations = await operationsOf();
    for (const route of allRoutes().filter((entry) => entry.namespace !== 'test')) {
      const operation = operations.get(route.operationId);
      for (const [status, response] of Object.entries(operation?.responses ?? {})) {
        if (Number(status) < 400) continue;
        const [schema] = Object.values(response.content ?? {}).map((content) => content.schema);
        const codes = codeSchemaOf(schema)?.enum;
        expect(codes, `${route.operationId} ${status}`).toBeDefined();
        for (const code of codes ?? []) expect(ERROR_STATUS[code as ErrorCode], `${route.operationId} ${code}`).toBe(Number(status));
      }
      for (const code of route.errors ?? []) {
        const response = operation?.responses[String(ERROR_STATUS[code])];
        const [schema] = Object.values(response?.content ?? {}).map((content) => content.schema);
        expect(codeSchemaOf(schema)?.enum, `${route.operationId} ${code}`).toContain(code);
      }
    }
  });

  it("writes the main API's request keys snake_case, as its wire has them (the plain namespaces camelCase)", async () => {
    const operations = await operationsOf();
    const camel: string[] = [];
    let checked = 0;
    for (const route of allRoutes().filter((entry) => entry.namespace === 'main')) {
      const operation = operations.get(route.operationId);
      for (const parameter of operation?.parameters ?? []) {
        if (parameter.in !== 'query') continue;
        checked += 1;
        if (/[A-Z]/.test(parameter.name)) camel.push(`${route.operationId} ?${parameter.name}`);
      }
      for (const { schema } of Object.values(operation?.requestBody?.content ?? {})) {
        for (const [at] of propertiesOf(schema)) {
          checked += 1;
          if (/[A-Z]/.test(at)) camel.push(`${route.operationId} ${at}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(camel).toEqual([]);
    const booking = operations.get('bookOffer')?.requestBody?.content['application/vnd.api+json']?.schema;
    expect(booking?.required).toEqual(expect.arrayContaining(['credit_card_id', 'appointment_time']));
    expect(Object.keys(booking?.properties?.service_address?.anyOf?.[0]?.properties ?? {})).toContain('address_line1');
  });

  it('describes every parameter and every request field, and says cents or dollars on every money field', async () => {
    const operations = await operationsOf();
    const undescribed: string[] = [];
    const unitless: string[] = [];
    let checked = 0;
    const money = /(rewards?|amount|price|fee|total|cost|balance)$/i;
    for (const [operationId, operation] of operations) {
      for (const parameter of operation.parameters ?? []) {
        checked += 1;
        if (!parameter.description) undescribed.push(`${operationId} ${parameter.in} ${parameter.name}`);
      }
      for (const { schema } of Object.values(operation.requestBody?.content ?? {})) {
        for (const [at, property] of propertiesOf(schema)) {
          checked += 1;
          if (!property.description) undescribed.push(`${operationId} body ${at}`);
        }
      }
      const bodies = [
        ...Object.values(operation.requestBody?.content ?? {}),
        ...Object.values(operation.responses).flatMap((response) => Object.values(response.content ?? {})),
      ];
      for (const { schema } of bodies) {
        for (const [at, property] of propertiesOf(schema)) {
          const name = at.split('/').pop() ?? '';
          if (money.test(name) && property.type !== 'boolean' && !/\b(cents|dollars)\b/.test(property.description ?? '')) {
            unitless.push(`${operationId} ${at}`);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(300);
    expect([...new Set(undescribed)]).toEqual([]);
    expect([...new Set(unitless)]).toEqual([]);
    // The booking's fields say what they are: a proposal's start, rewards in cents; the reschedule's, a proposal's id.
    const booking = operations.get('bookOffer')?.requestBody?.content['application/vnd.api+json']?.schema.properties;
    expect(booking?.appointment_time?.description).toMatch(/`starts_at` of one of the proposals/);
    expect(booking?.rewards?.description).toMatch(/in cents/);
    const reschedule = operations.get('scheduleAppointment')?.requestBody?.content['application/vnd.api+json']?.schema.properties;
    expect(reschedule?.slot_key?.description).toMatch(/The `id` of one of the proposals/);
    const profile = operations.get('getProfile')?.responses['200']?.content?.['application/vnd.api+json']?.schema;
    expect(profile?.properties?.data?.properties?.attributes?.properties?.rewards?.description).toMatch(/in dollars/);
  });

  it("states the body rules the server checks, so a client validating against the document refuses what the server refuses", async () => {
    const operations = await operationsOf();
    const body = (operationId: string) =>
      Object.values(operations.get(operationId)?.requestBody?.content ?? {})[0]?.schema ?? {};
    // The property's pattern, or that of the branch of its union that has one (an optional phone: '', a phone or null).
    const findPattern = (schema: (JsonSchema & { pattern?: string }) | undefined): string | undefined =>
      schema?.pattern ?? schema?.anyOf?.map(findPattern).find((pattern) => pattern !== undefined);
    const patternOf = (schema: JsonSchema, key: string) => {
      const pattern = findPattern(schema.properties?.[key]);
      expect(pattern, key).toBeDefined();
      return new RegExp(pattern ?? '', 'u');
    };
    const cases: [string, string, string, string][] = [
      // operation, field, refused, accepted
      ['signUp', 'first_name', '   ', 'Ada'],
      ['signUp', 'last_name', ' \t ', 'Lovelace'],
      ['signUp', 'phone_number', '1', '(512) 555-0100'],
      ['updateProfile', 'phone_number', '555-01', '1 512 555 0100'],
      ['createServiceRequest', 'zipcode', 'abcde', '78701'],
      ['createOwnedVehicle', 'vin', 'ABC', '1HGCM82633A004352'],
      ['createOwnedVehicle', 'vin', '1HGCM82633A00435211', '1HGCM-82633-A004352'],
    ];
    for (const [operationId, field, refused, accepted] of cases) {
      const pattern = patternOf(body(operationId), field);
      expect(pattern.test(refused), `${operationId} ${field} ${JSON.stringify(refused)}`).toBe(false);
      expect(pattern.test(accepted), `${operationId} ${field} ${JSON.stringify(accepted)}`).toBe(true);
      // The server refuses it too, with a 422 naming the field.
      const wire = { first_name: 'Ada', last_name: 'Lovelace', email: 'rules@example.test', password: 'secret1', [field]: refused };
      if (operationId === 'signUp') {
        const reply = await app.inject({ method: 'POST', url: '/api/v3/users', payload: wire });
        expect(reply.statusCode, field).toBe(422);
        expect(reply.json().errors[0].source.pointer).toBe(`/${field}`);
      }
    }
    // A reschedule names a time or asks for the first free one: `{}` is refused by the document's anyOf.
    const reschedule = body('scheduleAppointment') as JsonSchema & { anyOf?: { required?: string[] }[] };
    expect(reschedule.anyOf?.map((branch) => branch.required)).toEqual([['slot_key'], ['autoschedule']]);
    // What JSON Schema cannot say, the field's description does.
    expect(body('createServiceRequest').properties?.services?.description).toMatch(/at most once/);
    expect(body('updateShopSettings').properties?.openingHours?.description).toMatch(/closes after it opens/);
    expect(body('createShopOffer').properties?.lineItems?.description).toMatch(/each requested service once/);
  });

  it('refuses a number sent as a string where a JSON body has an integer (query and path parameters are read as integers)', async () => {
    const { headers } = await createUser(app);
    const vehicle = { make: 'Honda', model: 'Civic' };
    const asText = await app.inject({ method: 'POST', url: '/api/v3/owned_vehicles', headers, payload: { ...vehicle, year: '2018' } });
    expect(asText.statusCode).toBe(422);
    expect(asText.json().errors[0].source.pointer).toBe('/year');
    const mileage = await app.inject({ method: 'POST', url: '/api/v3/owned_vehicles', headers, payload: { ...vehicle, year: 2018, mileage: '98000' } });
    expect(mileage.statusCode).toBe(422);
    expect(mileage.json().errors[0].source.pointer).toBe('/mileage');
    const card = await app.inject({
      method: 'PUT',
      url: '/api/v3/users/credit_cards/no-such-card',
      headers,
      payload: { new_card_details: { name: 'Ada', exp_month: '12', exp_year: 2034, address_line1: '1 Main St', address_city: 'Austin', address_zip: '78701' } },
    });
    expect(card.statusCode).toBe(422);
    expect(card.json().errors[0].source.pointer).toBe('/new_card_details/exp_month');
    const booking = await app.inject({
      method: 'PUT',
      url: '/api/v3/service_requests/no-such-request/offers/no-such-offer',
      headers,
      payload: { credit_card_id: 'card', appointment_time: '2030-01-01T10:00:00Z', rewards: '100' },
    });
    expect(booking.statusCode).toBe(422);
    expect(booking.json().errors[0].source.pointer).toBe('/rewards');
    // As numbers, the same vehicle is saved; a query's integer is still read from its string.
    expect((await app.inject({ method: 'POST', url: '/api/v3/owned_vehicles', headers, payload: { ...vehicle, year: 2018, mileage: 98000 } })).statusCode).toBe(201);
    expect((await app.inject({ method: 'GET', url: '/api/v3/users/credit_transactions?page=1&per_page=5', headers })).statusCode).toBe(200);
  });

  it('answers the 4xx it documents on routes that take no input: a query string is refused, not ignored', async () => {
    for (const url of ['/healthz', '/readyz', '/api/v3/services', '/api/v4/features', '/api/turbo/v1/vehicles/years', '/api/turbo/v1/vehicles/makes']) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
      const refused = await app.inject({ method: 'GET', url: `${url}?zipcode=78701` });
      expect(refused.statusCode, url).toBe(400);
      const body = refused.json();
      expect(body.errors?.[0]?.code ?? body.code, url).toBe('bad_request');
      expect(body.errors?.[0]?.detail ?? body.message, url).toBe(QUERY_NOT_TAKEN);
    }
  });

  it("passes Redocly's recommended rules with none switched off (six spec URLs ignored by place)", async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    // The config extends the recommended rules and changes none; the ignore file names six places, one rule.
    expect(readFileSync(path.join(serverRoot, 'redocly.yaml'), 'utf8').replace(/#.*$/gm, '').trim()).toBe('extends:\n  - recommended');
    const ignored = readFileSync(path.join(serverRoot, '.redocly.lint-ignore.yaml'), 'utf8').replace(/#.*$/gm, '').trim().split('\n');
    expect(ignored.slice(0, 2)).toEqual(['test/openapi-client/generated/openapi.json:', '  no-ambiguous-paths:']);
    expect(ignored).toHaveLength(8);
    // Written where the ignore file names it (gitignored).
    const file = path.join(serverRoot, 'test/openapi-client/generated/openapi.json');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, response.body);
    const cli = path.join(repoRoot, 'node_modules/@redocly/cli/bin/cli.js');
    const lint = spawnSync(process.execPath, [cli, 'lint', `--config=${path.join(serverRoot, 'redocly.yaml')}`, '--format=json', file], {
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
    });
    const report = JSON.parse(lint.stdout) as {
      totals: { errors: number; warnings: number; ignored: number };
      problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
    };
    const problems = report.problems.map(({ ruleId, message, location }) => `${ruleId} ${location[0]?.pointer}: ${message}`);
    expect(problems).toEqual([]);
    expect(report.totals).toEqual({ errors: 0, warnings: 0, ignored: 6 });
    expect(lint.status).toBe(0);
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
