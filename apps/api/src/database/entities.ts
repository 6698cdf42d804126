import { UserEntity } from '../modules/user/user.entity';
import { EmailConfirmationTokenEntity } from '../modules/email/email-confirmation-token.entity';
import { PasswordResetTokenEntity } from '../modules/auth/password-reset-token.entity';
import { StoreEntity } from '../modules/store/store.entity';
import { StoreAccessDayEntity } from '../modules/store/store-access-day.entity';
import { FreedSlugEntity } from '../modules/store/freed-slug.entity';
import { CatalogItemEntity } from '../modules/catalog/catalog-item.entity';
import { OptionGroupEntity } from '../modules/catalog/option-group.entity';
import { OptionEntity } from '../modules/catalog/option.entity';
import { AiProcessingRunEntity } from '../modules/catalog/ai-processing-run.entity';
import { AiModelCallEntity } from '../modules/catalog/ai-model-call.entity';
import { AiProcessingLockEntity } from '../modules/catalog/ai-processing-lock.entity';
import { SubscriptionEntity } from '../modules/billing/subscription.entity';
import { StripeEventEntity } from '../modules/billing/stripe-event.entity';
import { OrderEntity } from '../modules/order/order.entity';
import { OrderItemEntity } from '../modules/order/order-item.entity';
import { OrderStatusChangeEntity } from '../modules/order/order-status-change.entity';
import { StoreOrderCounterEntity } from '../modules/order/store-order-counter.entity';
import { StoreSettingsEntity } from '../modules/store/store-settings.entity';
import { StoreFunnelDayEntity } from '../modules/analytics/store-funnel-day.entity';
import { CouponEntity } from '../modules/coupon/coupon.entity';
import { PushSubscriptionEntity } from '../modules/push/push-subscription.entity';
import { PushOrderClaimEntity } from '../modules/push/push-order-claim.entity';
import { StorePaymentProviderEntity } from '../modules/payment/store-payment-provider.entity';

/** Every TypeORM entity of the API; the data source and the migration CLI share this list. */
export const ENTITIES = [
  UserEntity,
  EmailConfirmationTokenEntity,
  PasswordResetTokenEntity,
  StoreEntity,
  StoreAccessDayEntity,
  CatalogItemEntity,
  OptionGroupEntity,
  OptionEntity,
  AiProcessingRunEntity,
  AiModelCallEntity,
  AiProcessingLockEntity,
  SubscriptionEntity,
  StripeEventEntity,
  OrderEntity,
  OrderItemEntity,
  OrderStatusChangeEntity,
  StoreOrderCounterEntity,
  FreedSlugEntity,
  StoreSettingsEntity,
  StoreFunnelDayEntity,
  CouponEntity,
  PushSubscriptionEntity,
  PushOrderClaimEntity,
  StorePaymentProviderEntity,
];
