import { useEffect, useState } from 'react';
import type { OnlineOrderPix } from '@catalogo/contracts/core';
import { CircleCheck, RefreshCw } from '@/components/icons';
import { api, ApiError } from '@/lib/api';
import { toast } from '@/lib/mini-toast';
import { PixCode } from './PixCode';

const card = 'overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm';

/** How often the status page asks again while an online Pix waits, ms (confirmation ≤ 5 s). */
export const ONLINE_PIX_POLL_MS = 4000;

/** `POST /public-catalog/{slug}/orders/{token}/pix`: a new code for an expired one. */
function requestNewCode(slug: string, token: string): Promise<OnlineOrderPix> {
  return api.post<OnlineOrderPix>(
    `/public-catalog/${encodeURIComponent(slug)}/orders/${encodeURIComponent(token)}/pix`,
    {},
  );
}

/** "Simular pagamento" of the Pix de teste (development only; refused in production). */
function simulatePayment(slug: string, token: string): Promise<OnlineOrderPix> {
  return api.post<OnlineOrderPix>(
    `/public-catalog/${encodeURIComponent(slug)}/orders/${encodeURIComponent(token)}/pix/simulate`,
    {},
  );
}

/** "mm:ss" left until `expiresAt` (ISO), ticking every second; "00:00" once past. */
function useCountdown(expiresAt: string | null): string | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!expiresAt) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  if (!expiresAt) return null;
  const left = Math.max(0, Math.floor((new Date(expiresAt).getTime() - now) / 1000));
  const minutes = Math.floor(left / 60);
  return `${String(minutes).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`;
}

/**
 * The online Pix of an order (docs/API.md §8 "Pix online"): while pending, the provider's QR
 * code, the "copia e cola" and a countdown; "Pagamento confirmado" by itself once the provider
 * confirms (the page refreshes every `ONLINE_PIX_POLL_MS`); "Gerar novo código" when the code
 * expired or could not be created; "Pix devolvido" after a refund. `onChanged` reloads the order.
 */
export function OnlinePixBox({
  slug,
  token,
  pix,
  onChanged,
}: {
  slug: string;
  token: string;
  pix: OnlineOrderPix;
  onChanged: () => void;
}) {
  const countdown = useCountdown(pix.status === 'pending' ? pix.expiresAt : null);
  const [busy, setBusy] = useState(false);
  const expired = pix.status === 'expired' || (pix.status === 'pending' && countdown === '00:00');

  async function newCode() {
    setBusy(true);
    try {
      await requestNewCode(slug, token);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 409))
        toast.error(
          'Não foi possível gerar um novo código. Tente de novo ou pague de outra forma.',
        );
    } finally {
      setBusy(false);
      onChanged();
    }
  }
  async function simulate() {
    setBusy(true);
    try {
      await simulatePayment(slug, token);
    } catch {
      toast.error('Não foi possível simular o pagamento.');
    } finally {
      setBusy(false);
      onChanged();
    }
  }

  if (pix.status === 'paid')
    return (
      <div className={`${card} flex items-center gap-2 px-4 py-4 text-emerald-800`} role="status">
        <CircleCheck className="size-5" aria-hidden="true" />
        <span className="font-semibold">Pagamento confirmado</span>
      </div>
    );
  if (pix.status === 'refunded')
    return (
      <div className={`${card} px-4 py-4 text-sm`} role="status">
        <span className="font-semibold">Pix devolvido</span>: o valor voltou para a sua conta.
      </div>
    );
  if (expired || pix.status === 'unavailable')
    return (
      <div className={`${card} grid gap-2 px-4 py-4`}>
        <h3 className="font-semibold">Pague com Pix</h3>
        <p className="text-sm text-slate-600">
          {expired ? 'O código Pix expirou.' : 'O Pix está indisponível no momento.'} Gere um novo
          código ou combine outra forma de pagamento com a loja.
        </p>
        <button
          type="button"
          disabled={busy}
          onClick={() => void newCode()}
          className="inline-flex h-11 cursor-pointer items-center justify-center gap-2 rounded-lg bg-emerald-700 px-3 text-sm font-semibold text-white hover:bg-emerald-800 disabled:opacity-60"
        >
          <RefreshCw className="size-4" aria-hidden="true" />
          Gerar novo código
        </button>
      </div>
    );
  const brCode = pix.brCode ?? '';
  return (
    <div className={`${card} grid gap-2 px-4 py-4`}>
      <h3 className="font-semibold">Pague com Pix</h3>
      <p className="text-sm text-slate-600">
        Escaneie o QR code no app do seu banco ou copie o código abaixo. O pagamento é confirmado
        aqui sozinho.
      </p>
      {countdown ? (
        <p className="text-sm font-semibold" data-testid="pix-countdown">
          O código vale por mais {countdown}
        </p>
      ) : null}
      <PixCode brCode={brCode} />
      {pix.testMode ? (
        <button
          type="button"
          disabled={busy}
          onClick={() => void simulate()}
          className="cursor-pointer text-sm font-semibold text-emerald-800 underline disabled:opacity-60"
        >
          Pix de teste: simular pagamento
        </button>
      ) : null}
    </div>
  );
}
