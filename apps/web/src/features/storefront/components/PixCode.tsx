import { Suspense, lazy } from 'react';
import { Copy } from '@/components/icons';
import { copyText } from '@/lib/clipboard';
import { toast } from '@/lib/mini-toast';

/** The QR code library loads only for an order paid by Pix (not in the first load). */
const PixQrCode = lazy(() => import('./PixQrCode'));

/**
 * A Pix BR Code as the customer pays it: its QR code, the "copia e cola" text and "Copiar código
 * Pix" (a toast says whether the copy worked). Used for the static and the online Pix alike.
 */
export function PixCode({ brCode }: { brCode: string }) {
  async function copy() {
    if (await copyText(brCode)) toast.success('Código Pix copiado!');
    else toast.error('Não foi possível copiar. Selecione o código e copie.');
  }
  return (
    <>
      <div className="grid min-h-56 place-items-center">
        <Suspense
          fallback={
            <div
              role="status"
              aria-label="Carregando QR code do Pix"
              className="size-56 animate-pulse rounded-md bg-slate-100"
            />
          }
        >
          <PixQrCode brCode={brCode} />
        </Suspense>
      </div>
      <textarea
        readOnly
        aria-label="Código Pix copia e cola"
        value={brCode}
        rows={3}
        className="w-full resize-none break-all rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs"
      />
      <button
        type="button"
        onClick={() => void copy()}
        className="inline-flex h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-emerald-700 bg-white px-3 text-sm font-semibold text-emerald-800 hover:bg-emerald-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-500"
      >
        <Copy className="size-4" aria-hidden="true" />
        Copiar código Pix
      </button>
    </>
  );
}
