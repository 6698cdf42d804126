import { Body, Controller, HttpCode, Put, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ChangePasswordDto } from '@catalogo/contracts';
import { CurrentUser, type AuthenticatedUser } from '../../common/current-user.decorator';
import { ApiDtoBody } from '../../common/swagger';
import { AuthService } from './auth.service';
import { ACCESS_TOKEN_HEADER } from './session-token';

/**
 * `PUT /user/password` (docs/API.md §7). It lives in the auth module, next to the session
 * logic it shares, though its path is under `/user`.
 */
@ApiTags('user')
@Controller('user')
export class PasswordController {
  constructor(private readonly auth: AuthService) {}

  /**
   * `PUT /user/password {currentPassword, newPassword}` (auth) → 204; every token issued before
   * → 401, and the answer's `X-Access-Token` header carries a new token for this device.
   * 400 `Messages.currentPasswordWrong` when the current password does not match.
   */
  @Put('password')
  @HttpCode(204)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Altera a senha (encerra as outras sessões)' })
  @ApiDtoBody(ChangePasswordDto)
  @ApiResponse({ status: 204, description: 'Senha alterada; novo token em X-Access-Token' })
  @ApiResponse({ status: 400, description: 'Senha atual incorreta' })
  async changePassword(
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: ChangePasswordDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<void> {
    const token = await this.auth.changePassword(user.id, dto.currentPassword, dto.newPassword);
    res.setHeader(ACCESS_TOKEN_HEADER, token);
  }
}
