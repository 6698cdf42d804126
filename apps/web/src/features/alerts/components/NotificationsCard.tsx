import { BellRing, Send, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format';
import {
  pushSupport,
  useEnablePushMutation,
  usePushDevices,
  useRemovePushDeviceMutation,
  useSendTestPushMutation,
} from '../api/push';

const errorText = (error: unknown) =>
  error instanceof Error ? error.message : 'Não foi possível concluir. Tente de novo.';

/**
 * "Notificações" (docs/API.md §8 "Seller alerts"): turns push notifications on for this device,
 * lists the seller's devices (remove one, send a test), and explains the iPhone's way (add the
 * panel to the home screen first, iOS 16.4 or later).
 */
export function NotificationsCard() {
  const support = pushSupport();
  const devices = usePushDevices();
  const enable = useEnablePushMutation();
  const remove = useRemovePushDeviceMutation();
  const test = useSendTestPushMutation();
  const list = devices.data ?? [];

  return (
    <Card role="region" aria-labelledby="notifications-title">
      <CardContent className="grid gap-3 pt-6 text-sm">
        <h2 id="notifications-title" className="text-base font-semibold">
          Notificações de novos pedidos
        </h2>
        <p className="text-muted-foreground">
          Receba cada pedido novo no celular ou no computador, mesmo com o painel fechado.
        </p>
        {support === 'supported' ? (
          <Button
            // Wraps on a 360 px phone instead of pushing the page sideways.
            className="h-auto min-h-10 justify-self-start whitespace-normal py-2 text-left"
            disabled={enable.isPending}
            onClick={() =>
              enable.mutate(undefined, {
                onSuccess: () => toast.success('Notificações ativadas neste aparelho.'),
                onError: (error) => toast.error(errorText(error)),
              })
            }
          >
            <BellRing aria-hidden="true" />
            {enable.isPending ? 'Ativando...' : 'Ativar notificações neste aparelho'}
          </Button>
        ) : support === 'ios-needs-home-screen' ? (
          <p className="rounded-lg border bg-muted/50 p-3">
            No iPhone, as notificações funcionam com o painel instalado: toque em{' '}
            <strong>Compartilhar</strong> e em <strong>Adicionar à Tela de Início</strong>, abra o
            painel pelo ícone e toque aqui em “Ativar notificações neste aparelho” (iOS 16.4 ou mais
            recente).
          </p>
        ) : (
          <p className="rounded-lg border bg-muted/50 p-3">
            Este navegador não recebe notificações. Use o Chrome, Edge, Firefox ou Safari
            atualizados.
          </p>
        )}

        {list.length > 0 ? (
          <>
            <ul className="grid gap-2" aria-label="Aparelhos com notificações">
              {list.map((device) => (
                <li
                  key={device.id}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-2"
                >
                  <span className="min-w-0 break-words">
                    <span className="block font-medium">{device.label ?? 'Aparelho'}</span>
                    <span className="block text-xs text-muted-foreground">
                      Ativado em {formatDateTime(device.createdAt)}
                    </span>
                  </span>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={remove.isPending}
                    aria-label={`Remover ${device.label ?? 'aparelho'}`}
                    onClick={() =>
                      remove.mutate(device.id, {
                        onSuccess: () => toast.success('Aparelho removido.'),
                        onError: (error) => toast.error(errorText(error)),
                      })
                    }
                  >
                    <Trash2 aria-hidden="true" />
                    Remover
                  </Button>
                </li>
              ))}
            </ul>
            <Button
              variant="outline"
              className="justify-self-start"
              disabled={test.isPending}
              onClick={() =>
                test.mutate(undefined, {
                  onSuccess: () => toast.success('Teste enviado: confira seus aparelhos.'),
                  onError: (error) => toast.error(errorText(error)),
                })
              }
            >
              <Send aria-hidden="true" />
              Enviar teste
            </Button>
          </>
        ) : null}

        <details className="text-muted-foreground">
          <summary className="cursor-pointer font-medium text-foreground">
            Como receber no Android e no iPhone
          </summary>
          <ul className="mt-2 grid list-disc gap-1 pl-5">
            <li>
              Android: abra o painel no Chrome, toque em “Ativar notificações neste aparelho” e
              permita. Para abrir como app, use o menu ⋮ → “Instalar app”.
            </li>
            <li>
              iPhone (iOS 16.4 ou mais recente): no Safari, toque em Compartilhar → “Adicionar à
              Tela de Início”, abra o painel pelo ícone e ative as notificações.
            </li>
            <li>Deixe o painel aberto para ouvir o som a cada pedido novo.</li>
          </ul>
        </details>
      </CardContent>
    </Card>
  );
}
