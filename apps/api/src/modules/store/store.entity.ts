import { Check, Column, Entity, Index, JoinColumn, OneToOne } from 'typeorm';
import { TimestampedRow } from '../../database/base-rows';
import { UserEntity } from '../user/user.entity';

/** One store per seller; created empty at registration (ARCHITECTURE.md data model: stores). */
@Entity('stores')
@Check('stores_cover_color_check', `"cover_color" ~ '^#[0-9a-f]{6}$'`)
@Check('stores_logo_bytes_check', '"logo_bytes" >= 0')
export class StoreEntity extends TimestampedRow {
  @Index('stores_owner_id_key', { unique: true })
  @Column({ name: 'owner_id', type: 'uuid' })
  ownerId!: string;

  @OneToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_id' })
  owner?: UserEntity;

  @Column({ type: 'text', nullable: true })
  name!: string | null;

  /** Unique public slug; null until the seller chooses one (docs/API.md §4). */
  @Index('stores_slug_key', { unique: true })
  @Column({ type: 'text', nullable: true })
  slug!: string | null;

  /** bigint: read as a string by pg, converted by services. */
  @Column({ name: 'access_count', type: 'bigint', default: 0 })
  accessCount!: string;

  @Column({ name: 'last_accessed_at', type: 'timestamptz', nullable: true })
  lastAccessedAt!: Date | null;

  /** Storage key of the large logo (WebP), or null (docs/API.md §6). */
  @Column({ name: 'logo_key', type: 'text', nullable: true })
  logoKey!: string | null;

  /** Storage key of the header logo (WebP), or null. */
  @Column({ name: 'logo_thumb_key', type: 'text', nullable: true })
  logoThumbKey!: string | null;

  /** Bytes of both logo files, counted against the store's image quota. */
  @Column({ name: 'logo_bytes', type: 'integer', default: 0 })
  logoBytes!: number;

  /** Cover colour `#rrggbb` (lower-case), or null for the default look. */
  @Column({ name: 'cover_color', type: 'text', nullable: true })
  coverColor!: string | null;
}
