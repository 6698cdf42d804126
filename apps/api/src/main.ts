import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from '@nestjs/common';
import { AppModule } from './app.module';
import { configureApp } from './configure-app';
import { shutdownState } from './common/shutdown-state';

/**
 * Graceful shutdown on SIGTERM/SIGINT: after SHUTDOWN_DRAIN_MS (SIGTERM only; /health answers
 * 503 meanwhile), `app.close()` stops accepting connections, lets in-flight
 * requests finish, then runs the shutdown hooks (database pool closed, embedded PostgreSQL
 * stopped); past SHUTDOWN_TIMEOUT_MS after the drain the process exits 1. Nest's own `enableShutdownHooks` is not used: it runs the hooks and re-raises the
 * signal without closing the HTTP server, which resets requests in flight.
 */
function closeGracefully(
  app: NestExpressApplication,
  drainMs: number,
  shutdownTimeoutMs: number,
): void {
  const logger = new Logger('Shutdown');
  let closing = false;
  const onSignal = (signal: NodeJS.Signals): void => {
    if (closing) return;
    closing = true;
    // SIGTERM (an orchestrator): report unhealthy and keep serving for the drain period, so
    // connections already made (even those still queued) are answered; SIGINT closes at once.
    const drain = signal === 'SIGTERM' ? drainMs : 0;
    logger.log(`${signal} received: draining ${drain} ms, then finishing requests in flight`);
    shutdownState.draining = true;
    setTimeout(() => process.exit(1), shutdownTimeoutMs + drain).unref();
    new Promise((resolve) => setTimeout(resolve, drain))
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error(error instanceof Error ? error.message : String(error));
          process.exit(1);
        },
      );
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
}

/** Boots the API: creates the app, applies `configureApp`, listens on PORT. */
async function bootstrap(): Promise<void> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule, {
    bodyParser: false,
    bufferLogs: true,
  });
  const config = configureApp(app);
  closeGracefully(app, config.shutdownDrainMs, config.shutdownTimeoutMs);
  await app.listen(config.port);
}

bootstrap().catch((error: unknown) => {
  // Configuration and start-up errors: one clear message, non-zero exit.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
