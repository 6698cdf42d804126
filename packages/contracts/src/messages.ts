/**
 * Every Portuguese text the product shows, as named constants (docs/PRODUCT.md §5 and §8,
 * docs/API.md §3–§4). Both apps import them, so the browser and the API say the same thing.
 * A message that belongs to one business rule is defined beside it in `domain/` and named here.
 */
import { AiQuotaMessages } from './domain/ai-quota/ai-quota';
import { PlanMessages } from './domain/plan/plan';
import { CustomerMessages } from './customer-messages';

export const Messages = {
  ...CustomerMessages,
  // §5 validation
  invalidEmail: 'Email inválido',
  passwordTooShort: 'A senha deve ter pelo menos 8 caracteres',
  passwordTooLong: 'A senha deve ter no máximo 128 caracteres',
  passwordsDoNotMatch: 'As senhas não coincidem',
  invalidPhone: 'Número de telefone inválido',
  fillAllFields: 'Por favor, preencha todos os campos corretamente.',
  duplicateStagedItem: 'Este item já existe na lista.',
  invalidConfirmationToken: 'Token de confirmação inválido',

  // §2 / §6 access
  sessionExpired: 'Sua sessão expirou. Por favor, faça login novamente.',
  verifyEmailToAccess: 'Por favor, verifique seu email para acessar esta página.',
  verifyEmailBeforeSubscribing:
    'Verifique seu e-mail antes de assinar para ter acesso completo aos recursos.',

  // §8 registration and login
  registerFailed: 'Falha no cadastro. Por favor, tente novamente.',
  registerSucceeded: 'Cadastro realizado com sucesso!',
  loginFailed: 'Falha no login. Verifique suas credenciais.',

  // §8 AI processing
  processingQuotaReached: AiQuotaMessages.quotaReached,
  processingFailed: 'Falha no processamento. Por favor, tente novamente.',
  /** docs/API.md §7: a second `POST /catalog/process` while the seller's first still runs (429). */
  processingInProgress:
    'Já existe um processamento em andamento. Aguarde ele terminar e tente novamente.',
  processingSucceeded: (n: number): string => `${n} novos itens processados com sucesso.`,
  /** 503 on `POST /catalog/process-image` when no model key is configured (no offline reading). */
  menuPhotoNeedsAi: 'A leitura de fotos precisa da IA configurada.',
  /** 503 on `POST /catalog/process-image` when the model failed or the spend caps are reached. */
  menuPhotoFailed: 'Não foi possível ler a foto agora. Tente novamente mais tarde ou cole a lista.',

  // §8 catalogue
  saveItemsFailed: 'Falha ao salvar os itens. Por favor, tente novamente.',
  saveItemsSucceeded: 'Itens salvos com sucesso!',
  updateItemFailed: 'Falha ao atualizar o item',
  updateItemSucceeded: 'Item atualizado com sucesso',
  deleteItemFailed: 'Falha ao excluir o item',
  deleteItemSucceeded: 'Item excluído com sucesso',

  // §8 store settings
  slugUpdateFailed: 'Falha ao atualizar o slug. Por favor, tente novamente.',
  slugUpdateSucceeded: 'Slug do site atualizado com sucesso!',
  storeNameUpdateFailed: 'Falha ao atualizar o nome da loja. Por favor, tente novamente.',
  storeNameUpdateSucceeded: 'Nome da loja atualizado com sucesso!',
  phoneUpdateFailed: 'Falha ao atualizar o número de WhatsApp. Por favor, tente novamente.',
  phoneUpdateSucceeded: 'Número de WhatsApp atualizado com sucesso!',

  // §8 e-mail
  resendCodeFailed: 'Falha ao enviar código de verificação. Por favor, tente novamente.',
  resendCodeSucceeded: 'Código de verificação enviado com sucesso!',
  confirmEmailFailed: 'O código expirou ou não é mais válido',
  confirmEmailSucceeded: 'Email confirmado com sucesso!',

  // §8 membership
  membershipLoadFailed: 'Ocorreu um erro ao carregar os dados. Por favor, tente novamente.',
  cancelSubscriptionFailed: 'Falha ao cancelar assinatura',
  cancelSubscriptionSucceeded: 'Assinatura cancelada com sucesso',
  subscriptionUpdated: 'Assinatura atualizada com sucesso!',
  subscriptionCanceledByCheckout: 'Sua assinatura foi cancelada.',

  // §8 public catalogue and cart

  // server-side answers (docs/API.md §2–§4)
  emailAlreadyRegistered: 'Este e-mail já está cadastrado.',
  invalidCredentials: 'E-mail ou senha inválidos.',
  payloadTooLarge: 'O conteúdo enviado é grande demais.',
  malformedJson: 'O corpo da requisição não é um JSON válido.',
  unknownField: (field: string): string => `O campo "${field}" não é permitido.`,
  mustBeString: (field: string): string => `O campo "${field}" deve ser um texto.`,
  invalidCharacters: (field: string): string =>
    `O campo "${field}" contém caracteres não permitidos (caracteres de controle ou Unicode inválido).`,
  nestingTooDeep: 'O conteúdo enviado tem níveis de aninhamento demais.',
  storeNotFound: 'Loja não encontrada.',
  /** QR code and poster need the short link. */
  shareNeedsSlug: 'Defina o endereço do seu catálogo antes de baixar o QR code ou o cartaz.',
  itemNotFound: 'Item não encontrado.',
  planItemLimit: PlanMessages.itemLimit,
  slugTaken: 'Este endereço já está em uso por outra loja.',
  invalidSlug:
    'O endereço deve ter de 3 a 40 caracteres: letras minúsculas, números e hífens, sem hífen no início ou no fim.',
  reservedSlug: 'Este endereço é reservado. Escolha outro.',
  invalidStoreName: 'O nome da loja deve ter de 1 a 80 caracteres.',
  invalidItemName: 'O nome do item deve ter de 1 a 120 caracteres.',
  invalidItemCategory: 'A categoria deve ter de 1 a 60 caracteres.',
  invalidItemPrice:
    'O preço deve ser maior que zero, até R$ 100.000,00, com no máximo 2 casas decimais.',
  emptyItemList: 'Envie ao menos um item.',
  itemIdMismatch: 'O id do item não corresponde ao endereço.',
  inputTooLong: 'O texto deve ter no máximo 10.000 caracteres.',
  inputRequired: 'Cole a lista de produtos para processar.',
  subscriptionRequiresConfirmedEmail: 'Verifique seu e-mail antes de assinar.',
  subscriptionAlreadyActive: 'Sua assinatura já está ativa.',
  nothingToCancel: 'Não há assinatura ativa para cancelar.',
  invalidWebhookSignature: 'Assinatura do evento de pagamento inválida ou expirada.',
  webhookNotConfigured: 'Eventos de pagamento não estão configurados.',
  paymentProviderUnavailable:
    'O serviço de pagamento está indisponível no momento. Tente novamente em instantes.',
  localCheckoutNotFound: 'Este link de pagamento expirou ou já foi usado.',
  databaseDown: 'Banco de dados indisponível.',

  // §6 orders
  orderItemsRequired: 'Adicione ao menos um item ao pedido.',
  tooManyOrderLines: 'O pedido pode ter no máximo 100 itens diferentes.',
  /** 429 on `GET /orders/events` past 10 open streams of one seller. */
  tooManyOrderStreams:
    'Há muitas telas de pedidos abertas ao mesmo tempo (no máximo 10). Feche alguma e tente novamente.',
  invalidOrderItemId: 'Item do pedido inválido.',
  invalidOrderQuantity: 'A quantidade de cada item deve ser um número inteiro de 1 a 99.',
  invalidFulfilment: 'Escolha entrega ou retirada.',
  orderAddressRequired: 'Informe o endereço de entrega.',
  invalidCep: 'CEP inválido: informe os 8 dígitos.',
  invalidUf: 'UF inválida: use a sigla do estado, por exemplo SP.',
  invalidStreet: 'Informe a rua do endereço de entrega (até 120 caracteres).',
  invalidStreetNumber: 'Informe o número do endereço de entrega (até 20 caracteres).',
  invalidComplement: 'O complemento deve ter no máximo 120 caracteres.',
  invalidNeighbourhood: 'Informe o bairro do endereço de entrega (até 80 caracteres).',
  invalidCity: 'Informe a cidade do endereço de entrega (até 80 caracteres).',
  invalidPaymentMethod: 'Escolha a forma de pagamento: Pix, dinheiro ou cartão.',
  orderNotesTooLong: 'As observações devem ter no máximo 500 caracteres.',
  invalidIdempotencyKey: 'O cabeçalho Idempotency-Key deve ter de 1 a 200 caracteres visíveis.',
  orderItemUnavailable: (name: string): string =>
    `O item "${name}" não está disponível nesta loja. Atualize o carrinho e tente novamente.`,
  orderNotFound: 'Pedido não encontrado.',
  invalidOrderStatus: 'Status de pedido inválido.',
  orderStatusNotAllowed: (from: string, to: string): string =>
    `Não é possível mudar o pedido de "${from}" para "${to}".`,
  invalidOrderDate: 'Data inválida: use o formato AAAA-MM-DD.',
  invalidOrderPage: 'Página inválida.',
  invalidOrderPageSize: 'Tamanho de página inválido: use de 1 a 100.',
  invalidOrderSearch: 'A busca deve ter no máximo 80 caracteres.',

  // §6 catalogue items and store look
  invalidItemDescription: 'A descrição deve ter no máximo 300 caracteres.',
  invalidItemAvailable: 'Informe se o item está disponível (verdadeiro ou falso).',
  invalidCoverColor: 'A cor de capa deve estar no formato #RRGGBB, por exemplo #1a7f5a.',
  imageFileRequired: 'Envie a imagem no campo "file" de um formulário multipart.',
  imageEmpty: 'O arquivo enviado está vazio.',
  imageTooLarge: 'A imagem deve ter no máximo 5 MB.',
  imageUnsupportedType: 'Formato de imagem não suportado. Envie uma foto JPEG, PNG ou WebP.',
  imageHiddenContent:
    'O arquivo não é uma imagem válida: ele contém código ou outro conteúdo escondido.',
  imageCorrupt: 'Não foi possível ler a imagem: o arquivo está corrompido ou incompleto.',
  imageTooManyPixels:
    'A imagem tem resolução grande demais: o máximo é 16 megapixels (por exemplo 4000 × 4000). Reduza a foto e envie de novo.',
  storeImageQuotaReached:
    'Sua loja atingiu o limite de 25 MB de imagens. Exclua fotos que não usa e tente novamente.',
  photoUploadFailed: 'Falha ao enviar a foto. Por favor, tente novamente.',
  photoUploadSucceeded: 'Foto atualizada com sucesso!',
  photoDeleteSucceeded: 'Foto removida com sucesso!',
  logoUploadSucceeded: 'Logo atualizado com sucesso!',
  logoDeleteSucceeded: 'Logo removido com sucesso!',
  orderItemSoldOut: (name: string): string =>
    `O item "${name}" está esgotado. Remova-o do carrinho e tente novamente.`,

  // §6 numbers for the seller
  invalidFunnelEvent: 'Evento inválido: use cart_started ou checkout_opened.',
  invalidAnalyticsPeriod: 'Período inválido: use 7, 30 ou 90 dias.',

  // docs/API.md §7 sessions and passwords
  forgotPasswordSent:
    'Se o e-mail estiver cadastrado, você receberá um link para redefinir sua senha.',
  forgotPasswordFailed: 'Falha ao enviar o link. Por favor, tente novamente.',
  resetPasswordFailed: 'O link de redefinição expirou ou não é mais válido.',
  resetPasswordSucceeded: 'Senha redefinida com sucesso! Entre com a nova senha.',
  resetPasswordMissingToken: 'Link de redefinição inválido. Peça um novo link.',
  currentPasswordRequired: 'Informe a senha atual.',
  currentPasswordWrong: 'A senha atual está incorreta.',
  changePasswordSucceeded: 'Senha alterada com sucesso!',
  changePasswordFailed: 'Falha ao alterar a senha. Por favor, tente novamente.',
  logoutAllSucceeded: 'Você saiu de todos os dispositivos. Entre novamente.',
  logoutAllFailed: 'Falha ao sair de todos os dispositivos. Por favor, tente novamente.',
} as const;

/** Labels of subscription statuses on the admin badge (docs/PRODUCT.md §4). */
export const SubscriptionStatusLabels = {
  active: 'Ativa',
  inactive: 'Inativa',
  canceled: 'Cancelada',
  past_due: 'Vencida',
  trialing: 'Avaliação',
  unpaid: 'Não Paga',
  incomplete: 'Incompleta',
} as const;
