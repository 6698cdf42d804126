import { useState } from 'react';
import { toast } from 'sonner';
import { Copy, Download, FileText, QrCode, Send, Share2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { api, defaultBaseUrl } from '@/lib/api';
import { copyText } from '@/lib/clipboard';
import { saveFile } from '@/lib/save-file';
import { useDashboardInfo } from '@/lib/dashboard';
import { catalogUrl, publicHost } from '../utils/store-link';
import { PanelCardHeader } from '@/components/panel/PanelCardHeader';
import { LoadingBlock, QueryError } from '@/components/panel/states';

/** "32 produtos · Peça pelo WhatsApp": the link preview's description (docs/API.md §6). */
export function shareDescription(productCount: number): string {
  return `${productCount === 1 ? '1 produto' : `${productCount} produtos`} · Peça pelo WhatsApp`;
}

/** The text the seller posts in WhatsApp (status, groups, chats) with the link. */
export function shareText(storeName: string, url: string): string {
  const intro = storeName ? `Conheça o catálogo de ${storeName}` : 'Conheça nosso catálogo';
  return `${intro} e faça seu pedido pelo WhatsApp: ${url}`;
}

/** `https://wa.me/?text=…`: WhatsApp opens with the text ready and lets the seller pick where. */
export function whatsappShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

const DOWNLOADS = [
  { path: '/store/qr.png', suffix: 'qr', ext: 'png', label: 'QR code (PNG)', icon: QrCode },
  { path: '/store/qr.svg', suffix: 'qr', ext: 'svg', label: 'QR code (SVG)', icon: QrCode },
  {
    path: '/store/poster.pdf',
    suffix: 'cartaz',
    ext: 'pdf',
    label: 'Cartaz A4 (PDF)',
    icon: FileText,
  },
] as const;

/**
 * "Compartilhar": the short link with copy and "Enviar no WhatsApp", a preview of the
 * card WhatsApp shows for the link (the API's og.png with the page's title and description),
 * and the QR code and A4 poster downloads.
 */
export function ShareCard() {
  const dashboard = useDashboardInfo();
  const [busy, setBusy] = useState<string | null>(null);
  const info = dashboard.data;
  const slug = info?.siteSlug ?? '';
  const storeName = info?.storeName ?? '';
  const url = slug ? catalogUrl(slug) : '';

  async function copy(): Promise<void> {
    if (await copyText(url)) toast.success('Link copiado para a área de transferência.');
    else toast.error('Não foi possível copiar o link.');
  }

  async function download(path: string, filename: string): Promise<void> {
    setBusy(path);
    try {
      // The bearer token rides on the API client (a plain link would not carry it).
      saveFile(await api.get<Blob>(path, { responseType: 'blob' }), filename);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Não foi possível baixar o arquivo.');
    } finally {
      setBusy(null);
    }
  }

  return (
    <Card role="region" aria-labelledby="share-title">
      <PanelCardHeader
        icon={<Share2 />}
        titleId="share-title"
        title="Compartilhar"
        description="Divulgue seu catálogo no WhatsApp e no balcão."
      />
      <CardContent>
        {dashboard.isPending ? (
          <LoadingBlock label="Carregando link do catálogo...">
            <Skeleton className="h-40 w-full" />
          </LoadingBlock>
        ) : dashboard.isError ? (
          <QueryError
            message={dashboard.error.message}
            onRetry={() => void dashboard.refetch()}
            retrying={dashboard.isFetching}
          />
        ) : !slug ? (
          <p className="text-sm text-muted-foreground" data-testid="share-needs-slug">
            Defina o endereço (slug) do seu catálogo em “Informações da loja” para compartilhar.
          </p>
        ) : (
          // minmax(0, 1fr): the long link truncates instead of widening the card past a phone.
          <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
            <div className="flex flex-wrap items-center gap-2">
              <code
                className="min-w-0 flex-1 truncate rounded-md bg-muted px-2 py-1.5 text-sm"
                data-testid="share-link"
              >
                {url}
              </code>
              <Button variant="outline" size="sm" onClick={() => void copy()}>
                <Copy aria-hidden="true" />
                Copiar
              </Button>
              <Button size="sm" asChild>
                <a
                  href={whatsappShareUrl(shareText(storeName, url))}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <Send aria-hidden="true" />
                  Enviar no WhatsApp
                </a>
              </Button>
            </div>

            <figure
              className="overflow-hidden rounded-lg border bg-muted/40"
              aria-label="Prévia do link no WhatsApp"
            >
              <img
                src={`${defaultBaseUrl()}/public-catalog/${encodeURIComponent(slug)}/og.png?v=${encodeURIComponent(`${storeName}|${info?.catalogItemsCount ?? 0}`)}`}
                alt={`Prévia do link de ${storeName || 'seu catálogo'}`}
                width={1200}
                height={630}
                loading="lazy"
                decoding="async"
                className="aspect-[1200/630] h-auto w-full bg-muted object-cover"
              />
              <figcaption className="grid gap-0.5 px-3 py-2">
                <span className="text-sm font-semibold">{storeName || 'Catálogo'}</span>
                <span className="text-xs text-muted-foreground">
                  {shareDescription(info?.catalogItemsCount ?? 0)}
                </span>
                <span className="text-xs text-muted-foreground">{publicHost()}</span>
              </figcaption>
            </figure>

            <div className="flex flex-wrap gap-2">
              {DOWNLOADS.map(({ path, suffix, ext, label, icon: Icon }) => (
                <Button
                  key={path}
                  variant="outline"
                  size="sm"
                  disabled={busy !== null}
                  aria-busy={busy === path}
                  onClick={() => void download(path, `${suffix}-${slug}.${ext}`)}
                >
                  {busy === path ? <Download aria-hidden="true" /> : <Icon aria-hidden="true" />}
                  {label}
                </Button>
              ))}
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
