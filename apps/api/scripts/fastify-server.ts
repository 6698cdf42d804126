/**
 * Bench-only: the
 * view path's two routes served by Nest on `@nestjs/platform-fastify`, with NO fast path, so
 * `scripts/bench-fastify.ts` can compare it with the real API (Express + listener swap) and the
 * yardstick in one run.
 *
 *   GET /public-catalog/{slug}  and  PUT /store/access/{slug}   (the same `serve` methods)
 *
 * Started by the bench as `node --import tsx scripts/fastify-server.ts --port N` with the real
 * API's environment; prints `listening <port>` once the first catalogue answers. The product's
 * classes come from the BUILT API (`dist/`, run `nest build` first): tsx (esbuild) does not emit
 * the decorator metadata Nest's injection needs, `tsc` does.
 *
 * Same as the real app: ConfigModule + `appConfig` validation, nestjs-pino's request log (its
 * middleware, through `@fastify/middie`), the throttler module, the two global guards
 * (`AppThrottlerGuard`, `JwtAuthGuard`; both let these `@Public()` `@NoDefaultRateLimit()` routes
 * through after their metadata lookups), the global `TextInputPipe` + ValidationPipe, the global
 * `AllExceptionsFilter`, helmet's output (precomputed, as the fast path applies it) and CORS with
 * the same options, `TRUST_PROXY` as Fastify's `trustProxy`, the database module, and
 * PublicCatalogModule's own imports, providers and exports (read from its `@Module()` metadata:
 * service, cache, answer writer, rate limiter), its controller and the view counter's,
 * plus MediaModule's providers (the catalogue's photo URLs) without its upload routes.
 *
 * Left out (Express-only, or unused by these two routes): Express's JSON body parser and
 * `limitBodyDepth` (Fastify parses bodies itself; neither route has one), the local `/uploads`
 * static files, Swagger (off in production anyway), every other business module. The
 * controllers are Fastify-flavoured copies of `PublicCatalogController`/`PublicAccessController`
 * (same paths and decorators): the real ones write through Express's response object, so these
 * take over the reply (`reply.hijack()`) and hand the raw Node request/response to the real
 * controllers' `serve`. `AllExceptionsFilter` writes with Express's `res.status().json()`; it is
 * registered but no measured request throws (a production move would have to port it).
 */
import 'reflect-metadata';
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as path from 'node:path';
import {
  Controller,
  Get,
  Global,
  Inject,
  Module,
  Param,
  Put,
  Req,
  Res,
  type Provider,
  type Type,
} from '@nestjs/common';
import { APP_GUARD, NestFactory } from '@nestjs/core';
import { ConfigModule } from '@nestjs/config';
import { JwtModule } from '@nestjs/jwt';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { ThrottlerModule } from '@nestjs/throttler';
import { LoggerModule, Logger } from 'nestjs-pino';
import type * as AppConfigFile from '../src/config/app.config';
import type * as LoggerFile from '../src/config/logger';
import type * as RateLimitFile from '../src/common/rate-limit';
import type * as PublicDecoratorFile from '../src/common/public.decorator';
import type * as JwtGuardFile from '../src/modules/auth/jwt-auth.guard';
import type * as DatabaseFile from '../src/database/database.module';
import type * as PublicModuleFile from '../src/modules/public-catalog/public-catalog.module';
import type * as MediaModuleFile from '../src/modules/media/media.module';
import type * as CatalogControllerFile from '../src/modules/public-catalog/public-catalog.controller';
import type * as AccessControllerFile from '../src/modules/analytics/public-access.controller';
import type * as AccessCounterFile from '../src/modules/analytics/access-counter';
import type * as ConfigureFile from '../src/configure-app';
import type * as PrecomputedFile from '../src/common/precomputed-headers';
import type * as TextInputFile from '../src/common/text-input';
import type * as ValidationFile from '../src/common/validation';
import type * as FilterFile from '../src/common/all-exceptions.filter';

const DIST = path.join(__dirname, '..', 'dist');

/** A module of the built API (`dist/{file}.js`), typed as its source. */
async function built<T>(file: string): Promise<T> {
  return (await import(path.join(DIST, `${file}.js`))) as T;
}

/** The parts of Fastify's request and reply these routes use. */
interface FastifyRequestLike {
  ip: string;
  raw: IncomingMessage;
}
interface FastifyReplyLike {
  raw: ServerResponse;
  hijack(): void;
}

/** Value of `--name <value>` on the command line, or undefined. */
function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
}

async function main(): Promise<void> {
  const { appConfig } = await built<typeof AppConfigFile>('config/app.config');
  const { loggerOptions } = await built<typeof LoggerFile>('config/logger');
  const { AppThrottlerGuard, NoDefaultRateLimit, throttlerOptions } =
    await built<typeof RateLimitFile>('common/rate-limit');
  const { Public } = await built<typeof PublicDecoratorFile>('common/public.decorator');
  const { JwtAuthGuard } = await built<typeof JwtGuardFile>('modules/auth/jwt-auth.guard');
  const { DatabaseModule } = await built<typeof DatabaseFile>('database/database.module');
  const { PublicCatalogModule } = await built<typeof PublicModuleFile>(
    'modules/public-catalog/public-catalog.module',
  );
  const { MediaModule } = await built<typeof MediaModuleFile>('modules/media/media.module');
  const { PublicCatalogController } = await built<typeof CatalogControllerFile>(
    'modules/public-catalog/public-catalog.controller',
  );
  const { PublicAccessController } = await built<typeof AccessControllerFile>(
    'modules/analytics/public-access.controller',
  );
  const { AccessCounter } = await built<typeof AccessCounterFile>(
    'modules/analytics/access-counter',
  );
  const { securityHeadersFor, corsPolicyFor } = await built<typeof ConfigureFile>('configure-app');
  const { precomputeHeaders } = await built<typeof PrecomputedFile>('common/precomputed-headers');
  const { TextInputPipe } = await built<typeof TextInputFile>('common/text-input');
  const { createValidationPipe } = await built<typeof ValidationFile>('common/validation');
  const { AllExceptionsFilter } = await built<typeof FilterFile>('common/all-exceptions.filter');
  type Catalog = InstanceType<typeof PublicCatalogController>;
  type Access = InstanceType<typeof PublicAccessController>;

  /** `GET /public-catalog/{slug}`, as PublicCatalogController, on Fastify. */
  @Controller('public-catalog')
  class FastifyCatalogController {
    constructor(@Inject(PublicCatalogController) private readonly catalog: Catalog) {}

    @Get(':slug')
    @Public()
    @NoDefaultRateLimit()
    bySlug(
      @Param('slug') slug: string,
      @Req() req: FastifyRequestLike,
      @Res() reply: FastifyReplyLike,
    ): Promise<void> {
      reply.hijack();
      return this.catalog.serve(slug, req.ip, req.raw, reply.raw);
    }
  }

  /** `PUT /store/access/{slug}`, as PublicAccessController, on Fastify. */
  @Controller('store')
  class FastifyAccessController {
    constructor(@Inject(PublicAccessController) private readonly access: Access) {}

    @Put('access/:slug')
    @Public()
    @NoDefaultRateLimit()
    recordAccess(
      @Param('slug') slug: string,
      @Req() req: FastifyRequestLike,
      @Res() reply: FastifyReplyLike,
    ): Promise<void> {
      reply.hijack();
      return this.access.serve(slug, req.ip, req.raw, reply.raw);
    }
  }

  /** A module's `@Module()` metadata (its imports, providers, exports). */
  const metadata = (module: object, key: string): unknown[] =>
    (Reflect.getMetadata(key, module) as unknown[] | undefined) ?? [];

  /**
   * PublicCatalogModule's imports, providers and exports, with the view counter; these
   * controllers instead of its own (which serve them as providers).
   */
  @Module({
    imports: metadata(PublicCatalogModule, 'imports') as Type[],
    controllers: [FastifyCatalogController, FastifyAccessController],
    providers: [
      ...(metadata(PublicCatalogModule, 'providers') as Provider[]),
      PublicCatalogController,
      PublicAccessController,
      AccessCounter,
    ],
    exports: metadata(PublicCatalogModule, 'exports') as Type[],
  })
  class FastifyPublicCatalogModule {}

  /** MediaModule (global: the catalogue's photo URLs) without its upload/photo routes. */
  @Global()
  @Module({
    providers: metadata(MediaModule, 'providers') as Provider[],
    exports: metadata(MediaModule, 'exports') as Type[],
  })
  class FastifyMediaModule {}

  @Module({
    imports: [
      ConfigModule.forRoot({ isGlobal: true, ignoreEnvFile: true, load: [appConfig] }),
      LoggerModule.forRootAsync({ inject: [appConfig.KEY], useFactory: loggerOptions }),
      ThrottlerModule.forRootAsync({ inject: [appConfig.KEY], useFactory: throttlerOptions }),
      // JwtAuthGuard's JwtService (the real app gets it from AuthModule); no token is verified here.
      JwtModule.register({ secret: process.env.JWT_SECRET }),
      DatabaseModule,
      FastifyMediaModule,
      FastifyPublicCatalogModule,
    ],
    providers: [
      { provide: APP_GUARD, useClass: AppThrottlerGuard },
      { provide: APP_GUARD, useClass: JwtAuthGuard },
    ],
  })
  class FastifyBenchModule {}

  const trustProxy = process.env.TRUST_PROXY;
  const app = await NestFactory.create<NestFastifyApplication>(
    FastifyBenchModule,
    new FastifyAdapter(trustProxy ? { trustProxy } : {}),
    { bufferLogs: true },
  );
  const config = app.get<AppConfigFile.AppConfig>(appConfig.KEY);
  app.useLogger(app.get(Logger));
  // The same helmet (precomputed, as the fast path applies it) and CORS as configureApp.
  app.use(precomputeHeaders(securityHeadersFor(config)));
  app.use(corsPolicyFor(config));
  app.useGlobalPipes(new TextInputPipe(), createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  app.enableShutdownHooks();
  await app.listen(Number(option('--port') ?? 0), '127.0.0.1');
  const address = app.getHttpServer().address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : address}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
