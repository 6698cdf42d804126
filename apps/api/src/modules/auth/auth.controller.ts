import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ForgotPasswordDto, LoginDto, ResetPasswordDto } from '@catalogo/contracts';
import type { LoginResponse, SuccessResponse } from '@catalogo/contracts/core';
import { CurrentUser, type AuthenticatedUser } from '../../common/current-user.decorator';
import { RateLimit } from '../../common/rate-limit';
import { ApiDtoBody } from '../../common/swagger';
import { AuthService } from './auth.service';
import { Public } from '../../common/public.decorator';

/** Sign-in, "Sair de todos os dispositivos" and "Esqueci minha senha" (docs/API.md §7). */
@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  /** `POST /auth/login` → 200 `{accessToken}` (12 h); 401 bad credentials; 429 after 10/min per IP. */
  @Post('login')
  @Public()
  @HttpCode(200)
  @RateLimit('login')
  @ApiOperation({ summary: 'Entra e recebe o token de acesso' })
  @ApiDtoBody(LoginDto)
  @ApiResponse({ status: 200, description: '{ accessToken }' })
  @ApiResponse({ status: 401, description: 'Credenciais inválidas' })
  login(@Body() dto: LoginDto): Promise<LoginResponse> {
    return this.auth.login(dto);
  }

  /** `POST /auth/logout-all` (auth) → 204: every token issued before, this one included, → 401. */
  @Post('logout-all')
  @HttpCode(204)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Sai de todos os dispositivos (invalida todos os tokens)' })
  @ApiResponse({ status: 204, description: 'Todas as sessões encerradas' })
  async logoutAll(@CurrentUser() user: AuthenticatedUser): Promise<void> {
    await this.auth.logoutAll(user.id);
  }

  /**
   * `POST /auth/forgot-password {email}` → 202 `{success: true}` whether or not the address is
   * registered (a link to `/redefinir-senha`, valid 1 hour, is e-mailed only to a registered
   * one); 400 for an invalid e-mail; 429 with `Retry-After` past the same limits as the
   * confirmation resend (per client and address, and per client).
   */
  @Post('forgot-password')
  @Public()
  @HttpCode(202)
  @RateLimit('resend', 'resendClient')
  @ApiOperation({ summary: 'Envia o link para redefinir a senha' })
  @ApiDtoBody(ForgotPasswordDto)
  @ApiResponse({ status: 202, description: 'Mesma resposta para qualquer endereço' })
  @ApiResponse({ status: 429, description: 'Limite de pedidos atingido' })
  async forgotPassword(@Body() dto: ForgotPasswordDto): Promise<SuccessResponse> {
    await this.auth.forgotPassword(dto.email);
    return { success: true };
  }

  /**
   * `POST /auth/reset-password {token, password}` → 200 `{success: true}`: sets the new password
   * and ends every session. 400 `Messages.resetPasswordFailed` for a used, expired or unknown
   * token; 400 for an invalid password.
   */
  @Post('reset-password')
  @Public()
  @HttpCode(200)
  @RateLimit('login')
  @ApiOperation({ summary: 'Redefine a senha com o token do link (uso único, 1 hora)' })
  @ApiDtoBody(ResetPasswordDto)
  @ApiResponse({ status: 200, description: 'Senha redefinida' })
  @ApiResponse({ status: 400, description: 'Token desconhecido, já usado ou expirado' })
  async resetPassword(@Body() dto: ResetPasswordDto): Promise<SuccessResponse> {
    await this.auth.resetPassword(dto);
    return { success: true };
  }
}
