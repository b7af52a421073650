import { HttpStatus } from '@nestjs/common';
import { ApiError } from './api-error';

/**
 * One entry of a domain's error catalogue: the status the API answers with and the message a user reads, or
 * how that message is worded from the values the thrower is given (`(args: { limit: number }) => string`).
 */
export interface ErrorSpec {
  status: HttpStatus;
  message: string | ((args: never) => string);
}

/**
 * What the thrower takes after a code: the details for a fixed message; the message's arguments, then the
 * details, for a worded one. A catalogue typed wider than its entries (`Record<Code, ErrorSpec>` with a worded
 * message) takes nothing: declare it with `satisfies Record<Code, ErrorSpec>` so each code keeps its arguments.
 */
type ThrowArgs<Message> = [Message] extends [string]
  ? [details?: unknown]
  : [Message] extends [(args: infer Args) => string]
    ? [args: Args, details?: unknown]
    : never;

/**
 * The thrower of one domain's catalogue (`{...} satisfies Record<Code, ErrorSpec>`, the codes an enum): each
 * code then has one status and one message wherever it is raised. It throws the API's one error, so callers
 * and the exception filter need no second kind to recognise.
 */
export function domainErrors<Catalogue extends Record<string, ErrorSpec>>(catalogue: Catalogue) {
  return <Code extends keyof Catalogue & string>(
    code: Code,
    ...rest: ThrowArgs<Catalogue[Code]['message']>
  ): ApiError => {
    const { status, message } = catalogue[code];
    if (typeof message === 'string') return new ApiError(status, code, message, rest[0] ?? null);
    return new ApiError(status, code, message(rest[0] as never), rest[1] ?? null);
  };
}
