import type { Type } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createHttpApp } from '../../src/http-app';
import { assertMatchesContract } from './openapi-contract';

export interface RunningApp {
  app: NestFastifyApplication;
  /** Base URL of the API, e.g. http://127.0.0.1:41234/api/v1 */
  api: string;
  close(): Promise<void>;
}

/** Starts the real HTTP application on a free loopback port. */
export async function startApp(module?: Type<unknown>): Promise<RunningApp> {
  const app = await createHttpApp({ logs: false, module });
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  return { app, api: `http://127.0.0.1:${address.port}/api/v1`, close: () => app.close() };
}

/** fetch that sends and parses JSON and returns status, headers and body together. */
export async function call(
  url: string,
  init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: Headers; body: any }> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const response = await fetch(url, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text so assertions show it
  }
  if (/^application\/json/.test(response.headers.get('content-type') ?? '')) {
    assertMatchesContract(init.method ?? (init.body === undefined ? 'GET' : 'POST'), url, response.status, body);
  }
  return { status: response.status, headers: response.headers, body };
}
