/*
 * Shared classes of the "Catálogo Existente" table. A real table (with explicit roles, so its
 * semantics survive the phone layout): on phones each row is drawn as a small card (name and
 * price, then category and actions); from `sm` up it is a classic table.
 */

/** A display row: a two-column card on phones, a table row from `sm` up. */
export const rowClass =
  'grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 px-1 py-3 hover:bg-transparent sm:table-row sm:px-0 sm:py-0 sm:hover:bg-muted/50';

/** A cell: a block on phones, a table cell from `sm` up. */
export const cellClass = 'block p-0 sm:table-cell sm:px-3 sm:py-2.5 sm:align-middle';
