import { escapeHtml } from '../../common/html';

/** Product name shown in every e-mail. */
export const PRODUCT_NAME = 'Catálogo';

/** A rendered e-mail: subject, plain text and HTML. */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** Wraps an e-mail body in the shared HTML layout (inline styles: mail clients drop `<style>`). */
function layout(title: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold">${escapeHtml(PRODUCT_NAME)}</p>
${bodyHtml}
</div>
</body>
</html>`;
}

/**
 * The e-mail confirmation message (docs/PRODUCT.md §4: "unconfirmed becomes confirmed through
 * the confirmation link token").
 *
 * @param link the `${WEB_URL}/confirm-email?token=…` address.
 * @param validHours how long the link works, in hours.
 */
export function confirmationEmail(link: string, validHours: number): RenderedEmail {
  const subject = `Confirme seu e-mail no ${PRODUCT_NAME}`;
  const text = [
    'Olá!',
    '',
    `Para confirmar seu e-mail no ${PRODUCT_NAME}, abra o link abaixo:`,
    '',
    link,
    '',
    `O link vale por ${validHours} horas e só pode ser usado uma vez.`,
    'Se você não criou uma conta, ignore esta mensagem.',
    '',
    `Equipe ${PRODUCT_NAME}`,
  ].join('\n');
  const href = escapeHtml(link);
  const html = layout(
    subject,
    `<p style="margin:0 0 16px">Olá!</p>
<p style="margin:0 0 24px">Para confirmar seu e-mail no ${escapeHtml(PRODUCT_NAME)}, clique no botão abaixo.</p>
<p style="margin:0 0 24px"><a href="${href}" style="display:inline-block;background:#16a34a;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold">Confirmar e-mail</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#52525b">Se o botão não funcionar, copie este endereço no navegador:</p>
<p style="margin:0 0 24px;font-size:13px;word-break:break-all"><a href="${href}" style="color:#2563eb">${href}</a></p>
<p style="margin:0;font-size:13px;color:#52525b">O link vale por ${validHours} horas e só pode ser usado uma vez. Se você não criou uma conta, ignore esta mensagem.</p>`,
  );
  return { subject, text, html };
}

/**
 * The "Esqueci minha senha" message (docs/API.md §7).
 *
 * @param link the `${WEB_URL}/redefinir-senha?token=…` address.
 * @param validHours how long the link works, in hours.
 */
export function passwordResetEmail(link: string, validHours: number): RenderedEmail {
  const subject = `Redefina sua senha no ${PRODUCT_NAME}`;
  const validity = validHours === 1 ? '1 hora' : `${validHours} horas`;
  const text = [
    'Olá!',
    '',
    `Recebemos um pedido para redefinir a senha da sua conta no ${PRODUCT_NAME}. Para escolher uma nova senha, abra o link abaixo:`,
    '',
    link,
    '',
    `O link vale por ${validity} e só pode ser usado uma vez.`,
    'Se você não pediu a redefinição, ignore esta mensagem: sua senha continua a mesma.',
    '',
    `Equipe ${PRODUCT_NAME}`,
  ].join('\n');
  const href = escapeHtml(link);
  const html = layout(
    subject,
    `<p style="margin:0 0 16px">Olá!</p>
<p style="margin:0 0 24px">Recebemos um pedido para redefinir a senha da sua conta no ${escapeHtml(PRODUCT_NAME)}. Para escolher uma nova senha, clique no botão abaixo.</p>
<p style="margin:0 0 24px"><a href="${href}" style="display:inline-block;background:#16a34a;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold">Redefinir senha</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#52525b">Se o botão não funcionar, copie este endereço no navegador:</p>
<p style="margin:0 0 24px;font-size:13px;word-break:break-all"><a href="${href}" style="color:#2563eb">${href}</a></p>
<p style="margin:0;font-size:13px;color:#52525b">O link vale por ${validity} e só pode ser usado uma vez. Se você não pediu a redefinição, ignore esta mensagem: sua senha continua a mesma.</p>`,
  );
  return { subject, text, html };
}
