/**
 * Portuguese ordering ("Água" before "Suco"), independent of the database's collation (the
 * embedded server runs with the C locale). Lists are at most the plan's 50 items.
 */
export const ptCollator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });
