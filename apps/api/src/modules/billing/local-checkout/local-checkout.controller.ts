import {
  type ArgumentsHost,
  Catch,
  Controller,
  type ExceptionFilter,
  Get,
  Inject,
  Param,
  Post,
  Res,
  UseFilters,
} from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { DomainError, STATUS_BY_CODE } from '../../../common/domain-error';
import { appConfig, type AppConfig } from '../../../config/app.config';
import { renderLocalCheckoutError, renderLocalCheckoutPage } from './local-checkout.page';
import { LocalCheckoutService } from './local-checkout.service';
import { Public } from '../../../common/public.decorator';

/** Renders domain errors of the local checkout pages as HTML (a browser is on the other end). */
@Catch(DomainError)
export class LocalCheckoutErrorFilter implements ExceptionFilter {
  constructor(@Inject(appConfig.KEY) private readonly config: AppConfig) {}

  /** Answers the error's status with a small Portuguese HTML page. */
  catch(error: DomainError, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    res
      .status(STATUS_BY_CODE[error.code])
      .type('html')
      .send(renderLocalCheckoutError(error.message, `${this.config.webUrl}/admin`));
  }
}

/**
 * The local checkout pages (docs/API.md §1, payments without Stripe), reached through the
 * `paymentLink` of `POST /stripe/subscription`. Public: the opaque session token is the
 * credential. Every route answers 404 when Stripe is configured.
 */
@ApiExcludeController()
@UseFilters(LocalCheckoutErrorFilter)
@Controller('stripe/local-checkout')
@Public()
export class LocalCheckoutController {
  constructor(
    private readonly checkout: LocalCheckoutService,
    @Inject(appConfig.KEY) private readonly config: AppConfig,
  ) {}

  /**
   * `GET /stripe/local-checkout/{token}` → 200 HTML page ("Plano Único", R$ 99,00/mês, "Pagar",
   * "Cancelar"); 404 HTML page for an unknown, used or expired token.
   */
  @Get(':token')
  page(@Param('token') token: string, @Res() res: Response): void {
    const view = this.checkout.view(token);
    res
      .type('html')
      .setHeader('Cache-Control', 'no-store')
      .send(renderLocalCheckoutPage(view, `${this.config.apiUrl}/stripe/local-checkout/${token}`));
  }

  /**
   * `POST /stripe/local-checkout/{token}/pay` → 303 to `${WEB_URL}/admin?subscription=success`;
   * the subscription is active for 30 days. 404 for an unknown, used or expired token.
   */
  @Post(':token/pay')
  async pay(@Param('token') token: string, @Res() res: Response): Promise<void> {
    res.redirect(303, await this.checkout.pay(token));
  }

  /**
   * `POST /stripe/local-checkout/{token}/cancel` → 303 to `${WEB_URL}/admin?subscription=canceled`;
   * the subscription is unchanged and the link is closed. 404 as for `pay`.
   */
  @Post(':token/cancel')
  cancel(@Param('token') token: string, @Res() res: Response): void {
    res.redirect(303, this.checkout.abandon(token));
  }
}
