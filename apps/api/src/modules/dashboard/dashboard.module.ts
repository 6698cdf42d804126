import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { DashboardController } from './dashboard.controller';
import { DashboardService } from './dashboard.service';

/** The seller's admin overview (`GET /stripe/dashboard-info`): store, items, plan and AI quota. */
@Module({
  imports: [CatalogModule],
  controllers: [DashboardController],
  providers: [DashboardService],
})
export class DashboardModule {}
