import { randomBytes, randomUUID } from 'node:crypto';
import { groupIdOf, optionIdOf } from '../../src/modules/catalog/option-groups.queries';

/**
 * A catalogue-like JSON text for the compression specs: `items` products of 3 groups × 10
 * options. Ids `random` (the worst case: ids the product gave before the numbered ids) or
 * as the product makes them (`numbered`: groupIdOf, optionIdOf).
 */
export function catalogueText(items: number, ids: 'random' | 'numbered' = 'random'): string {
  const random = () => randomBytes(16).toString('hex');
  const products = Array.from({ length: items }, (_, i) => {
    const id = randomUUID();
    return {
      id: ids === 'random' ? random() : id,
      name: `Pizza ${i} – Calabresa “especial” ção`,
      optionGroups: Array.from({ length: 3 }, (_, g) => {
        const groupId = ids === 'random' ? random() : (groupIdOf(id, g + 1) as string);
        return {
          id: groupId,
          name: `Grupo ${g}`,
          options: Array.from({ length: 10 }, (_, o) => ({
            id: ids === 'random' ? random() : optionIdOf(groupId, o + 1),
            name: `Opção ${o} 🍕`,
            price: o * 1.5,
          })),
        };
      }),
    };
  });
  return JSON.stringify({ products, store: { name: 'Loja' } });
}
