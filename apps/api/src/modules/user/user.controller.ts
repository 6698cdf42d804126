import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { RegisterDto, UpdatePhoneDto } from '@catalogo/contracts';
import type { Me, SuccessResponse } from '@catalogo/contracts/core';
import { CurrentUser, type AuthenticatedUser } from '../../common/current-user.decorator';
import { RateLimit } from '../../common/rate-limit';
import { ApiDtoBody } from '../../common/swagger';
import { UserService } from './user.service';
import { Public } from '../../common/public.decorator';

/** Registration, profile and WhatsApp number of the seller. */
@ApiTags('user')
@Controller('user')
export class UserController {
  constructor(private readonly users: UserService) {}

  /** `POST /user/register` → 201; 409 when the e-mail is taken; 400 invalid; 429 rate limit. */
  @Post('register')
  @Public()
  @RateLimit('register')
  @ApiOperation({ summary: 'Cadastra um vendedor (e sua loja vazia)' })
  @ApiDtoBody(RegisterDto)
  @ApiResponse({ status: 201, description: 'Cadastrado' })
  @ApiResponse({ status: 409, description: 'E-mail já cadastrado' })
  async register(@Body() dto: RegisterDto): Promise<SuccessResponse> {
    await this.users.register(dto);
    return { success: true };
  }

  /** `GET /user/me` → `{email, isEmailConfirmed, phone, Subscription}`. */
  @Get('me')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Dados do vendedor autenticado' })
  me(@CurrentUser() user: AuthenticatedUser): Promise<Me> {
    return this.users.me(user.id);
  }

  /** `PUT /user/phone {phone}`: digits only, a Brazilian number with DDD. */
  @Put('phone')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Atualiza o WhatsApp da loja' })
  @ApiDtoBody(UpdatePhoneDto)
  async updatePhone(
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: UpdatePhoneDto,
  ): Promise<SuccessResponse> {
    await this.users.updatePhone(user.id, dto.phone);
    return { success: true };
  }
}
