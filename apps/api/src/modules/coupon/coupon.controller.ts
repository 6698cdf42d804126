import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { CouponDto } from '@catalogo/contracts';
import type { Coupon } from '@catalogo/contracts/core';
import { CurrentUser, type AuthenticatedUser } from '../../common/current-user.decorator';
import { ApiDtoBody } from '../../common/swagger';
import { CouponService } from './coupon.service';

/**
 * The seller's coupons (auth; docs/API.md §8). Money in reais; another seller's coupon answers
 * 404. The customer's check lives with the orders (`POST /public-catalog/{slug}/coupons/check`).
 */
@ApiTags('coupons')
@ApiBearerAuth()
@Controller('coupons')
export class CouponController {
  constructor(private readonly coupons: CouponService) {}

  /** `GET /coupons` → the store's coupons with `uses` and `revenue`, newest first. */
  @Get()
  @ApiOperation({ summary: 'Cupons da loja, com usos e faturamento' })
  list(@CurrentUser() user: AuthenticatedUser): Promise<Coupon[]> {
    return this.coupons.list(user.id);
  }

  /** `POST /coupons` → 201 with the coupon; 400 invalid, 409 code already used in the store. */
  @Post()
  @ApiOperation({ summary: 'Cria um cupom' })
  @ApiDtoBody(CouponDto)
  @ApiResponse({ status: 409, description: 'Já existe um cupom com este código' })
  create(@CurrentUser() user: AuthenticatedUser, @Body() dto: CouponDto): Promise<Coupon> {
    return this.coupons.create(user.id, dto);
  }

  /** `PUT /coupons/{id}` → the coupon with every field replaced (uses kept); 404, 409. */
  @Put(':id')
  @ApiOperation({ summary: 'Altera um cupom' })
  @ApiDtoBody(CouponDto)
  @ApiResponse({ status: 404, description: 'Cupom não encontrado' })
  @ApiResponse({ status: 409, description: 'Já existe um cupom com este código' })
  update(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body() dto: CouponDto,
  ): Promise<Coupon> {
    return this.coupons.update(user.id, id, dto);
  }

  /** `DELETE /coupons/{id}` → 204; its orders keep the code and the discount. 404 unknown. */
  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Exclui um cupom' })
  @ApiResponse({ status: 404, description: 'Cupom não encontrado' })
  remove(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<void> {
    return this.coupons.remove(user.id, id);
  }
}
