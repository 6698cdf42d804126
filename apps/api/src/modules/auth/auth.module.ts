import { Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { appConfig, type AppConfig } from '../../config/app.config';
import { resolveJwtSecret } from '../../config/jwt-secret';
import { EmailModule } from '../email/email.module';
import { UserModule } from '../user/user.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { PasswordController } from './password.controller';
import { SESSION_LIFETIME_SECONDS } from './session-token';

/** Sign-in, sessions, passwords and the JWT guard every protected module uses (global). */
@Global()
@Module({
  imports: [
    UserModule,
    EmailModule,
    JwtModule.registerAsync({
      inject: [appConfig.KEY],
      useFactory: (config: AppConfig) => ({
        secret: resolveJwtSecret(config),
        signOptions: { algorithm: 'HS256', expiresIn: SESSION_LIFETIME_SECONDS },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  controllers: [AuthController, PasswordController],
  providers: [AuthService],
  exports: [JwtModule],
})
export class AuthModule {}
