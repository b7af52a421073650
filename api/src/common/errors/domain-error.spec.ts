import { HttpStatus } from '@nestjs/common';
import { toErrorResponse } from './all-exceptions.filter';
import { domainErrors } from './domain-error';

enum ShelfErrorCode {
  Full = 'shelf_full',
}
const shelfError = domainErrors({
  [ShelfErrorCode.Full]: { status: HttpStatus.CONFLICT, message: 'The shelf is full' },
});

describe('a domain error from a catalogue', () => {
  it('answers the status, code and message its catalogue declares, with the details given', () => {
    expect(toErrorResponse(shelfError(ShelfErrorCode.Full, { capacity: 3 }))).toEqual({
      status: 409,
      body: { error: { code: 'shelf_full', message: 'The shelf is full', details: { capacity: 3 } } },
      unexpected: false,
    });
  });
});

enum ShelfLimitCode {
  TooHeavy = 'shelf_too_heavy',
}
const shelfLimitError = domainErrors({
  [ShelfLimitCode.TooHeavy]: {
    status: HttpStatus.CONFLICT,
    message: ({ kg }: { kg: number }) => `The shelf holds ${kg} kg at most`,
  },
});

describe('a domain error whose message is worded from arguments', () => {
  it('words the message from the arguments given, and still carries the details after them', () => {
    expect(toErrorResponse(shelfLimitError(ShelfLimitCode.TooHeavy, { kg: 12 }, { maxKg: 12 }))).toEqual({
      status: 409,
      body: { error: { code: 'shelf_too_heavy', message: 'The shelf holds 12 kg at most', details: { maxKg: 12 } } },
      unexpected: false,
    });
  });

  it('answers null details when none are given', () => {
    expect(shelfLimitError(ShelfLimitCode.TooHeavy, { kg: 3 }).toBody().error.details).toBeNull();
  });

  it('types the arguments per code', () => {
    // @ts-expect-error a worded message needs its arguments
    expect(() => shelfLimitError(ShelfLimitCode.TooHeavy)).toThrow(TypeError);
    // @ts-expect-error and arguments of its type
    shelfLimitError(ShelfLimitCode.TooHeavy, { kg: 'twelve' });
  });
});
