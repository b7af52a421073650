import { ValidationError, ValidationPipe } from '@nestjs/common';
import { FieldErrors, validationFailed } from './api-error';

function collect(errors: ValidationError[], parent: string, out: FieldErrors): FieldErrors {
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    if (error.constraints) {
      out[path] = Object.values(error.constraints).map((message) =>
        // class-validator's "property X should not exist" reads better as a plain statement.
        message.replace(/^property (\S+) should not exist$/, 'is not an accepted field'),
      );
    }
    if (error.children?.length) collect(error.children, path, out);
  }
  return out;
}

/** Rejects unknown fields and bad values with 400 `validation_failed` and per-field details. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: false,
    exceptionFactory: (errors) => validationFailed(collect(errors, '', {})),
  });
}

/** Deeper than any request of this API needs; deeper still would exhaust the validators' recursion. */
export const MAX_JSON_DEPTH = 32;

/**
 * More keys in one object than any DTO of this API has. Refused before validation: class-validator spends
 * about 20 µs per unknown key, so a body of thousands of them would buy a client milliseconds of CPU each.
 */
export const MAX_JSON_KEYS = 64;
export const TOO_WIDE_MESSAGE = `A JSON object must not have more than ${MAX_JSON_KEYS} keys`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;

/**
 * Whether raw JSON text has an object with more than MAX_JSON_KEYS keys, found in one pass over the text
 * before it is parsed: parsing a 59 kB body of 6,000 keys alone costs milliseconds. Outside strings every
 * colon separates a key of the innermost open object, so counting colons per open object counts its keys.
 * Malformed text is left to the parser.
 */
export function hasTooWideObject(text: string): boolean {
  const keys: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (char === QUOTE) {
      for (i++; i < text.length && text.charCodeAt(i) !== QUOTE; i++) if (text.charCodeAt(i) === BACKSLASH) i++;
    } else if (char === COLON) {
      if (keys.length && ++keys[keys.length - 1] > MAX_JSON_KEYS) return true;
    } else if (char === OPEN_OBJECT || char === OPEN_ARRAY) {
      keys.push(0);
    } else if (char === CLOSE_OBJECT || char === CLOSE_ARRAY) {
      keys.pop();
    }
  }
  return false;
}

// With the u flag a surrogate pair is one code point, so this matches only unpaired halves.
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Why a parsed JSON value cannot be accepted, or null: nested deeper than MAX_JSON_DEPTH, an object with more
 * than MAX_JSON_KEYS keys, or text that
 * Postgres cannot store (a NUL character) or that is not Unicode (a lone surrogate from a `\ud800` escape).
 * Checked once for every body and console filter, so no route meets them half-way into a transaction.
 */
export function unacceptableJson(value: unknown): string | null {
  const pending: Array<[unknown, number]> = [[value, 1]];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const [current, depth] = item;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return 'Text must not contain NUL characters';
      if (LONE_SURROGATE.test(current)) return 'Text must be valid Unicode';
    } else if (current !== null && typeof current === 'object') {
      if (depth > MAX_JSON_DEPTH) return `JSON must not be nested more than ${MAX_JSON_DEPTH} levels deep`;
      // Arrays are bounded by the body size and checked by their DTO's ArrayMaxSize, not by this.
      if (!Array.isArray(current) && Object.keys(current).length > MAX_JSON_KEYS) {
        return TOO_WIDE_MESSAGE;
      }
      for (const [key, child] of Object.entries(current)) pending.push([key, depth], [child, depth + 1]);
    }
  }
  return null;
}
