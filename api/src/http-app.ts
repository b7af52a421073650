import { HttpStatus, INestApplication, ShutdownSignal, Type } from '@nestjs/common';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { NestFactory, Reflector } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, getSchemaPath, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { Logger, PinoLogger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { AllExceptionsFilter } from './common/errors/all-exceptions.filter';
import { ApiError } from './common/errors/api-error';
import { createValidationPipe, hasTooWideObject, TOO_WIDE_MESSAGE, unacceptableJson } from './common/errors/validation';
import { ErrorEnvelopeDto } from './common/openapi/error-envelope.dto';
import { QueryParametersGuard } from './common/http/query-parameters.guard';
import { logRequests, requestIdGenerator } from './common/logging/logger.module';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { closeConnectionsWhileDraining } from './health/graceful-shutdown';
import { ReadinessService } from './health/readiness.service';
import { instrumentHttp } from './observability/http-metrics';

export const API_PREFIX = 'api/v1';

const errorBody = (code: string, message: string) => ({ error: { code, message, details: null } });

/** The answer to a request Node's HTTP parser refused, written straight to the socket as Node would. */
function writeClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'headers_too_large', 'The request headers are too large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'request_timeout', 'The request took too long to arrive']
        : [400, 'bad_request', 'The request is not valid HTTP'];
  const body = JSON.stringify(errorBody(code, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * The console's documents written in every site language (the organisers' content, a round's texts) outgrow the
 * API's usual body limit: these routes take up to nginx's own limit instead (1 MB; 13 languages of the starting
 * content are about 150 kB).
 */
const MULTILINGUAL_DOCUMENTS = [`PUT /${API_PREFIX}/admin/content/:id`, `PUT /${API_PREFIX}/admin/rounds/:id`];
const MULTILINGUAL_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Builds the HTTP application exactly as production runs it; main.ts and the tests both use this. `config` is
 * the one parse of the environment main.ts made; tests leave it out and the environment is parsed here.
 */
export async function createHttpApp(
  options: { config?: AppConfig; logs?: boolean; module?: Type<unknown> } = {},
): Promise<NestFastifyApplication> {
  const config = options.config ?? AppConfig.fromEnvironment();
  const adapter = new FastifyAdapter({
    bodyLimit: config.api.bodyLimitBytes,
    trustProxy: config.api.trustProxy,
    return503OnClosing: true,
    genReqId: requestIdGenerator(config.api.trustProxy),
    // Requests refused before any route runs (malformed HTTP, headers over 16 KB, over-long path segments)
    // get the one error body too, not fastify's own.
    clientErrorHandler: writeClientError,
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      void reply
        .status(tooLong ? HttpStatus.URI_TOO_LONG : HttpStatus.BAD_REQUEST)
        .send(errorBody(tooLong ? 'uri_too_long' : 'bad_request', tooLong ? 'The address is too long' : 'Bad address'));
    },
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    { module: options.module ?? AppModule, imports: [ConfigModule.forRoot(config, 'api')] },
    adapter,
    {
      bufferLogs: true,
      // Fastify's JSON parser only (set up below); and multipart for the media uploads; no urlencoded bodies.
      bodyParser: false,
      logger: options.logs === false ? false : undefined,
    },
  );
  if (options.logs !== false) app.useLogger(app.get(Logger));
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalGuards(new QueryParametersGuard(app.get(Reflector)));
  app.useGlobalFilters(new AllExceptionsFilter());
  // SIGTERM drains first (health/graceful-shutdown.ts, from main.ts); the other signals close at once.
  app.enableShutdownHooks(Object.values(ShutdownSignal).filter((signal) => signal !== ShutdownSignal.SIGTERM));

  // Multipart bodies for the console's media uploads only: each route reads its one file with its own size
  // limit (MediaConsoleController); nothing is parsed before the route's guard has run.
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 0, parts: 1, headerPairs: 50 } });

  // Cookies for the provider sign-in's browser binding. No parsing hook: the few routes that read a cookie parse
  // it themselves, so every other route (votes, entries) runs as before.
  await app.register(fastifyCookie, { hook: false });

  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRoute', (route) => {
    if (MULTILINGUAL_DOCUMENTS.includes(`${String(route.method)} ${route.url}`)) {
      route.bodyLimit = MULTILINGUAL_BODY_LIMIT_BYTES;
    }
  });
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });
  closeConnectionsWhileDraining(fastify, app.get(ReadinessService));
  if (options.logs !== false) logRequests(fastify, (await app.resolve(PinoLogger)).logger);
  // Prometheus: every answer by route pattern, method, status and duration (served on its own port).
  instrumentHttp(fastify);
  // JSON only: without this, fastify would hand text/plain bodies to the routes as strings.
  fastify.removeContentTypeParser('text/plain');
  // Except an empty one: ra-data-simple-rest (the console) sends DELETE with `Content-Type: text/plain` and no body.
  fastify.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) =>
    body === ''
      ? done(null, undefined)
      : done(
          new ApiError(
            HttpStatus.UNSUPPORTED_MEDIA_TYPE,
            'unsupported_media_type',
            'Send the request body as application/json',
          ),
          undefined,
        ),
  );
  // Fastify's own JSON parser (prototype-poisoning safe), with its failures in our error shape.
  // An empty body counts as no body, so clients may send the JSON content type on body-less calls.
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    if (hasTooWideObject(body as string)) {
      return done(new ApiError(HttpStatus.BAD_REQUEST, 'invalid_json', TOO_WIDE_MESSAGE), undefined);
    }
    // The default parser answers through the callback and returns nothing.
    void parseJson(request, body as string, (error, value) => {
      if (error) {
        return done(
          new ApiError(HttpStatus.BAD_REQUEST, 'invalid_json', 'The request body is not valid JSON'),
          undefined,
        );
      }
      const problem = unacceptableJson(value);
      return problem
        ? done(new ApiError(HttpStatus.BAD_REQUEST, 'invalid_json', problem), undefined)
        : done(null, value);
    });
  });

  if (config.api.docs) setUpApiDocs(app);
  return app;
}

/** The OpenAPI document of an application: served at /api/docs, written to api/openapi.json, checked by tests. */
export function createOpenApiDocument(app: INestApplication): OpenAPIObject {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('AI Film Contest API')
      .setDescription("Public contest API (base path /api/v1) and organisers' console API (/api/v1/admin).")
      .setVersion('1')
      .addBearerAuth()
      // Every route validates its query (QueryParametersGuard) and body (the global pipe), may fail unexpectedly
      // (AllExceptionsFilter, logged with the request id) and answers 503 while Postgres or Redis is down.
      .addGlobalResponse({ status: 400, description: 'Invalid request', type: ErrorEnvelopeDto })
      .addGlobalResponse({ status: 500, description: 'Unexpected failure (logged)', type: ErrorEnvelopeDto })
      .addGlobalResponse({ status: 503, description: 'A dependency is down; retry shortly', type: ErrorEnvelopeDto })
      .build(),
  );
  // Every body is read within the HTTP adapter's size limit, which answers 413 before any route runs.
  for (const item of Object.values(document.paths)) {
    for (const operation of [item.post, item.put, item.patch, item.delete]) {
      if (operation?.requestBody && !operation.responses['413']) {
        operation.responses['413'] = {
          description: 'The request body is larger than allowed',
          content: { 'application/json': { schema: { $ref: getSchemaPath(ErrorEnvelopeDto) } } },
        };
      }
    }
  }
  return document;
}

/**
 * The same document without a running application: Nest's preview mode builds the module graph without
 * instantiating providers, so neither configuration nor a database is needed (`npm run openapi -w api`).
 */
export async function buildOpenApiDocument(): Promise<OpenAPIObject> {
  // Preview mode resolves the module graph without instantiating a provider, so the configuration is only a
  // placeholder token here: nothing reads it, and the document needs no environment.
  const app = await NestFactory.create(
    { module: AppModule, imports: [ConfigModule.forRoot({} as AppConfig, 'api')] },
    new FastifyAdapter(),
    { preview: true, logger: false },
  );
  app.setGlobalPrefix(API_PREFIX);
  try {
    return createOpenApiDocument(app);
  } finally {
    await app.close();
  }
}

/** The OpenAPI document at /api/docs/openapi.json and Swagger UI at /api/docs (API_DOCS=off serves neither). */
function setUpApiDocs(app: NestFastifyApplication): void {
  SwaggerModule.setup('api/docs', app, createOpenApiDocument(app), { jsonDocumentUrl: 'api/docs/openapi.json' });
}
