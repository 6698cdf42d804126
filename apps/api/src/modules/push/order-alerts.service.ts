import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { OrderEvents, adminOrderPath } from '@catalogo/contracts/core';
import { appConfig, type AppConfig } from '../../config/app.config';
import { EmailService } from '../email/email.service';
import { DatabaseNotifications } from '../../database/database-notifications';
import { ORDER_CHANNEL, OrderService, type OrderNotification } from '../order/order.service';
import { alertsOf } from '../store/store-settings.mapping';
import { newOrderEmail } from './order-email';
import { claimOrder, pruneClaims, type ClaimedOrderRow } from './push.queries';
import { PushService } from './push.service';

/** The order events that alert the seller (docs/API.md §8 "Seller alerts"). */
type AlertedOrderEvent = typeof OrderEvents.Created | typeof OrderEvents.Paid;

/** How often each process forgets claims older than a day, ms. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * The seller's alerts of a new or paid order (docs/API.md §8), off the order's path: every API
 * process hears the committed order writes (PostgreSQL LISTEN/NOTIFY, `DatabaseNotifications`);
 * on `order.created` and `order.paid` each one tries to claim the order's event
 * (`push_order_claims`), and only the one that claims it sends one Web Push message to each
 * device of the store's seller and, for a new order when the seller turned
 * `alerts.emailOnOrder` on, one e-mail. The customer's answer never waits for any of it; a lost
 * LISTEN connection (reconnected within a second) may miss alerts meanwhile.
 */
@Injectable()
export class OrderAlertsService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('OrderAlerts');
  private pruner?: NodeJS.Timeout;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(appConfig.KEY) private readonly config: AppConfig,
    notifications: DatabaseNotifications,
    private readonly orders: OrderService,
    private readonly push: PushService,
    private readonly email: EmailService,
  ) {
    notifications.on(ORDER_CHANNEL, (payload) => this.heard(payload));
  }

  /** Starts pruning old claims. */
  onApplicationBootstrap(): void {
    this.pruner = setInterval(() => {
      pruneClaims(this.dataSource.manager).catch((error: unknown) =>
        this.logger.warn({ err: error }, 'push claims not pruned'),
      );
    }, PRUNE_EVERY_MS).unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.pruner);
  }

  /** A NOTIFY of the order channel: a new or paid order is alerted; anything else ignored. */
  private heard(payload: string): void {
    let note: Partial<OrderNotification> | null;
    try {
      note = JSON.parse(payload) as Partial<OrderNotification> | null;
    } catch {
      return;
    }
    const event = note?.event;
    const orderId = note?.orderId;
    if (typeof orderId !== 'string') return;
    if (event !== OrderEvents.Created && event !== OrderEvents.Paid) return;
    this.alert(orderId, event).catch((error: unknown) =>
      this.logger.error({ orderId, event, err: error }, 'order alert failed'),
    );
  }

  /**
   * Claims the order's event; the process that does sends its push messages and, for a new
   * order, the e-mail (a paid order only pushes: "Pedido nº 12 pago").
   */
  private async alert(orderId: string, event: AlertedOrderEvent): Promise<void> {
    const claimed = await claimOrder(this.dataSource.manager, orderId, event);
    if (!claimed) return;
    this.push.sendAll(claimed.targets, {
      type: event,
      orderId: claimed.order_id,
      number: claimed.number,
      total: claimed.total_cents / 100,
      customerName: claimed.customer_name,
      url: `${this.config.webUrl}${adminOrderPath(claimed.order_id)}`,
    });
    if (event === 'order.created' && alertsOf(claimed.settings).emailOnOrder)
      await this.sendEmail(claimed);
  }

  private async sendEmail(claimed: ClaimedOrderRow): Promise<void> {
    const order = await this.orders.forStore(claimed.store_id, claimed.order_id);
    if (!order) return;
    const link = `${this.config.webUrl}${adminOrderPath(order.id)}`;
    this.email.sendInBackground(
      { to: claimed.owner_email, ...newOrderEmail(order, link), link },
      claimed.owner_id,
      'new-order',
    );
  }
}
