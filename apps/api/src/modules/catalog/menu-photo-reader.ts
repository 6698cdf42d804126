import { Logger } from '@nestjs/common';
import Anthropic from '@anthropic-ai/sdk';
import { ErrorCode, Messages, type ProcessedItem } from '@catalogo/contracts/core';
import { DomainError } from '../../common/domain-error';
import { AiSpendService, type ModelCallRecord } from './ai-spend.service';
import {
  EXTRACT_TOOL,
  MAX_OUTPUT_TOKENS,
  SYSTEM_PROMPT,
  anthropicClient,
  tokensOf,
  type AnthropicOptions,
} from './anthropic-catalog-text-parser';
import { keepValidItems } from './valid-items';

/** A photo ready for the model: re-encoded, downscaled, without metadata. */
export interface MenuPhoto {
  data: Buffer;
  /** Decided from `data`'s bytes. */
  mediaType: 'image/jpeg' | 'image/png' | 'image/webp';
}

/**
 * Port: reads the items of a photographed menu (a printed menu, a menu board, a handwritten
 * list). Only a model can: there is no offline reader, so without `ANTHROPIC_API_KEY` the port
 * says it is not `configured` and `POST /catalog/process-image` answers 503.
 */
export abstract class MenuPhotoReader {
  /** False when no model is configured (the endpoint then refuses before reading the upload). */
  abstract readonly configured: boolean;
  /**
   * The valid items of `photo`, for `userId`'s review (empty when none were found).
   *
   * @throws DomainError(Unavailable) → 503 `menuPhotoFailed` when the model fails, does not call
   *   the tool, or may not be called (seller's daily cap, global token budget); `menuPhotoNeedsAi`
   *   when not configured.
   */
  abstract read(photo: MenuPhoto, userId: string): Promise<ProcessedItem[]>;
}

/** The reader when no model key is set: always 503 `menuPhotoNeedsAi`. */
export class UnconfiguredMenuPhotoReader extends MenuPhotoReader {
  readonly configured = false;

  read(): Promise<ProcessedItem[]> {
    return Promise.reject(new DomainError(ErrorCode.Unavailable, Messages.menuPhotoNeedsAi));
  }
}

/** What the model is told with the photo, on top of the text path's rules (SYSTEM_PROMPT). */
export const PHOTO_INSTRUCTIONS = `Foto de um cardápio enviada pelo vendedor (cardápio impresso, quadro de menu ou lista escrita à mão).
Leia os produtos e preços da foto e aplique as mesmas regras de uma lista colada.
Use só o que está legível: não invente itens nem preços; ignore um item cujo preço não dá para ler.
Chame a ferramenta extract_catalog_items uma única vez com todos os itens.`;

/**
 * The Anthropic reader: one Messages API call with the photo as a base64 `image` block and the
 * same forced tool and system prompt as the text engine; the answer is validated the same way
 * (`keepValidItems`). Every call is metered per seller and the spend controls apply (docs/API.md
 * §7); unlike the text engine there is no offline fallback, so any failure is a 503.
 */
export class AnthropicMenuPhotoReader extends MenuPhotoReader {
  readonly configured = true;
  private readonly logger = new Logger('AnthropicMenuPhotoReader');
  private readonly client: Anthropic;
  private readonly model: string;

  constructor(
    options: AnthropicOptions,
    private readonly spend: AiSpendService,
  ) {
    super();
    this.model = options.model;
    this.client = anthropicClient(options);
  }

  async read(photo: MenuPhoto, userId: string): Promise<ProcessedItem[]> {
    const unavailable = new DomainError(ErrorCode.Unavailable, Messages.menuPhotoFailed);
    const allowance = await this.spend.allowance(userId);
    if (!allowance.allowed) {
      this.logger.warn(`model not called for a menu photo (${allowance.reason})`);
      throw unavailable;
    }
    const meter = (call: Omit<ModelCallRecord, 'model' | 'maxTokens'>): Promise<void> =>
      this.spend.record(userId, { model: this.model, maxTokens: MAX_OUTPUT_TOKENS, ...call });
    let message: Anthropic.Message;
    try {
      message = await this.client.messages.create({
        model: this.model,
        max_tokens: MAX_OUTPUT_TOKENS,
        system: SYSTEM_PROMPT,
        tools: [EXTRACT_TOOL],
        tool_choice: { type: 'tool', name: EXTRACT_TOOL.name },
        messages: [
          {
            role: 'user',
            content: [
              {
                type: 'image',
                source: {
                  type: 'base64',
                  media_type: photo.mediaType,
                  data: photo.data.toString('base64'),
                },
              },
              { type: 'text', text: PHOTO_INSTRUCTIONS },
            ],
          },
        ],
      });
    } catch (error) {
      await meter({ inputTokens: 0, outputTokens: 0, outcome: 'error' });
      this.logger.warn(
        `Anthropic failed on a menu photo (${error instanceof Error ? error.message : String(error)})`,
      );
      throw unavailable;
    }
    const call = message.content.find(
      (block) => block.type === 'tool_use' && block.name === EXTRACT_TOOL.name,
    );
    await meter({ ...tokensOf(message.usage), outcome: call ? 'ok' : 'no_tool' });
    if (!call || call.type !== 'tool_use') {
      this.logger.warn('the model did not call the tool on a menu photo');
      throw unavailable;
    }
    return keepValidItems((call.input as { items?: unknown }).items);
  }
}
