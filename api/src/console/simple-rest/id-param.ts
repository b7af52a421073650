import { Injectable, ParseUUIDPipe, PipeTransform } from '@nestjs/common';
import { notFoundError } from '../../common/errors/not-found';

const noSuchRecord = () => notFoundError('No such record');

/** A record id in the path: anything that is not a UUID cannot name a record, so it is a 404. */
export const UuidId = new ParseUUIDPipe({ exceptionFactory: noSuchRecord });

const MAX_INT = 2_147_483_647;

/** Numeric ids (rounds, audit entries): a positive Postgres integer, else no record can have it (not a 500). */
@Injectable()
class PositiveIntIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = /^[1-9]\d{0,9}$/.test(value) ? Number(value) : NaN;
    if (!(id <= MAX_INT)) throw noSuchRecord();
    return id;
  }
}

export const IntId = new PositiveIntIdPipe();
