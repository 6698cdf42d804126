import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { CreatedRow } from '../../database/base-rows';
import { UserEntity } from '../user/user.entity';

/**
 * One call to the model: who, when, which model and the tokens the
 * API's `usage` reported. Every call is metered, whether or not its run counts against the quota.
 * The per-seller cap counts these rows; the global daily budget sums their tokens.
 */
@Entity('ai_model_calls')
@Index('ai_model_calls_user_id_created_at_idx', ['userId', 'createdAt'])
@Index('ai_model_calls_created_at_idx', ['createdAt'])
export class AiModelCallEntity extends CreatedRow {
  /** The seller; null once the account is deleted (the totals keep the tokens). */
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId!: string | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;

  @Column({ type: 'text' })
  model!: string;

  /** Input tokens billed (0 when the call failed without an answer). */
  @Column({ name: 'input_tokens', type: 'integer' })
  inputTokens!: number;

  /** Output tokens billed (0 when the call failed without an answer). */
  @Column({ name: 'output_tokens', type: 'integer' })
  outputTokens!: number;

  /** The `max_tokens` sent. */
  @Column({ name: 'max_tokens', type: 'integer' })
  maxTokens!: number;

  /** "ok" (items read), "no_tool" (answered without the tool) or "error" (no answer). */
  @Column({ type: 'text' })
  outcome!: string;
}
