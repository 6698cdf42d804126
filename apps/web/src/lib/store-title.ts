/** The page title of a store without a name (docs/PRODUCT.md §7), on the catalogue and order pages. */
export const DEFAULT_STORE_TITLE = 'Catálogo de Produtos';
