import {
  DEFAULT_ERROR_TEXT,
  ERROR_STATUS,
  TEMPORARILY_UNAVAILABLE_RETRY_SECONDS,
  TEMPORARILY_UNAVAILABLE_TEXT,
  errorTitle,
  type ErrorCode,
  type JsonApiErrorObject,
  JSONAPI_MEDIA_TYPE,
  toSnakeKeys,
} from '@pitstop/contracts';
import { sentenceCase, snakeCase } from 'change-case';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError, z } from 'zod';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { AppError } from '../lib/app-error.ts';

/** Which wire format a path answers in: JSON:API for the main API, plain JSON for other namespaces. */
export function apiFormatFor(url: string): 'jsonapi' | 'plain' | null {
  if (/^\/api\/v\d+(\/|$|\?)/.test(url)) return 'jsonapi';
  if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) return 'plain';
  return null;
}

export interface Problem {
  status: number;
  code: ErrorCode;
  detail: string;
  pointer?: string;
  parameter?: string;
  meta?: Record<string, unknown>;
}

interface Issue {
  code: string;
  path: PropertyKey[];
  message: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
}

// zod's own messages ("Invalid input: expected string…") are for developers; a schema's own are the spec's sentences.
const zodDefaultText = z.locales.en().localeError;
const isZodDefault = (issue: Issue) => {
  const text = zodDefaultText(issue as never);
  const message = typeof text === 'string' ? text : text?.message;
  // The part after "received" depends on the input, which the issue no longer carries.
  return message !== undefined && message.split(', received')[0] === issue.message.split(', received')[0];
};

const valueAt = (input: unknown, path: PropertyKey[]) =>
  path.reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as never)[key] : undefined), input);

/** A person's sentence for one zod issue: the schema's own message, else one naming the field. */
function issueDetail(issue: Issue, input: unknown, where: string): string {
  if (!isZodDefault(issue)) return issue.message;
  const field = [...issue.path].reverse().find((key) => typeof key === 'string');
  if (!field && where === 'body' && input === undefined) return 'The request body is empty.';
  const label = field ? sentenceCase(field) : where === 'body' ? 'The request body' : 'The request';
  const text = issue.origin === 'string' ? ' characters' : '';
  if (issue.code === 'invalid_type' && valueAt(input, issue.path) === undefined) return `${label} is required.`;
  if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) <= 1) return `${label} is required.`;
  if (issue.code === 'too_small') return `${label} must be at least ${issue.minimum}${text}.`;
  if (issue.code === 'too_big') return `${label} must be at most ${issue.maximum}${text}.`;
  if (issue.code === 'unrecognized_keys') return `${label} has fields that are not allowed.`;
  return `${label} is invalid.`;
}

function validationProblems(issues: Issue[], where: string, input: unknown, format: 'jsonapi' | 'plain'): Problem[] {
  return issues.map((issue) => {
    // The main API's wire is snake_case: point at the key the client sent, not the camelCase one we validated.
    const segments = issue.path.map((key) =>
      format === 'jsonapi' ? snakeCase(String(key)) : String(key),
    );
    const location =
      where === 'body' ? { pointer: `/${segments.join('/')}` } : { parameter: segments.join('.') || where };
    return { status: 422, code: 'validation_failed', detail: issueDetail(issue, input, where), ...location };
  });
}

const CLIENT_ERROR_TEXT: Partial<Record<ErrorCode, string>> = {
  not_found: 'Not found.',
  payload_too_large: 'The request is too large.',
  unsupported_media_type: 'This content type is not supported.',
  rate_limited: 'Too many requests. Please try again later.',
};
const codeForStatus = (status: number) =>
  (Object.keys(ERROR_STATUS) as ErrorCode[]).find((code) => ERROR_STATUS[code] === status) ?? 'bad_request';

/** Turns any thrown value into problems with human sentences; never leaks a 5xx message. */
export function toProblems(error: unknown, request: FastifyRequest): Problem[] {
  const format = apiFormatFor(request.url) ?? 'plain';
  if (error instanceof AppError) {
    const { pointer, parameter, meta } = error.options;
    return [{ status: ERROR_STATUS[error.code], code: error.code, detail: error.detail, pointer, parameter, meta }];
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = error.validationContext ?? 'body';
    const input = request[where === 'querystring' ? 'query' : where];
    const issues = error.validation.map(({ instancePath, message, keyword, params }) => ({
      ...(params as object),
      code: keyword,
      message: message ?? '',
      path: instancePath.split('/').slice(1),
    }));
    return validationProblems(issues, where, input, format);
  }
  // A use-case that parses its own input (say, a file's rows) is a validation error of the body.
  if (error instanceof ZodError) return validationProblems(error.issues, 'body', request.body, format);

  const { statusCode = 500, code } = error as Partial<FastifyError>;
  if (statusCode >= 400 && statusCode < 500) {
    const problemCode = codeForStatus(statusCode);
    const detail =
      code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
        ? 'The request body is not valid JSON.'
        : code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'The request body is empty.'
          : (CLIENT_ERROR_TEXT[problemCode] ?? 'The request is not valid.');
    return [{ status: statusCode, code: problemCode, detail }];
  }
  if (isDatabaseUnavailable(error)) {
    // Not a bug of ours (no error line, no stack): the request is refused with 503 until the database is back.
    request.log.warn({ err: error }, 'database unavailable');
    return [{ status: 503, code: 'temporarily_unavailable', detail: TEMPORARILY_UNAVAILABLE_TEXT }];
  }
  request.log.error({ err: error }, 'unhandled error');
  return [{ status: 500, code: 'internal', detail: DEFAULT_ERROR_TEXT }];
}

/** Answers in the wire format of the path: JSON:API errors for /api/vN, `{message, code}` elsewhere. */
export function sendProblems(request: FastifyRequest, reply: FastifyReply, problems: Problem[]) {
  const [first = { status: 500, code: 'internal', detail: DEFAULT_ERROR_TEXT }] = problems;
  reply.status(first.status);
  // Bypass the route's response schema: an error is never the success shape.
  if (apiFormatFor(request.url) === 'jsonapi') {
    const errors: JsonApiErrorObject[] = problems.map(({ status, code, detail, pointer, parameter, meta }) => ({
      status: String(status),
      code,
      title: errorTitle(code),
      detail,
      ...(pointer !== undefined ? { source: { pointer } } : parameter !== undefined ? { source: { parameter } } : {}),
      ...(meta !== undefined ? { meta: toSnakeKeys(meta) } : {}),
    }));
    return reply.type(JSONAPI_MEDIA_TYPE).serializer(JSON.stringify).send({ errors });
  }
  const message = [...new Set(problems.map((p) => p.detail))].join(' ');
  return reply.type('application/json').serializer(JSON.stringify).send({ message, code: first.code });
}

export const notFoundProblem = (request: FastifyRequest): Problem => ({
  status: 404,
  code: 'not_found',
  detail: `No route for ${request.method} ${request.url.split('?')[0]}.`,
});

/** One error handler for both wire formats (ARCHITECTURE §4); unknown API paths answer in their format. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError && error.options.headers) reply.headers(error.options.headers);
    const problems = toProblems(error, request);
    if (problems[0]?.code === 'temporarily_unavailable') reply.header('retry-after', String(TEMPORARILY_UNAVAILABLE_RETRY_SECONDS));
    return sendProblems(request, reply, problems);
  });
  // Rate-limited too (fastify/demo): probing unknown paths costs the same budget as real ones.
  app.setNotFoundHandler({ preHandler: [app.securityHeaders, app.rateLimit()] }, (request, reply) =>
    sendProblems(request, reply, [notFoundProblem(request)]),
  );
});
