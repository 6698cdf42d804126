import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { SkipThrottle } from '@nestjs/throttler';
import { shutdownState } from '../../common/shutdown-state';
import { Public } from '../../common/public.decorator';

/**
 * Probes. Liveness (`/health/live`) only says the process answers: a database outage must not
 * get every pod restarted. Readiness (`/health/ready`, and `/health` as before) pings the
 * database and answers 503 while it is down or while the process drains on SIGTERM, so the load
 * balancer stops sending traffic.
 */
@ApiTags('health')
@Controller('health')
@Public()
@SkipThrottle()
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly db: TypeOrmHealthIndicator,
  ) {}

  /** `GET /health` → 200 `{status: "ok", …}`; 503 when the database is down or shutting down. */
  @Get()
  @HealthCheck()
  @ApiOperation({ summary: 'Estado da API e do banco de dados' })
  check() {
    return this.readiness();
  }

  /** `GET /health/ready` (readiness probe): same answer as `GET /health`. */
  @Get('ready')
  @HealthCheck()
  @ApiOperation({ summary: 'Pronta para receber tráfego (banco de dados acessível)' })
  ready() {
    return this.readiness();
  }

  /** `GET /health/live` (liveness probe) → 200 `{status: "ok"}` without touching the database. */
  @Get('live')
  @ApiOperation({ summary: 'Processo vivo (não consulta o banco de dados)' })
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  private readiness() {
    if (shutdownState.draining) throw new ServiceUnavailableException();
    return this.health.check([() => this.db.pingCheck('database', { timeout: 2000 })]);
  }
}
