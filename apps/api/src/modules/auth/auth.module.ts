import { Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { appConfig, type AppConfig } from '../../config/app.config';
import { resolveJwtSecret } from '../../config/jwt-secret';
import { JwtAuthGuard } from '../../common/jwt-auth.guard';
import { UserModule } from '../user/user.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';

/** Sign-in and the JWT guard every protected module uses (global). */
@Global()
@Module({
  imports: [
    UserModule,
    JwtModule.registerAsync({
      inject: [appConfig.KEY],
      useFactory: (config: AppConfig) => ({
        secret: resolveJwtSecret(config),
        signOptions: { algorithm: 'HS256', expiresIn: config.jwt.expiresInSeconds },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  controllers: [AuthController],
  providers: [AuthService, JwtAuthGuard],
  exports: [JwtModule, JwtAuthGuard],
})
export class AuthModule {}
