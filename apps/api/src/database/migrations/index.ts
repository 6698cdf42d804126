import { PixOnline1795740916854 } from './1795740916854-PixOnline';
import { CustomersAndCoupons1795739465175 } from './1795739465175-CustomersAndCoupons';
import { PushAlerts1795738895612 } from './1795738895612-PushAlerts';
import { PublicOptionGroupsJson1795558396147 } from './1795558396147-PublicOptionGroupsJson';
import { ItemOptions1795555536656 } from './1795555536656-ItemOptions';
import { PhotosAndStoreLook1795555549602 } from './1795555549602-PhotosAndStoreLook';
import { FunnelDays1795557153879 } from './1795557153879-FunnelDays';
import { AiSpendControls1795548471212 } from './1795548471212-AiSpendControls';
import { InitialSchema1795315764108 } from './1795315764108-InitialSchema';
import { Orders1795545456300 } from './1795545456300-Orders';
import { SessionsAndPasswordReset1795546039379 } from './1795546039379-SessionsAndPasswordReset';
import { SlugQuarantineAndCustomerIndex1795546077323 } from './1795546077323-SlugQuarantineAndCustomerIndex';
import { StoreSettings1795555626863 } from './1795555626863-StoreSettings';
import { PublicCatalogReadModel1795560000000 } from './1795560000000-PublicCatalogReadModel';
import { IdempotencyBodyHash1795570000000 } from './1795570000000-IdempotencyBodyHash';
import { PublicCatalogVersionEvent1795741000000 } from './1795741000000-PublicCatalogVersionEvent';
import { PushPaidAlerts1795748100345 } from './1795748100345-PushPaidAlerts';
import { PublicCatalogAnswers1795760000000 } from './1795760000000-PublicCatalogAnswers';
import { PublicCatalogSourceDocument1795850000000 } from './1795850000000-PublicCatalogSourceDocument';
import { PublicCatalogSlug1795860000000 } from './1795860000000-PublicCatalogSlug';
/** Every migration, in order. `pnpm migration:generate <Name>` appends new ones here. */
export const MIGRATIONS: Function[] = [
  InitialSchema1795315764108,
  Orders1795545456300,
  SessionsAndPasswordReset1795546039379,
  SlugQuarantineAndCustomerIndex1795546077323,
  AiSpendControls1795548471212,
  ItemOptions1795555536656,
  PhotosAndStoreLook1795555549602,
  StoreSettings1795555626863,
  FunnelDays1795557153879,
  PublicOptionGroupsJson1795558396147,
  PublicCatalogReadModel1795560000000,
  IdempotencyBodyHash1795570000000,
  PushAlerts1795738895612,
  CustomersAndCoupons1795739465175,
  PixOnline1795740916854,
  PublicCatalogVersionEvent1795741000000,
  PushPaidAlerts1795748100345,
  PublicCatalogAnswers1795760000000,
  PublicCatalogSourceDocument1795850000000,
  PublicCatalogSlug1795860000000,
];
