import { Injectable } from '@nestjs/common';

/** The time votes are judged by (window, IST day); its own provider so tests can move it without sleeping. */
@Injectable()
export class VoteClock {
  now(): Date {
    return new Date();
  }
}
