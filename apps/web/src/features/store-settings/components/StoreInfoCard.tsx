import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Copy, ExternalLink, Link2, MessageCircle, Pencil, Store } from 'lucide-react';
import { formatPhone } from '@catalogo/contracts/core';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { useDashboardInfo } from '@/lib/dashboard';
import { catalogUrl, publicHost } from '../utils/store-link';
import { PanelCardHeader } from '@/components/panel/PanelCardHeader';
import { LoadingBlock, QueryError } from '@/components/panel/states';
import { PhoneSheet } from './PhoneSheet';
import { SlugSheet } from './SlugSheet';
import { StoreNameSheet } from './StoreNameSheet';

const NOT_SET = 'Não definido';

type Editing = 'name' | 'slug' | 'phone' | null;

function InfoRow({
  icon,
  label,
  value,
  isSet,
  editLabel,
  onEdit,
  actions,
  testId,
}: {
  icon: ReactNode;
  label: string;
  value: ReactNode;
  isSet: boolean;
  editLabel: string;
  onEdit: () => void;
  actions?: ReactNode;
  testId: string;
}) {
  return (
    <div className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
      <span
        aria-hidden="true"
        className="mt-0.5 grid size-8 shrink-0 place-items-center rounded-md bg-muted text-muted-foreground [&_svg]:size-4"
      >
        {icon}
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-xs font-medium text-muted-foreground">{label}</p>
        <p
          data-testid={testId}
          className={cn(
            'mt-0.5 text-sm font-semibold [overflow-wrap:anywhere]',
            !isSet && 'font-normal italic text-muted-foreground',
          )}
        >
          {isSet ? value : NOT_SET}
        </p>
        {actions}
      </div>
      <Button
        variant="outline"
        size="icon"
        className="size-9 shrink-0"
        onClick={onEdit}
        aria-label={editLabel}
        title={editLabel}
      >
        <Pencil aria-hidden="true" />
      </Button>
    </div>
  );
}

async function copyLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast.success('Link copiado para a área de transferência.');
  } catch {
    toast.error('Não foi possível copiar o link.');
  }
}

/**
 * "Informações da loja": store name, short link (host + slug) and WhatsApp number, each edited
 * in a side sheet; "Não definido" when empty (docs/PRODUCT.md §2).
 */
export function StoreInfoCard() {
  const dashboard = useDashboardInfo();
  const [editing, setEditing] = useState<Editing>(null);
  const host = publicHost();

  const info = dashboard.data;
  const storeName = info?.storeName ?? '';
  const slug = info?.siteSlug ?? '';
  const phone = info?.phone ?? '';
  const close = (open: boolean) => {
    if (!open) setEditing(null);
  };

  return (
    <Card role="region" aria-labelledby="store-info-title">
      <PanelCardHeader
        icon={<Store />}
        titleId="store-info-title"
        title="Informações da loja"
        description="O que seus clientes veem no catálogo."
      />
      <CardContent>
        {dashboard.isPending ? (
          <LoadingBlock label="Carregando informações da loja...">
            {[0, 1, 2].map((i) => (
              <div key={i} className="flex items-center gap-3">
                <Skeleton className="size-8" />
                <div className="grid flex-1 gap-1.5">
                  <Skeleton className="h-3 w-20" />
                  <Skeleton className="h-4 w-2/3" />
                </div>
                <Skeleton className="size-9" />
              </div>
            ))}
          </LoadingBlock>
        ) : dashboard.isError ? (
          <QueryError
            message={dashboard.error.message}
            onRetry={() => void dashboard.refetch()}
            retrying={dashboard.isFetching}
          />
        ) : (
          <div className="divide-y">
            <InfoRow
              icon={<Store />}
              label="Nome da loja"
              value={storeName}
              isSet={storeName !== ''}
              editLabel="Editar nome da loja"
              onEdit={() => setEditing('name')}
              testId="store-name"
            />
            <InfoRow
              icon={<Link2 />}
              label="Slug do site"
              value={
                <>
                  <span className="font-normal text-muted-foreground">{host}/</span>
                  <wbr />
                  <span className="inline-block">{slug}</span>
                </>
              }
              isSet={slug !== ''}
              editLabel="Editar slug do site"
              onEdit={() => setEditing('slug')}
              testId="store-slug"
              actions={
                slug ? (
                  <div className="mt-1.5 flex flex-wrap gap-1">
                    <Button
                      variant="ghost"
                      size="sm"
                      className="h-8 px-2 text-primary"
                      onClick={() => void copyLink(catalogUrl(slug))}
                      aria-label="Copiar link do catálogo"
                    >
                      <Copy aria-hidden="true" />
                      Copiar link
                    </Button>
                    <Button variant="ghost" size="sm" className="h-8 px-2 text-primary" asChild>
                      <a
                        href={catalogUrl(slug)}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label="Abrir catálogo em uma nova aba"
                      >
                        <ExternalLink aria-hidden="true" />
                        Abrir
                      </a>
                    </Button>
                  </div>
                ) : null
              }
            />
            <InfoRow
              icon={<MessageCircle />}
              label="WhatsApp"
              value={formatPhone(phone)}
              isSet={phone !== ''}
              editLabel="Editar número de WhatsApp"
              onEdit={() => setEditing('phone')}
              testId="store-phone"
            />
          </div>
        )}
      </CardContent>
      <StoreNameSheet open={editing === 'name'} onOpenChange={close} current={storeName} />
      <SlugSheet
        open={editing === 'slug'}
        onOpenChange={close}
        current={slug}
        storeName={storeName}
      />
      <PhoneSheet open={editing === 'phone'} onOpenChange={close} current={phone} />
    </Card>
  );
}
