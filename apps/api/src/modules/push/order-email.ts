import { buildReceiptText, formatOrderMoney, type SellerOrder } from '@catalogo/contracts/core';
import { escapeHtml } from '../../common/html';

/**
 * The "new order" e-mail to the seller (docs/API.md §8, `alerts.emailOnOrder`): subject
 * "Novo pedido nº 12 · R$ 45,00 · Maria", the link that opens the order in the panel and the
 * kitchen ticket (48 columns) as the body. Every interpolated value is escaped in the HTML.
 */
export function newOrderEmail(
  order: SellerOrder,
  link: string,
): { subject: string; text: string; html: string } {
  const total = formatOrderMoney(Math.round(order.total * 100));
  const subject = `Novo pedido nº ${order.number} · ${total} · ${order.customer.name}`;
  const ticket = buildReceiptText(order, { columns: 48 });
  const text = [`Você recebeu um novo pedido. Abra no painel: ${link}`, '', ticket].join('\n');
  const href = escapeHtml(link);
  const html = `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="margin:0 0 16px;font-size:20px;font-weight:bold">${escapeHtml(subject)}</p>
<p style="margin:0 0 24px"><a href="${href}" style="display:inline-block;background:#16a34a;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold">Abrir o pedido</a></p>
<pre style="margin:0;font-family:Menlo,Consolas,monospace;font-size:13px;white-space:pre-wrap">${escapeHtml(ticket)}</pre>
</div>
</body>
</html>`;
  return { subject, text, html };
}
