import { LoaderCircle } from 'lucide-react';

/** /confirm-email?token=… Placeholder until the e-mail confirmation issue builds it. */
export function ConfirmEmailPage() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-3 p-6 text-center">
      <title>Confirmação de e-mail · Monte Seu Pedido</title>
      <LoaderCircle className="size-6 animate-spin text-primary" aria-hidden="true" />
      <h1 className="text-xl font-semibold">Confirmando seu e-mail...</h1>
    </main>
  );
}
