import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { SkipThrottle } from '@nestjs/throttler';
import { shutdownState } from '../../common/shutdown-state';

/** Liveness and readiness: the database is pinged on each call. */
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly db: TypeOrmHealthIndicator,
  ) {}

  /** `GET /health` → 200 `{status: "ok", …}`; 503 when the database is down or shutting down. */
  @Get()
  @SkipThrottle()
  @HealthCheck()
  @ApiOperation({ summary: 'Estado da API e do banco de dados' })
  check() {
    if (shutdownState.draining) throw new ServiceUnavailableException();
    return this.health.check([() => this.db.pingCheck('database', { timeout: 2000 })]);
  }
}
