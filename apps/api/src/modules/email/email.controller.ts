import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ResendConfirmationDto } from '@catalogo/contracts';
import type { SuccessResponse } from '@catalogo/contracts/core';
import { RateLimit } from '../../common/rate-limit';
import { ApiDtoBody } from '../../common/swagger';
import { EmailService } from './email.service';
import { Public } from '../../common/public.decorator';

/** E-mail confirmation links (docs/PRODUCT.md §7; public routes). */
@ApiTags('email')
@Controller('email')
export class EmailController {
  constructor(private readonly email: EmailService) {}

  /**
   * `POST /email/confirm/{token}` → 200 `{success: true}`: confirms the seller's e-mail.
   * 400 `Messages.confirmEmailFailed` for an unknown, used or expired (24 h) token.
   */
  @Post('confirm/:token')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'Confirma o e-mail com o token do link (uso único, 24 horas)' })
  @ApiParam({ name: 'token', description: 'Token do link de confirmação' })
  @ApiResponse({ status: 200, description: 'E-mail confirmado' })
  @ApiResponse({ status: 400, description: 'Token desconhecido, já usado ou expirado' })
  async confirm(@Param('token') token: string): Promise<SuccessResponse> {
    await this.email.confirm(token);
    return { success: true };
  }

  /**
   * `POST /email/resend-confirmation {email}` → 200 `{success: true}` whether or not the address
   * is registered or already confirmed (a new link replaces earlier ones); 400 for an invalid
   * e-mail; 429 with `Retry-After` past the per-address (3 per 10 minutes by default) or
   * per-client limit.
   */
  @Post('resend-confirmation')
  @Public()
  @HttpCode(200)
  @RateLimit('resend', 'resendClient')
  @ApiOperation({ summary: 'Reenvia o link de confirmação de e-mail' })
  @ApiDtoBody(ResendConfirmationDto)
  @ApiResponse({ status: 200, description: 'Mesma resposta para qualquer endereço' })
  @ApiResponse({ status: 429, description: 'Limite de reenvios atingido' })
  async resend(@Body() dto: ResendConfirmationDto): Promise<SuccessResponse> {
    await this.email.resendConfirmation(dto.email);
    return { success: true };
  }
}
