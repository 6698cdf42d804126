import { Check, Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { StoreEntity } from '../store/store.entity';

/**
 * A store's connected Pix provider (docs/API.md §8 "Pix online"), one per store. The access
 * token and the webhook secret are kept encrypted with AES-256-GCM (`PAYMENT_SECRETS_KEY`):
 * ciphertext, 12-byte IV and 16-byte tag each; never sent back.
 */
@Entity('store_payment_providers')
@Check('store_payment_providers_provider_check', `"provider" IN ('mercadopago', 'local')`)
export class StorePaymentProviderEntity {
  @PrimaryColumn({ name: 'store_id', type: 'uuid' })
  storeId!: string;

  @OneToOne(() => StoreEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'store_id' })
  store?: StoreEntity;

  @Column({ type: 'text' })
  provider!: 'mercadopago' | 'local';

  @Column({ name: 'access_token_enc', type: 'bytea', nullable: true })
  accessTokenEnc!: Buffer | null;

  @Column({ name: 'access_token_iv', type: 'bytea', nullable: true })
  accessTokenIv!: Buffer | null;

  @Column({ name: 'access_token_tag', type: 'bytea', nullable: true })
  accessTokenTag!: Buffer | null;

  @Column({ name: 'webhook_secret_enc', type: 'bytea', nullable: true })
  webhookSecretEnc!: Buffer | null;

  @Column({ name: 'webhook_secret_iv', type: 'bytea', nullable: true })
  webhookSecretIv!: Buffer | null;

  @Column({ name: 'webhook_secret_tag', type: 'bytea', nullable: true })
  webhookSecretTag!: Buffer | null;

  /** The account's name at the provider. */
  @Column({ name: 'account_name', type: 'text', nullable: true })
  accountName!: string | null;

  /** A production account (false: a test account or the local provider). */
  @Column({ name: 'live_mode', type: 'boolean', default: false })
  liveMode!: boolean;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;
}
