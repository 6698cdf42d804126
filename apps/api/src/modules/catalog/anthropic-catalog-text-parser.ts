import { Injectable, Logger } from '@nestjs/common';
import Anthropic from '@anthropic-ai/sdk';
import { Limits } from '@catalogo/contracts/core';
import { CatalogTextParser, type ParseOutcome } from './catalog-text-parser';
import { AiSpendService, type ModelCallRecord } from './ai-spend.service';
import { OfflineCatalogTextParser } from './offline-catalog-text-parser';
import { keepValidItems } from './valid-items';

/** The one tool the model must call; its input is the list of items. */
export const EXTRACT_TOOL = {
  name: 'extract_catalog_items',
  description: 'Registra os itens do catálogo extraídos da lista colada pelo vendedor.',
  input_schema: {
    type: 'object' as const,
    properties: {
      items: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            name: { type: 'string', description: 'Nome do produto (e do tamanho/variação)' },
            price: { type: 'number', description: 'Preço em reais, ex.: 12.9' },
            category: { type: 'string', description: 'Categoria (título da seção ou a natural)' },
            optionGroups: {
              type: 'array',
              description:
                'Só para um produto vendido em vários tamanhos com preços próprios: um grupo "Tamanho" (min 1, max 1); então price é 0',
              items: {
                type: 'object',
                properties: {
                  name: { type: 'string', description: 'Nome do grupo, ex.: "Tamanho"' },
                  min: { type: 'integer', description: 'Mínimo de escolhas (1 = obrigatório)' },
                  max: { type: 'integer', description: 'Máximo de escolhas' },
                  options: {
                    type: 'array',
                    items: {
                      type: 'object',
                      properties: {
                        name: { type: 'string', description: 'Tamanho, ex.: "P", "500ml"' },
                        price: { type: 'number', description: 'Preço desse tamanho em reais' },
                      },
                      required: ['name', 'price'],
                    },
                  },
                },
                required: ['name', 'min', 'max', 'options'],
              },
            },
          },
          required: ['name', 'price', 'category'],
        },
      },
    },
    required: ['items'],
  },
};

/** The Portuguese rules the model follows (docs/PRODUCT.md §4, the list fixtures' README). */
export const SYSTEM_PROMPT = `Você extrai itens de catálogo de listas de produtos coladas por pequenos vendedores brasileiros (WhatsApp, Instagram, planilhas, bloco de notas).
Regras:
- Um item por produto com preço. Um produto seguido de vários tamanhos com preço próprio ("Pizza Calabresa P 35 / M 45 / G 55", uma tabela de tamanhos, uma tabela com uma coluna por tamanho, "300ml R$ 14 | 500ml R$ 18") vira UM item com price 0 e optionGroups [{"name": "Tamanho", "min": 1, "max": 1, "options": [{"name": "P", "price": 35}, {"name": "M", "price": 45}, {"name": "G", "price": 55}]}]. Uma faixa de tamanhos com um único preço ("P ao GG", "1 a 4 anos") é um item só, sem grupo.
- Sabores que compartilham um preço ("R$ 3,00 cada", ou preço no título da seção) viram um item por sabor, com esse preço.
- Preço sempre em reais como número: "R$ 12,90" → 12.9; "1.234,56" → 1234.56; "1,249.00" → 1249; "R$ 1.200" → 1200.
- "a partir de R$ X" → X; "de R$ X por R$ Y" ou preço antigo riscado → Y; "R$ X à vista ou 10x de ..." → X; uma correção posterior no texto prevalece.
- Categoria: o título da seção em Title Case, sem emojis, marcação, preço ou observação ("*ESFIHAS ABERTAS – R$ 6,00 cada*" → "Esfihas Abertas"); uma coluna de categoria numa planilha conta como título. Sem título, use a categoria natural que o vendedor usaria ("Bebidas", "Salgados", "Rações"), ou "${Limits.defaultCategory}".
- Nomes em Title Case como o vendedor escreveria ("Misto Quente", "Coca-Cola Lata", "Suco Natural 500ml").
- Um produto repetido numa seção de destaque ("Mais pedidos", "Destaque") aparece uma vez só, na sua seção real.
- Ignore: saudações, horários, endereços, telefones, chaves Pix, taxas de entrega (inclusive tabelas por bairro), pedido mínimo, cupons, valores de parcelas, frete grátis, hashtags, perfis do Instagram, itens sem preço e "sob consulta".
Chame a ferramenta extract_catalog_items uma única vez com todos os itens.`;

/** Retries on 408/409/429/5xx and timeouts (the per-attempt timeout comes from config). */
export const ANTHROPIC_MAX_RETRIES = 1;

/** Largest `max_tokens` sent (the model's answer for a full 10.000-character list). */
export const MAX_OUTPUT_TOKENS = 8192;

/**
 * `max_tokens` for a pasted text of `chars` characters: 256 plus 2 tokens per
 * character (a dense "Coxinha 5" line of 10 characters becomes about 20 tokens of JSON), at
 * most `MAX_OUTPUT_TOKENS`.
 */
export function maxTokensFor(chars: number): number {
  return Math.min(MAX_OUTPUT_TOKENS, 256 + 2 * chars);
}

/** Tokens of an answer's `usage` (cache reads and writes count as input). */
export function tokensOf(usage: Anthropic.Usage): { inputTokens: number; outputTokens: number } {
  return {
    inputTokens:
      usage.input_tokens +
      (usage.cache_creation_input_tokens ?? 0) +
      (usage.cache_read_input_tokens ?? 0),
    outputTokens: usage.output_tokens,
  };
}

/** Options of the Anthropic engines (from `ANTHROPIC_*` in the configuration). */
export interface AnthropicOptions {
  apiKey: string;
  baseURL?: string;
  model: string;
  /** Per-attempt timeout, in ms. */
  timeoutMs: number;
}

/** The official SDK's client with the engines' timeout and retries. */
export function anthropicClient(options: AnthropicOptions): Anthropic {
  return new Anthropic({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeout: options.timeoutMs,
    maxRetries: ANTHROPIC_MAX_RETRIES,
  });
}

/**
 * The Anthropic engine: the Messages API with one forced tool. Invalid items are dropped. Any
 * failure (network, 5xx, overload, timeout, no tool call) falls back to the offline parser
 * rather than failing the seller (docs/API.md §4). Every call is metered per seller; past the
 * seller's cap or the global daily budget the offline parser answers without calling the
 * model (docs/API.md §7).
 */
@Injectable()
export class AnthropicCatalogTextParser extends CatalogTextParser {
  private readonly logger = new Logger('AnthropicParser');
  private readonly client: Anthropic;

  constructor(
    options: AnthropicOptions,
    private readonly offline: OfflineCatalogTextParser,
    private readonly spend: AiSpendService,
  ) {
    super();
    this.model = options.model;
    this.client = anthropicClient(options);
  }

  private readonly model: string;

  /** @throws DomainError(Unavailable) only from the offline fallback's time limit. */
  async parse(text: string, userId?: string): Promise<ParseOutcome> {
    if (userId !== undefined) {
      const allowance = await this.spend.allowance(userId);
      if (!allowance.allowed) {
        this.logger.warn(`model not called (${allowance.reason}); using the offline parser`);
        return this.offline.parse(text);
      }
    }
    const maxTokens = maxTokensFor(text.length);
    const meter = async (call: Omit<ModelCallRecord, 'model' | 'maxTokens'>): Promise<void> => {
      if (userId !== undefined)
        await this.spend.record(userId, { model: this.model, maxTokens, ...call });
    };
    let message: Anthropic.Message;
    try {
      message = await this.client.messages.create({
        model: this.model,
        max_tokens: maxTokens,
        system: SYSTEM_PROMPT,
        tools: [EXTRACT_TOOL],
        tool_choice: { type: 'tool', name: EXTRACT_TOOL.name },
        messages: [{ role: 'user', content: `Lista colada pelo vendedor:\n\n${text}` }],
      });
    } catch (error) {
      await meter({ inputTokens: 0, outputTokens: 0, outcome: 'error' });
      this.logger.warn(
        `Anthropic failed (${error instanceof Error ? error.message : String(error)}); using the offline parser`,
      );
      return this.offline.parse(text);
    }
    const call = message.content.find(
      (block) => block.type === 'tool_use' && block.name === EXTRACT_TOOL.name,
    );
    await meter({ ...tokensOf(message.usage), outcome: call ? 'ok' : 'no_tool' });
    if (!call || call.type !== 'tool_use') {
      this.logger.warn('the model did not call the tool; using the offline parser');
      return this.offline.parse(text);
    }
    const items = keepValidItems((call.input as { items?: unknown }).items);
    return { items, engine: 'anthropic' };
  }
}
