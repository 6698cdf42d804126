import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { configureApp } from './configure-app';

/** Boots the API: creates the app, applies `configureApp`, listens on PORT. */
async function bootstrap(): Promise<void> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule, {
    bodyParser: false,
    bufferLogs: true,
  });
  const config = configureApp(app);
  await app.listen(config.port);
}

bootstrap().catch((error: unknown) => {
  // Configuration and start-up errors: one clear message, non-zero exit.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
