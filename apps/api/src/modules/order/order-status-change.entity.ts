import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { OrderStatus } from '@catalogo/contracts/core';
import { OrderEntity } from './order.entity';

/** The timestamped history of an order's statuses (docs/API.md §6); `received` at creation. */
@Entity('order_status_changes')
@Index('order_status_changes_order_id_idx', ['orderId'])
export class OrderStatusChangeEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint' })
  id!: string;

  @Column({ name: 'order_id', type: 'uuid' })
  orderId!: string;

  @ManyToOne(() => OrderEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: OrderEntity;

  @Column({ type: 'text' })
  status!: OrderStatus;

  @CreateDateColumn({ name: 'changed_at', type: 'timestamptz' })
  changedAt!: Date;
}
