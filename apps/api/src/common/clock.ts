import { Injectable } from '@nestjs/common';

/**
 * The current time, injected so that tests can move it (e.g. "a confirmation link older than
 * 24 hours fails") without sleeping: `jest.spyOn(app.get(Clock), 'now')`.
 */
@Injectable()
export class Clock {
  /** The current instant. */
  now(): Date {
    return new Date();
  }
}
