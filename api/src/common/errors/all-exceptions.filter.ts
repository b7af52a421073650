import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, ErrorBody } from './api-error';

const CODE_BY_STATUS: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  408: 'request_timeout',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  503: 'unavailable',
};

const MESSAGE_BY_CODE: Record<string, string> = {
  unauthorized: 'Authentication required',
  payload_too_large: 'The request body is too large',
  unsupported_media_type: 'Send the request body as application/json',
  internal_error: 'Something went wrong on our side. Please try again later.',
  unavailable: 'The service is briefly unavailable. Please try again in a moment.',
};

// Postgres refusing work for now (SQLSTATE class 08, shutdown, starting up, too many connections), and
// the socket-level failures of reaching Postgres or Redis at all.
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;
const UNAVAILABLE_SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'EPIPE', 'EAI_AGAIN']);
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Reached the max retries per request limit|Connection is closed)/;

/** A database or Redis that is down or restarting: the client may retry, so 503 rather than 500. */
function isDependencyUnavailable(exception: unknown): boolean {
  for (let error = exception as { code?: unknown; message?: unknown; driverError?: unknown } | undefined; error;) {
    if (typeof error.code === 'string' && (UNAVAILABLE_SQLSTATE.test(error.code) || UNAVAILABLE_SOCKET.has(error.code)))
      return true;
    if (typeof error.message === 'string' && UNAVAILABLE_MESSAGE.test(error.message)) return true;
    // TypeORM wraps the driver's error in QueryFailedError.driverError.
    error = error.driverError as typeof error;
  }
  return false;
}

/**
 * Postgres refusing a row for an integrity rule (SQLSTATE class 23): the request named something that is gone
 * (23503, e.g. an account erased while its request was in flight) or collided with another row. Routes check
 * these first; this is the backstop, so such a refusal is never answered as our failure (500).
 */
const INTEGRITY_REFUSALS: Record<string, { status: HttpStatus; code: string; message: string }> = {
  '23503': {
    status: HttpStatus.CONFLICT,
    code: 'conflict',
    message: 'Something this request refers to no longer exists. Reload and try again.',
  },
  '23505': { status: HttpStatus.CONFLICT, code: 'conflict', message: 'This already exists. Reload and try again.' },
  '23P01': { status: HttpStatus.CONFLICT, code: 'conflict', message: 'This clashes with another record.' },
  '23502': { status: HttpStatus.BAD_REQUEST, code: 'bad_request', message: 'The request is missing a value.' },
  '23514': { status: HttpStatus.BAD_REQUEST, code: 'bad_request', message: 'The request has a value out of range.' },
};

function integrityRefusal(exception: unknown) {
  const driverError = (exception as { driverError?: { code?: unknown } } | undefined)?.driverError;
  const code = driverError?.code ?? (exception as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? INTEGRITY_REFUSALS[code] : undefined;
}

/** Turns anything thrown into the one error body; unexpected errors are logged, never echoed. */
export function toErrorResponse(exception: unknown): { status: number; body: ErrorBody; unexpected: boolean } {
  if (exception instanceof ApiError) {
    return { status: exception.getStatus(), body: exception.toBody(), unexpected: false };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const code = CODE_BY_STATUS[status] ?? (status >= 500 ? 'internal_error' : 'bad_request');
    // Our wording for the common codes ("Authentication required" is what the site shows, docs/product.md §8);
    // otherwise Nest's or fastify's own text, which never carries internals for 4xx.
    const message = MESSAGE_BY_CODE[code] ?? exception.message;
    return { status, body: { error: { code, message, details: null } }, unexpected: status >= 500 };
  }
  const refusal = integrityRefusal(exception);
  if (refusal) {
    // Still logged: a route let the database be the first to say no.
    const { status, code, message } = refusal;
    return { status, body: { error: { code, message, details: null } }, unexpected: true };
  }
  if (isDependencyUnavailable(exception)) {
    return {
      status: HttpStatus.SERVICE_UNAVAILABLE,
      body: { error: { code: 'unavailable', message: MESSAGE_BY_CODE.unavailable, details: null } },
      unexpected: true,
    };
  }
  return {
    status: HttpStatus.INTERNAL_SERVER_ERROR,
    body: { error: { code: 'internal_error', message: MESSAGE_BY_CODE.internal_error, details: null } },
    unexpected: true,
  };
}

@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const { status, body, unexpected } = toErrorResponse(exception);
    if (unexpected) {
      this.logger.error(
        { err: exception, requestId: request?.id, method: request?.method, url: request?.url },
        'Unhandled error',
      );
    }
    void reply.status(status).header('content-type', 'application/json; charset=utf-8').send(body);
  }
}
