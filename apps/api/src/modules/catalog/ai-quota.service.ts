import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { quotaUsage, type AiUsage } from '@catalogo/contracts/core';
import { AiProcessingRunEntity } from './ai-processing-run.entity';

/** Reads the seller's AI processing runs to compute the quota (one query). */
@Injectable()
export class AiQuotaService {
  constructor(
    @InjectRepository(AiProcessingRunEntity)
    private readonly runs: Repository<AiProcessingRunEntity>,
  ) {}

  /** Times of the seller's successful processings, oldest first. */
  async runTimes(userId: string): Promise<Date[]> {
    const rows = await this.runs.find({
      where: { userId },
      select: { createdAt: true },
      order: { createdAt: 'ASC' },
    });
    return rows.map((r) => r.createdAt);
  }

  /** The seller's usage of the current window. */
  async usage(userId: string, now = new Date()): Promise<AiUsage> {
    return quotaUsage(await this.runTimes(userId), now);
  }
}
