import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';

export const DOCS_PREFIX = '/api/docs';

/**
 * OpenAPI generated from the routes' contract schemas, browsable at /api/docs. Swagger UI runs under the
 * same strict policy as the API (its page has no inline script), so it needs no exception.
 */
export const openApiPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: `${config.brandName} API`, version: '1.0.0' },
      servers: [{ url: config.publicUrl }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  // Its default `validatorUrl: null` matters: the online validator badge would call out of the policy.
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
});
