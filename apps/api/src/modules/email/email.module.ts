import { Module } from '@nestjs/common';
import { appConfig, type AppConfig } from '../../config/app.config';
import { UserModule } from '../user/user.module';
import { Clock } from '../../common/clock';
import { EmailController } from './email.controller';
import { EmailService } from './email.service';
import { LogMailer } from './log-mailer';
import { Mailer } from './mailer';
import { SmtpMailer } from './smtp-mailer';

/**
 * E-mail confirmation over the `Mailer` port: SMTP when `SMTP_URL` is set, otherwise the API log
 * (docs/API.md §1).
 */
@Module({
  imports: [UserModule],
  controllers: [EmailController],
  providers: [
    Clock,
    EmailService,
    {
      provide: Mailer,
      inject: [appConfig.KEY],
      useFactory: (config: AppConfig): Mailer =>
        config.mail.smtpUrl
          ? new SmtpMailer(config.mail.smtpUrl, config.mail.from)
          : new LogMailer(),
    },
  ],
  exports: [Clock, Mailer, EmailService],
})
export class EmailModule {}
