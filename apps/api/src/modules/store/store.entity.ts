import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  OneToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { UserEntity } from '../user/user.entity';

/** One store per seller; created empty at registration (ARCHITECTURE.md data model: stores). */
@Entity('stores')
export class StoreEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index('stores_owner_id_key', { unique: true })
  @Column({ name: 'owner_id', type: 'uuid' })
  ownerId!: string;

  @OneToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_id' })
  owner?: UserEntity;

  @Column({ type: 'text', nullable: true })
  name!: string | null;

  /** Unique public slug; null until the seller chooses one (CONTRACT.md §4). */
  @Index('stores_slug_key', { unique: true })
  @Column({ type: 'text', nullable: true })
  slug!: string | null;

  /** bigint: read as a string by pg, converted by services. */
  @Column({ name: 'access_count', type: 'bigint', default: 0 })
  accessCount!: string;

  @Column({ name: 'last_accessed_at', type: 'timestamptz', nullable: true })
  lastAccessedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
