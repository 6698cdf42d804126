import type {
  PublicCatalogResponse,
  PublicOrdering,
  PublicProduct,
  PublicStore,
} from '@catalogo/contracts/core';
import { publicProduct, publicStore, type ItemInput } from '@/test/fixtures';
import type { Product } from './utils/cart';
import { ANY_ORDERING } from './utils/ordering';

/**
 * A public catalogue answer: the store and products completed by the shared factories
 * (`@/test/fixtures`), `ordering` every choice, no fee, always open (`ANY_ORDERING`) unless given.
 */
export function publicCatalog(answer: {
  store?: Partial<PublicStore>;
  products: ItemInput<PublicProduct>[];
  ordering?: PublicOrdering;
}): PublicCatalogResponse {
  return {
    store: publicStore(answer.store),
    products: answer.products.map(publicProduct),
    ordering: answer.ordering ?? ANY_ORDERING,
  };
}

/** A pizza of R$ 0 whose price comes from its size; up to two flavours (highest); add-ons (sum). */
export const pizza: Product = {
  id: 'pz',
  name: 'Pizza',
  price: 0,
  category: 'Pizzas',
  optionGroups: [
    {
      id: 'g-size',
      name: 'Tamanho',
      min: 1,
      max: 1,
      priceRule: 'sum',
      options: [
        { id: 'o-p', name: 'P', price: 35, available: true },
        { id: 'o-m', name: 'M', price: 45, available: true },
        { id: 'o-g', name: 'G', price: 55, available: true },
      ],
    },
    {
      id: 'g-flavour',
      name: 'Sabores',
      min: 1,
      max: 2,
      priceRule: 'highest',
      options: [
        { id: 'o-cal', name: 'Calabresa', price: 0, available: true },
        { id: 'o-cam', name: 'Camarão', price: 12.5, available: true },
        { id: 'o-4q', name: 'Quatro queijos', price: 6, available: true },
      ],
    },
    {
      id: 'g-add',
      name: 'Adicionais',
      min: 0,
      max: 5,
      priceRule: 'sum',
      options: [
        { id: 'o-bacon', name: 'Bacon', price: 4, available: true },
        { id: 'o-borda', name: 'Borda recheada', price: 9.9, available: true },
        { id: 'o-ovo', name: 'Ovo', price: 2, available: false },
      ],
    },
  ],
};
