import { formatCentsBRL } from '@catalogo/contracts/core';
import { escapeHtml } from '../../../common/html';
import type { LocalCheckoutView } from './local-checkout.service';

/** Plan features listed on the page (docs/PRODUCT.md §2 "/checkout"). */
const FEATURES = [
  'Pedidos ilimitados',
  'Até 50 produtos',
  'Configuração do esquema de pedidos no painel',
  'Link curto para compartilhar',
  'Visualização do número de pedidos solicitados',
];

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
    background:#f4f4f5;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#18181b}
  main{width:100%;max-width:420px;margin:24px;background:#fff;border-radius:16px;padding:32px;
    box-shadow:0 1px 3px rgba(0,0,0,.08),0 8px 24px rgba(0,0,0,.06)}
  .brand{font-weight:700;color:#16a34a;margin:0 0 24px}
  h1{font-size:24px;margin:0 0 4px}
  .price{font-size:32px;font-weight:700;margin:16px 0 0}
  .price small{font-size:16px;font-weight:400;color:#52525b}
  ul{padding:0;margin:24px 0;list-style:none}
  li{padding:6px 0 6px 28px;position:relative}
  li:before{content:"✓";position:absolute;left:0;color:#16a34a;font-weight:700}
  .note{font-size:13px;color:#52525b;background:#fefce8;border:1px solid #fde68a;border-radius:8px;padding:10px 12px}
  .actions{display:flex;gap:12px;margin-top:24px}
  form{flex:1;margin:0}
  button{width:100%;border:0;border-radius:10px;padding:14px;font-size:16px;font-weight:600;cursor:pointer}
  .pay{background:#16a34a;color:#fff}
  .pay:hover{background:#15803d}
  .cancel{background:#e4e4e7;color:#18181b}
  .cancel:hover{background:#d4d4d8}
  button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="brand">Catálogo</p>
${body}
</main>
</body>
</html>`;
}

/**
 * The local checkout page: plan, price and the "Pagar" / "Cancelar" buttons, each a form POST
 * (no script).
 *
 * @param actionBase `${API_URL}/stripe/local-checkout/{token}`; the forms post to `/pay` and
 *   `/cancel` under it.
 */
export function renderLocalCheckoutPage(view: LocalCheckoutView, actionBase: string): string {
  const base = escapeHtml(actionBase);
  return page(
    `Assinar ${view.planName} — Catálogo`,
    `<h1>${escapeHtml(view.planName)}</h1>
<p class="price">${escapeHtml(formatCentsBRL(view.priceCents))} <small>/mês</small></p>
<ul>${FEATURES.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>
<p class="note">Pagamento simulado (ambiente local, sem Stripe): nenhuma cobrança real é feita.</p>
<div class="actions">
<form method="post" action="${base}/cancel"><button type="submit" class="cancel">Cancelar</button></form>
<form method="post" action="${base}/pay"><button type="submit" class="pay">Pagar</button></form>
</div>`,
  );
}

/** A page for a checkout link that cannot be used (unknown, used or expired). */
export function renderLocalCheckoutError(message: string, homeUrl: string): string {
  return page(
    'Pagamento — Catálogo',
    `<h1>Pagamento</h1>
<p>${escapeHtml(message)}</p>
<p><a href="${escapeHtml(homeUrl)}" style="color:#2563eb">Voltar ao painel</a></p>`,
  );
}
