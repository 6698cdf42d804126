import { Injectable, Module } from '@nestjs/common';

/**
 * "Now" for the store's opening hours: the public catalogue's `openNow` and the
 * order's "store closed" refusal read it, so end-to-end tests set the time of day with
 * `jest.spyOn(app.get(OrderingClock), 'now')` without moving the clock of tokens and e-mails.
 */
@Injectable()
export class OrderingClock {
  /** The current instant. */
  now(): Date {
    return new Date();
  }
}

/** One `OrderingClock` instance for every module that imports this one. */
@Module({ providers: [OrderingClock], exports: [OrderingClock] })
export class OrderingClockModule {}
