import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { appConfig, type AppConfig } from '../../config/app.config';
import { PaymentService } from './payment.service';

/** How often each process runs a reconciler pass, ms. */
export const RECONCILE_INTERVAL_MS = 30_000;

/**
 * Asks the providers about payments still pending 2 minutes after their creation (missed
 * webhooks) until they expire (docs/API.md §8 "Pix online"): a timer per process; the passes of
 * several processes share the work through the claim of `PaymentService.reconcileDue`. Off
 * under NODE_ENV=test (tests call `tick`).
 */
@Injectable()
export class PixReconciler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('PixReconciler');
  private timer?: NodeJS.Timeout;
  private running = false;

  constructor(
    private readonly payments: PaymentService,
    @Inject(appConfig.KEY) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.isTest) return;
    this.timer = setInterval(() => void this.tick(), RECONCILE_INTERVAL_MS).unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** One pass (skipped while the previous one runs); answers how many payments were asked. */
  async tick(): Promise<number> {
    if (this.running) return 0;
    this.running = true;
    try {
      return await this.payments.reconcileDue();
    } catch (error) {
      this.logger.error(`reconcile pass failed: ${String(error)}`);
      return 0;
    } finally {
      this.running = false;
    }
  }
}
