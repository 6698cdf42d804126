import { Transform } from 'class-transformer';
import { IsIn } from 'class-validator';
import {
  ANALYTICS_PERIODS,
  FUNNEL_EVENT_TYPES,
  type AnalyticsPeriod,
  type FunnelEventType,
} from './analytics-core';
import { Messages } from './messages';

export * from './analytics-core';

/** Body of `POST /public-catalog/{slug}/events` (docs/API.md §6): one funnel step, no identifier. */
export class FunnelEventDto {
  @IsIn(FUNNEL_EVENT_TYPES, { message: Messages.invalidFunnelEvent })
  type!: FunnelEventType;
}

/** Query of `GET /store/analytics`: `days` is 7, 30 or 90 (default 7). */
export class AnalyticsQueryDto {
  @Transform(({ value }: { value: unknown }) =>
    value === undefined
      ? 7
      : typeof value === 'string' && /^\d{1,3}$/.test(value)
        ? Number(value)
        : value,
  )
  @IsIn(ANALYTICS_PERIODS, { message: Messages.invalidAnalyticsPeriod })
  days: AnalyticsPeriod = 7;
}
