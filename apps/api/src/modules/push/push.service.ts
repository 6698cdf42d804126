import { type BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { CreatePushSubscriptionDto } from '@catalogo/contracts';
import {
  ErrorCode,
  Messages,
  PushLimits,
  PushMessages,
  type PushDevice,
  type PushMessage,
  type VapidPublicKeyResponse,
} from '@catalogo/contracts/core';
import { DomainError } from '../../common/domain-error';
import { appConfig, type AppConfig } from '../../config/app.config';
import { resolveVapidKeys, type VapidKeys } from '../../config/vapid-keys';
import { LaneRunner } from './bounded-runner';
import { isAllowedPushEndpoint } from './push-endpoint';
import { PushSender, type PushTarget } from './push-sender';
import {
  deleteDevice,
  deleteDeviceOfUser,
  insertSubscription,
  markDelivered,
  selectDevicesOfUser,
  selectTargetsOfUser,
  type PushDeviceRow,
} from './push.queries';

/** Push messages waiting per push service and API process before new ones are dropped (logged). */
const MAX_QUEUED_PER_SERVICE = 5_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Longest wait at shutdown for the messages still being sent, ms. */
const SHUTDOWN_WAIT_MS = 5_000;

/** Result of `subscribe`: the device and whether it is new (201) or was registered (200). */
export interface SubscribeResult {
  device: PushDevice;
  created: boolean;
}

/**
 * The seller's push devices and the delivery of push messages (docs/API.md §8): registration
 * (allowed push services only, at most `PushLimits.maxDevices` per seller), list, removal, the
 * test message; every message is sent in the background with bounded concurrency (never on a
 * request's path), a device the push service calls gone (404/410) is deleted.
 */
@Injectable()
export class PushService implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Push');
  private readonly vapid: VapidKeys;
  private readonly sender: PushSender;
  private readonly runner = new LaneRunner(
    PushLimits.concurrencyPerService,
    MAX_QUEUED_PER_SERVICE,
  );

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(appConfig.KEY) private readonly config: AppConfig,
  ) {
    this.vapid = resolveVapidKeys(config);
    this.sender = new PushSender({
      vapid: { subject: config.push.vapid.subject, ...this.vapid },
      timeoutMs: config.push.timeoutMs,
    });
  }

  /**
   * Lets the messages in flight or queued finish before the pool closes, for at most
   * `SHUTDOWN_WAIT_MS` (a stalled push service must not hold the shutdown).
   */
  async beforeApplicationShutdown(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      this.runner.idle(),
      new Promise<void>((resolve) => (timer = setTimeout(resolve, SHUTDOWN_WAIT_MS))),
    ]);
    clearTimeout(timer);
  }

  /** `GET /push/vapid-public-key`: the application server key for `pushManager.subscribe`. */
  publicKey(): VapidPublicKeyResponse {
    return { publicKey: this.vapid.publicKey };
  }

  /**
   * `POST /push/subscriptions`: registers (or refreshes) a device of the seller.
   *
   * @throws DomainError(Validation) → 400 `PushMessages.invalidEndpoint` for an endpoint that is
   *   not an https URL of an allowed push service (PUSH_ALLOWED_HOSTS; http://127.0.0.1 outside
   *   production).
   * @throws DomainError(Conflict) → 409 `PushMessages.tooManyDevices` past the devices limit.
   * @throws DomainError(NotFound) → 404 when the seller has no store.
   */
  async subscribe(userId: string, dto: CreatePushSubscriptionDto): Promise<SubscribeResult> {
    const push = this.config.push;
    if (!isAllowedPushEndpoint(dto.endpoint, push.allowedHosts, push.allowLoopback))
      throw new DomainError(ErrorCode.Validation, [PushMessages.invalidEndpoint]);
    const result = await insertSubscription(
      this.dataSource.manager,
      userId,
      {
        endpoint: dto.endpoint,
        p256dh: dto.keys.p256dh,
        auth: dto.keys.auth,
        label: dto.label ? dto.label : null,
      },
      PushLimits.maxDevices,
    );
    if (result.kind === 'no_store')
      throw new DomainError(ErrorCode.NotFound, Messages.storeNotFound);
    if (result.kind === 'too_many')
      throw new DomainError(ErrorCode.Conflict, PushMessages.tooManyDevices);
    const { lastSuccessAt: _unused, ...device } = toDevice(result.row);
    return { device, created: result.kind === 'created' };
  }

  /** `GET /push/subscriptions`: the seller's devices, oldest first. */
  async list(userId: string): Promise<PushDevice[]> {
    return (await selectDevicesOfUser(this.dataSource.manager, userId)).map(toDevice);
  }

  /**
   * `DELETE /push/subscriptions/{id}`.
   *
   * @throws DomainError(NotFound) → 404 `PushMessages.deviceNotFound` for an id that is not one
   *   of the seller's devices.
   */
  async remove(userId: string, id: string): Promise<void> {
    if (!UUID.test(id) || !(await deleteDeviceOfUser(this.dataSource.manager, userId, id)))
      throw new DomainError(ErrorCode.NotFound, PushMessages.deviceNotFound);
  }

  /** `POST /push/test`: queues a test message to each of the seller's devices. */
  async sendTest(userId: string): Promise<void> {
    const targets = await selectTargetsOfUser(this.dataSource.manager, userId);
    this.sendAll(targets, {
      type: 'test',
      url: `${this.config.webUrl}/admin/pedidos`,
    });
  }

  /**
   * Queues `message` to each target in the background, in its push service's lane (bounded
   * concurrency per push service; the caller never waits). A gone device is deleted, a delivered
   * one stamped with `last_success_at`.
   */
  sendAll(targets: readonly PushTarget[], message: PushMessage): void {
    const payload = JSON.stringify(message);
    for (const target of targets) {
      const queued = this.runner.run(pushService(target.endpoint), () =>
        this.deliver(target, payload),
      );
      if (!queued) this.logger.error({ device: target.id }, 'push queue full: message dropped');
    }
  }

  private async deliver(target: PushTarget, payload: string): Promise<void> {
    const outcome = await this.sender.send(target, payload);
    try {
      if (outcome === 'gone') await deleteDevice(this.dataSource.manager, target.id);
      if (outcome === 'delivered') await markDelivered(this.dataSource.manager, target.id);
    } catch (error) {
      this.logger.error({ device: target.id, err: error }, 'push device update failed');
    }
  }
}

/** The push service of an endpoint: its origin (scheme, host and port). */
function pushService(endpoint: string): string {
  try {
    return new URL(endpoint).origin;
  } catch {
    return endpoint;
  }
}

function toDevice(row: PushDeviceRow): PushDevice {
  return {
    id: row.id,
    label: row.label,
    createdAt: new Date(row.created_at).toISOString(),
    lastSuccessAt: row.last_success_at ? new Date(row.last_success_at).toISOString() : null,
  };
}
