import { Limits } from '@catalogo/contracts/core';

/** Texts of the membership page that the contracts do not define (the spec gives no wording). */
export const MembershipMessages = {
  /** "Manter Assinatura" in the cancel dialog. */
  thanksForStaying: 'Obrigado por continuar conosco!',
  /** `POST /stripe/subscription` failed without a server message fit to show. */
  paymentLinkFailed: 'Não foi possível abrir a página de pagamento. Por favor, tente novamente.',
} as const;

const accesses = new Intl.NumberFormat('pt-BR').format(Limits.monthlyCatalogAccesses);

/** The plan's features as the membership page lists them (docs/PRODUCT.md §2 "/membership"). */
export const membershipFeatures: readonly string[] = [
  'Catálogo digital personalizado',
  `Processamento com IA (${Limits.aiProcessingsPerWindow} por mês)`,
  'Link curto personalizado',
  'Análise de acessos',
  'Atualizações gratuitas',
  `Até ${accesses} acessos ao catálogo por mês`,
];
