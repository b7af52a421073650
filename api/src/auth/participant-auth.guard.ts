import { createParamDecorator, ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { AuthenticatedParticipant } from './access-token.service';

/** Routes a signed-in participant may call; anything else answers 401 "Authentication required". */
@Injectable()
export class ParticipantAuthGuard extends AuthGuard('participant-jwt') {}

/** The participant the guard authenticated. */
export const CurrentParticipant = createParamDecorator(
  (_: unknown, context: ExecutionContext): AuthenticatedParticipant => context.switchToHttp().getRequest().user,
);
