import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { LoginDto } from '@catalogo/contracts';
import type { LoginResponse } from '@catalogo/contracts/core';
import { RateLimit } from '../../common/rate-limit';
import { ApiDtoBody } from '../../common/swagger';
import { AuthService } from './auth.service';

/** Sign-in. */
@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  /** `POST /auth/login` → 200 `{accessToken}`; 401 bad credentials; 429 after 10/min per IP. */
  @Post('login')
  @HttpCode(200)
  @RateLimit('login')
  @ApiOperation({ summary: 'Entra e recebe o token de acesso' })
  @ApiDtoBody(LoginDto)
  @ApiResponse({ status: 200, description: '{ accessToken }' })
  @ApiResponse({ status: 401, description: 'Credenciais inválidas' })
  login(@Body() dto: LoginDto): Promise<LoginResponse> {
    return this.auth.login(dto);
  }
}
