import {
  ERROR_STATUS,
  ERROR_TITLES,
  type ErrorCode,
  type JsonApiErrorObject,
  JSONAPI_MEDIA_TYPE,
} from '@pitstop/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';

/** Which wire format a path answers in: JSON:API for the main API, plain JSON for other namespaces. */
export function apiFormatFor(url: string): 'jsonapi' | 'plain' | null {
  if (/^\/api\/v\d+(\/|$|\?)/.test(url)) return 'jsonapi';
  if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) return 'plain';
  return null;
}

interface Problem {
  status: number;
  code: ErrorCode | string;
  detail: string;
  pointer?: string;
  parameter?: string;
}

const FIELD_LABELS: Record<string, string> = {};
const humanField = (path: string) =>
  FIELD_LABELS[path] ?? path.replace(/[_.]/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

/** Turns any thrown value into problems with human sentences; never leaks a 5xx message. */
function toProblems(error: unknown, request: FastifyRequest): Problem[] {
  if (error instanceof AppError) {
    return [
      {
        status: ERROR_STATUS[error.code],
        code: error.code,
        detail: error.detail,
        pointer: error.options.pointer,
        parameter: error.options.parameter,
      },
    ];
  }
  const fastifyError = error as FastifyError;
  if (hasZodFastifySchemaValidationErrors(fastifyError)) {
    const where = fastifyError.validationContext ?? 'body';
    return fastifyError.validation.map((issue) => {
      const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
      const message = issue.message;
      // zod's defaults ("Invalid input…") are not sentences a person should read: name the field instead.
      const human = /^(Invalid|Expected|Required)/.test(message)
        ? `${humanField(path || where)} is invalid.`
        : message;
      return {
        status: 422,
        code: 'validation_failed',
        detail: human,
        ...(where === 'body' ? { pointer: `/${path.replace(/\./g, '/')}` } : { parameter: path }),
      };
    });
  }
  const status = fastifyError.statusCode ?? 500;
  if (status === 429) return [{ status, code: 'rate_limited', detail: 'Too many requests. Please try again later.' }];
  if (status === 415)
    return [{ status, code: 'unsupported_media_type', detail: 'This content type is not supported.' }];
  if (status === 413) return [{ status, code: 'payload_too_large', detail: 'The request is too large.' }];
  if (status >= 400 && status < 500) {
    const detail =
      fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || fastifyError instanceof SyntaxError
        ? 'The request body is not valid JSON.'
        : fastifyError.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'The request body is empty.'
          : fastifyError.message;
    return [{ status, code: status === 404 ? 'not_found' : 'bad_request', detail }];
  }
  request.log.error({ err: error }, 'unhandled error');
  return [{ status: 500, code: 'internal', detail: 'There was an error. Please try again later.' }];
}

export function sendProblems(request: FastifyRequest, reply: FastifyReply, problems: Problem[]) {
  const status = problems[0]?.status ?? 500;
  const format = apiFormatFor(request.url) ?? 'plain';
  reply.status(status);
  if (format === 'jsonapi') {
    const errors: JsonApiErrorObject[] = problems.map((p) => ({
      status: String(p.status),
      code: String(p.code),
      title: ERROR_TITLES[p.code as ErrorCode] ?? 'Error',
      detail: p.detail,
      ...(p.pointer || p.parameter
        ? { source: { ...(p.pointer ? { pointer: p.pointer } : {}), ...(p.parameter ? { parameter: p.parameter } : {}) } }
        : {}),
    }));
    return reply.type(JSONAPI_MEDIA_TYPE).serializer(JSON.stringify).send({ errors });
  }
  const [first] = problems;
  return reply
    .type('application/json')
    .serializer(JSON.stringify)
    .send({ message: problems.map((p) => p.detail).join(' '), code: String(first?.code ?? 'internal') });
}

/** One error handler for both wire formats (ARCHITECTURE §4); unknown API paths answer in their format. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError && error.options.headers) reply.headers(error.options.headers);
    return sendProblems(request, reply, toProblems(error, request));
  });
  app.setNotFoundHandler((request, reply) =>
    sendProblems(request, reply, [
      { status: 404, code: 'not_found', detail: `No route for ${request.method} ${request.url.split('?')[0]}.` },
    ]),
  );
});
