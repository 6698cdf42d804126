/**
 * The page title of a store without a name (docs/PRODUCT.md §7), on the catalogue and order
 * pages: the same words as the order texts' title (`DEFAULT_STORE_TITLE` of the contracts).
 */
export { DEFAULT_STORE_TITLE } from '@catalogo/contracts/core';
