import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DashboardInfo } from '@catalogo/contracts/core';
import { CurrentUser, type AuthenticatedUser } from '../../common/current-user.decorator';
import { DashboardService } from './dashboard.service';

/** The admin overview; lives under /stripe as the spec's path says (docs/PRODUCT.md §7). */
@ApiTags('stripe')
@ApiBearerAuth()
@Controller('stripe')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  /** `GET /stripe/dashboard-info` → every field of spec §3 plus `aiUsage`. */
  @Get('dashboard-info')
  @ApiOperation({ summary: 'Resumo do painel: loja, catálogo, acessos, assinatura e uso de IA' })
  dashboardInfo(@CurrentUser() user: AuthenticatedUser): Promise<DashboardInfo> {
    return this.dashboard.dashboardInfo(user.id);
  }
}
