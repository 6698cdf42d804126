import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { quotaUsage, type AiUsage } from '@catalogo/contracts/core';
import { selectRunTimes } from './catalog.queries';

/** Reads the seller's AI processing runs to compute the quota (one query). */
@Injectable()
export class AiQuotaService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Times of the seller's successful processings, oldest first. */
  runTimes(userId: string): Promise<Date[]> {
    return selectRunTimes(this.dataSource.manager, { userId });
  }

  /** The seller's usage of the current window. */
  async usage(userId: string, now = new Date()): Promise<AiUsage> {
    return quotaUsage(await this.runTimes(userId), now);
  }
}
