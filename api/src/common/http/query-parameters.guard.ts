import { CanActivate, ExecutionContext, SetMetadata } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { validationFailed } from '../errors/api-error';

const PARSES_OWN_QUERY = 'contest:parses-own-query';

/** Marks a handler that reads `request.query` itself (and refuses unknown parameters there). */
export const ParsesOwnQuery = () => SetMetadata(PARSES_OWN_QUERY, true);

/**
 * Refuses any query parameter on a route that takes none (no `@Query()` argument, no `@ParsesOwnQuery()`),
 * with 400 validation_failed naming each. Routes that take a query validate it against their own closed
 * set. Otherwise `?anything` would make every public read a cache miss in nginx and a request to the API.
 */
export class QueryParametersGuard implements CanActivate {
  private readonly takesQuery = new WeakMap<object, boolean>();

  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const query = context.switchToHttp().getRequest<FastifyRequest>().query as Record<string, unknown> | undefined;
    const keys = query ? Object.keys(query) : [];
    if (keys.length === 0 || this.handlerTakesQuery(context)) return true;
    throw validationFailed(Object.fromEntries(keys.map((key) => [key, ['is not an accepted field']])));
  }

  private handlerTakesQuery(context: ExecutionContext): boolean {
    const handler = context.getHandler();
    let takes = this.takesQuery.get(handler);
    if (takes === undefined) {
      const args =
        (Reflect.getMetadata(ROUTE_ARGS_METADATA, context.getClass(), handler.name) as
          Record<string, unknown> | undefined) ?? {};
      takes =
        Object.keys(args).some((key) => key.split(':')[0] === String(RouteParamtypes.QUERY)) ||
        this.reflector.get<boolean>(PARSES_OWN_QUERY, handler) === true;
      this.takesQuery.set(handler, takes);
    }
    return takes;
  }
}
