import {
  IsDefined,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { Nested, Trim } from './transforms';
import { PushLimits, PushMessages } from './push-core';

/** base64url (RFC 4648 §5) without padding. */
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * The subscription's keys as `PushSubscription.toJSON()` gives them: `p256dh` (the browser's
 * P-256 public key, 65 bytes uncompressed = 87 base64url characters) and `auth` (16 bytes = 22).
 */
export class PushSubscriptionKeysDto {
  @Matches(/^[A-Za-z0-9_-]{87}$/, { message: PushMessages.invalidKeys })
  @IsString({ message: PushMessages.invalidKeys })
  p256dh!: string;

  @Matches(/^[A-Za-z0-9_-]{22}$/, { message: PushMessages.invalidKeys })
  @Matches(BASE64URL, { message: PushMessages.invalidKeys })
  @IsString({ message: PushMessages.invalidKeys })
  auth!: string;
}

/**
 * Body of `POST /push/subscriptions` (docs/API.md §8): the browser's push subscription and an
 * optional label. The endpoint's host is checked by the API against its allowed push services.
 */
export class CreatePushSubscriptionDto {
  @MaxLength(PushLimits.endpointMaxLength, { message: PushMessages.invalidEndpoint })
  @IsString({ message: PushMessages.invalidEndpoint })
  endpoint!: string;

  @IsObject({ message: PushMessages.invalidKeys })
  @IsDefined({ message: PushMessages.invalidKeys })
  @ValidateNested()
  @Nested(PushSubscriptionKeysDto)
  keys!: PushSubscriptionKeysDto;

  @IsOptional()
  @Trim()
  @MaxLength(PushLimits.labelMaxLength, { message: PushMessages.invalidLabel })
  @IsString({ message: PushMessages.invalidLabel })
  label?: string;
}
