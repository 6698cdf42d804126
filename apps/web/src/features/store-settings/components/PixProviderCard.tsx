import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { PaymentProviderInfo } from '@catalogo/contracts/core';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { api, serverMessage } from '@/lib/api';

/** Cache key of `GET /store/payment-provider`. */
export const paymentProviderKey = ['store', 'payment-provider'] as const;

/**
 * Whether "Pix de teste" is offered: on the development server, or in a build made with
 * `VITE_PIX_TEST_PROVIDER=1` (staging, browser journeys). The API refuses it in production anyway.
 */
const OFFER_TEST_PROVIDER = import.meta.env.DEV || import.meta.env.VITE_PIX_TEST_PROVIDER === '1';

/** What `PUT /store/payment-provider` takes (docs/API.md §8 "Pix online"). */
export type ConnectProviderBody =
  { provider: 'mercadopago'; accessToken: string; webhookSecret?: string } | { provider: 'local' };

/**
 * "Pix automático" in "Pedidos e entrega" → "Pagamento" (docs/API.md §8 "Pix online"): the
 * seller connects their own Mercado Pago account with its access token (checked by the API,
 * kept encrypted, never shown again) and an optional webhook secret, sees the account and
 * whether it is production or test, and can disconnect; "Pix de teste" outside production.
 * Self-contained (its own queries), to be mounted in the settings page's payment section.
 */
export function PixProviderCard() {
  const queryClient = useQueryClient();
  const info = useQuery({
    queryKey: paymentProviderKey,
    queryFn: ({ signal }) => api.get<PaymentProviderInfo>('/store/payment-provider', { signal }),
  });
  const [accessToken, setAccessToken] = useState('');
  const [webhookSecret, setWebhookSecret] = useState('');
  const connect = useMutation({
    mutationFn: (body: ConnectProviderBody) =>
      api.put<PaymentProviderInfo>('/store/payment-provider', body),
    onSuccess: (saved) => {
      queryClient.setQueryData(paymentProviderKey, saved);
      setAccessToken('');
      setWebhookSecret('');
      toast.success('Pix automático conectado.');
    },
    onError: (error) =>
      toast.error(serverMessage(error, [400, 503]) ?? 'Não foi possível conectar. Tente de novo.'),
  });
  const disconnect = useMutation({
    mutationFn: () => api.delete<void>('/store/payment-provider'),
    onSuccess: () => {
      queryClient.setQueryData<PaymentProviderInfo>(paymentProviderKey, {
        provider: null,
        connected: false,
        accountName: null,
        liveMode: false,
      });
      toast.success('Pix automático desconectado: os pedidos voltam a usar a sua chave Pix.');
    },
  });

  const current = info.data;
  return (
    <Card role="region" aria-labelledby="pix-provider-title">
      <CardHeader>
        <CardTitle id="pix-provider-title">Pix automático</CardTitle>
        <CardDescription>
          Conecte a sua conta do Mercado Pago: o cliente paga pelo QR code do pedido e o pedido fica
          “Pago” sozinho. Você paga só a tarifa do Mercado Pago; se cancelar um pedido pago, o valor
          volta para o cliente.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {current?.connected ? (
          <div className="grid gap-2" data-testid="pix-provider-connected">
            <p className="text-sm">
              Conectado:{' '}
              <strong>
                {current.provider === 'local'
                  ? 'Pix de teste'
                  : `Mercado Pago${current.accountName ? ` (${current.accountName})` : ''}`}
              </strong>{' '}
              · {current.liveMode ? 'Produção' : 'Teste'}
            </p>
            <Button
              type="button"
              variant="outline"
              disabled={disconnect.isPending}
              onClick={() => disconnect.mutate()}
            >
              Desconectar
            </Button>
          </div>
        ) : (
          <form
            className="grid gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              connect.mutate({
                provider: 'mercadopago',
                accessToken: accessToken.trim(),
                ...(webhookSecret.trim() ? { webhookSecret: webhookSecret.trim() } : {}),
              });
            }}
          >
            <ol className="list-decimal space-y-1 break-words pl-5 text-sm text-muted-foreground">
              <li>
                Entre em mercadopago.com.br/developers → “Suas integrações” → “Criar aplicação”.
              </li>
              <li>
                Em “Credenciais de produção”, copie o <strong>Access Token</strong> (começa com
                APP_USR-) e cole abaixo.
              </li>
              <li>
                Opcional: em “Webhooks”, copie a <strong>assinatura secreta</strong> e cole abaixo
                (as notificações de pagamento passam a ser conferidas).
              </li>
            </ol>
            <div className="grid gap-1.5">
              <Label htmlFor="mp-access-token">Access Token do Mercado Pago</Label>
              <Input
                id="mp-access-token"
                type="password"
                autoComplete="off"
                value={accessToken}
                onChange={(e) => setAccessToken(e.target.value)}
                required
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="mp-webhook-secret">Assinatura secreta do webhook (opcional)</Label>
              <Input
                id="mp-webhook-secret"
                type="password"
                autoComplete="off"
                value={webhookSecret}
                onChange={(e) => setWebhookSecret(e.target.value)}
              />
            </div>
            <Button type="submit" disabled={connect.isPending || !accessToken.trim()}>
              Conectar Mercado Pago
            </Button>
            {OFFER_TEST_PROVIDER ? (
              <Button
                type="button"
                variant="ghost"
                className="h-auto min-h-10 whitespace-normal"
                disabled={connect.isPending}
                onClick={() => connect.mutate({ provider: 'local' })}
              >
                Usar o Pix de teste (desenvolvimento)
              </Button>
            ) : null}
          </form>
        )}
      </CardContent>
    </Card>
  );
}
