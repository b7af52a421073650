import { HttpStatus } from '@nestjs/common';
import { ApiError } from './api-error';

/** 404 `not_found`, the one code for "no such thing here"; the message names the thing. */
export const notFoundError = (message: string): ApiError => new ApiError(HttpStatus.NOT_FOUND, 'not_found', message);
