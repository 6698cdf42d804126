import { Column, CreateDateColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/*
 * Abstract bases whose decorated columns TypeORM copies into each entity that extends them (they
 * are not entities: no table of their own). Every column keeps the name, type and default the
 * migrations gave it; indexes and checks naming these columns stay on the entities, whose table
 * names they carry.
 */

/** A row keyed by `id`: a uuid, `gen_random_uuid()` unless the service sends one. */
export abstract class UuidRow {
  @PrimaryGeneratedColumn('uuid')
  id!: string;
}

/** A uuid-keyed row with `created_at` (timestamp with time zone), set to `now()` on insert. */
export abstract class CreatedRow extends UuidRow {
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}

/**
 * A `CreatedRow` with `updated_at` (timestamp with time zone): `now()` on insert, and set anew by
 * TypeORM on every save/update through it (raw SQL updates set it themselves).
 */
export abstract class TimestampedRow extends CreatedRow {
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}

/**
 * An entry of a list the seller edits as a whole (the option groups of an item, the options of a
 * group): its place, its name and, instead of a deletion, the time it was left out of an edit, so
 * that an order from a stale cart can still name it (docs/API.md §6 "Options on an item").
 */
export abstract class RemovableListEntryRow extends UuidRow {
  /** Order among the entry's siblings, from 0. */
  @Column({ type: 'integer' })
  position!: number;

  @Column({ type: 'text' })
  name!: string;

  /** Set (timestamp with time zone) when the seller removed the entry; null while it is live. */
  @Column({ name: 'removed_at', type: 'timestamptz', nullable: true })
  removedAt!: Date | null;
}
