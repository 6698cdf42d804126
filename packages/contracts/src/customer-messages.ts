/**
 * The texts of the customer's pages (a store's link, its cart, the order status page) and of the
 * web app's API client, which every page loads (docs/PRODUCT.md §5 and §8). An object of their
 * own, so that a store's link does not carry the panel's texts: `Messages` includes them all, and
 * the API and the panel keep using it.
 */
export const CustomerMessages = {
  unauthorized: 'Sessão inválida ou expirada. Faça login novamente.',
  forbiddenDefault: 'Você não tem permissão para acessar este recurso.',
  notFound: 'Recurso não encontrado.',
  tooManyRequests: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
  internalError: 'Ocorreu um erro inesperado. Por favor, tente novamente.',
  loginRequired: 'Por favor, faça login para acessar esta página.',
  catalogLoadFailed: 'Falha ao carregar o catálogo',
  itemSoldOut: 'Esgotado',
  cartItemAdded: 'Item adicionado ao carrinho',
  cartQuantityIncreased: 'Quantidade aumentada',
  cartQuantityReduced: 'Quantidade reduzida',
  cartItemRemoved: 'Item removido do carrinho',
  cartCleared: 'Carrinho limpo com sucesso',
  copySucceeded: 'Pedido copiado para a área de transferência',
  copyFailed: 'Falha ao copiar para a área de transferência',
  cepLookupFailed: 'Erro ao buscar o CEP',
  invalidCustomerName: 'Informe seu nome (até 80 caracteres).',
  invalidChangeFor: 'O troco deve ser um valor em reais maior que zero, com até 2 casas decimais.',
  orderSaveFailed:
    'Não foi possível registrar o pedido. Copie o texto do pedido e envie pelo WhatsApp.',
} as const;
