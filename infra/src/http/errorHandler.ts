import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { API_ROOT, ERRORS } from '@ftr/contracts';
import { WrongExpectedRevisionError } from '../eventstore/port.ts';
import { AppError, UnavailableError } from './errors.ts';
import { isStoreUnavailable, STORE_UNAVAILABLE } from './storeUnavailable.ts';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
}

/** A short human message for the first validation issue: the field, then what is wrong with it. */
export const validationMessage = (issues: readonly ValidationIssue[]): string => {
  const first = issues[0];
  if (!first?.message) return ERRORS.validation;
  const field = (first.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  const letters = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
  const mentionsField = field !== '' && letters(first.message).includes(letters(field.split('.').at(-1) ?? field));
  return field === '' || mentionsField ? first.message : `${field}: ${first.message}`;
};

/**
 * The one error handler (docs/architecture.md §2): 4xx answer the message as a text body (spec 1 §8 shows the body
 * to the user); a store that is away for now is 503 with Retry-After; other 5xx are logged and their
 * details hidden.
 */
export const installErrorHandler = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const text = (status: number, message: string) => reply.code(status).type('text/plain; charset=utf-8').send(message);
    if (hasZodFastifySchemaValidationErrors(error)) {
      return text(400, validationMessage(error.validation));
    }
    if (error instanceof AppError) return text(error.status, error.message);
    if (error instanceof WrongExpectedRevisionError) return text(409, ERRORS.concurrency);
    if (error instanceof UnavailableError) {
      request.log.warn({ err: error }, 'answered 503');
      reply.header('retry-after', String(error.retryAfterSeconds));
      return text(503, error.message);
    }
    if (isStoreUnavailable(error)) {
      request.log.warn({ err: error }, 'answered 503: a store is away');
      reply.header('retry-after', '5');
      return text(503, STORE_UNAVAILABLE);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (error.validation) return text(400, validationMessage(error.validation));
      return text(status, status === 429 ? ERRORS.tooManyAttempts : error.message);
    }
    request.log.error({ err: error }, 'request failed');
    return text(500, 'Internal Server Error');
  });
  app.setNotFoundHandler((request, reply) => {
    const spa = !request.url.startsWith(API_ROOT) && request.method === 'GET' && app.hasReplyDecorator('sendFile');
    if (spa) return reply.sendFile('index.html');
    return reply.code(404).type('text/plain; charset=utf-8').send(ERRORS.notFound);
  });
};
