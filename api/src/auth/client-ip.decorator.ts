import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/** The caller's address: X-Forwarded-For is honoured only from TRUST_PROXY hops (fastify's trustProxy). */
export const ClientIp = createParamDecorator(
  (_: unknown, context: ExecutionContext): string => context.switchToHttp().getRequest<FastifyRequest>().ip,
);
