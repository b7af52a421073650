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
