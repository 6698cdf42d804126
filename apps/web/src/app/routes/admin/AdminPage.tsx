import { Link, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { LineChart, LogOut, Menu, TicketPercent, Truck, Users } from 'lucide-react';
import { Logo } from '@/components/Logo';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Skeleton } from '@/components/ui/skeleton';
import { clearToken } from '@/lib/cookie';
import { paths } from '@/paths';
import { useMe } from '@/lib/me';
import { useDashboardInfo } from '@/lib/dashboard';
import { useStagedItems } from '@/features/catalog/hooks/useStagedItems';
import { useSubscriptionParamToast } from '@/features/billing/hooks/subscription-param';
import { AccountCard } from '@/features/account/components/AccountCard';
import { AccountSecurityCard } from '@/features/account/components/AccountSecurityCard';
import { AddProductsCard } from '@/features/catalog/components/AddProductsCard';
import { CatalogTable } from '@/features/catalog/components/CatalogTable';
import { OverviewCard } from '@/features/analytics/components/OverviewCard';
import { OrdersCard } from '@/features/orders/components/OrdersCard';
import { StagingCard } from '@/features/catalog/components/StagingCard';
import { StoreInfoCard } from '@/features/store-settings/components/StoreInfoCard';
import { StoreLookCard } from '@/features/store-settings/components/StoreLookCard';
import { ShareCard } from '@/features/store-settings/components/ShareCard';

/**
 * /admin (protected; docs/PRODUCT.md §2): overview, today's orders, store info,
 * account, AI list processing, the staging list and the existing catalogue. Below 1024 px the
 * header's links (Pedidos e entrega, Desempenho, Clientes, Cupons, Sair) sit behind one menu
 * button, so the page never scrolls sideways.
 */
export function AdminPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useMe();
  const dashboard = useDashboardInfo();
  const staged = useStagedItems(me.data?.email);
  useSubscriptionParamToast();

  const signOut = () => {
    clearToken();
    // Drop the seller's cached data once the panel is gone (no refetch without a token).
    void Promise.resolve(navigate(paths.signin, { replace: true })).then(() => queryClient.clear());
  };

  const storeName = dashboard.data?.storeName;

  return (
    <div className="min-h-dvh bg-muted/40">
      <title>Painel · Monte Seu Pedido</title>
      <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
          <Logo className="max-[359px]:[&>span:last-child]:sr-only" />
          <nav aria-label="Painel" className="ml-auto flex items-center gap-1">
            {/* Phones and tablets: one menu button (the five links do not fit below 1024 px). */}
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button
                  variant="ghost"
                  size="icon"
                  className="lg:hidden"
                  aria-label="Menu do painel"
                >
                  <Menu aria-hidden="true" className="size-5" />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent>
                <DropdownMenuItem asChild>
                  <Link to={paths.orderingSettings}>
                    <Truck aria-hidden="true" />
                    Pedidos e entrega
                  </Link>
                </DropdownMenuItem>
                <DropdownMenuItem asChild>
                  <Link to={paths.performance}>
                    <LineChart aria-hidden="true" />
                    Desempenho
                  </Link>
                </DropdownMenuItem>
                <DropdownMenuItem asChild>
                  <Link to={paths.customers}>
                    <Users aria-hidden="true" />
                    Clientes
                  </Link>
                </DropdownMenuItem>
                <DropdownMenuItem asChild>
                  <Link to={paths.coupons}>
                    <TicketPercent aria-hidden="true" />
                    Cupons
                  </Link>
                </DropdownMenuItem>
                <DropdownMenuSeparator />
                <DropdownMenuItem onSelect={signOut}>
                  <LogOut aria-hidden="true" />
                  Sair
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
            <div className="hidden items-center gap-1 lg:flex">
              <Button asChild variant="ghost" size="sm">
                <Link to={paths.orderingSettings}>
                  <Truck aria-hidden="true" />
                  Pedidos e entrega
                </Link>
              </Button>
              <Button asChild variant="ghost" size="sm">
                <Link to={paths.performance}>
                  <LineChart aria-hidden="true" />
                  Desempenho
                </Link>
              </Button>
              <Button asChild variant="ghost" size="sm">
                <Link to={paths.customers}>
                  <Users aria-hidden="true" />
                  Clientes
                </Link>
              </Button>
              <Button asChild variant="ghost" size="sm">
                <Link to={paths.coupons}>
                  <TicketPercent aria-hidden="true" />
                  Cupons
                </Link>
              </Button>
              <Button variant="ghost" size="sm" onClick={signOut}>
                <LogOut aria-hidden="true" />
                Sair
              </Button>
            </div>
          </nav>
        </div>
      </header>
      <main className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-4 px-4 py-6 sm:gap-6 sm:px-6 sm:py-8">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Painel</h1>
          {dashboard.isPending ? (
            <Skeleton className="h-5 w-56" />
          ) : (
            <p className="text-muted-foreground">
              {storeName ? (
                <>
                  Gerencie a loja{' '}
                  <strong className="font-semibold text-foreground" data-testid="header-store-name">
                    {storeName}
                  </strong>
                  : catálogo, link e assinatura.
                </>
              ) : (
                'Gerencie seu catálogo, sua loja e sua assinatura.'
              )}
            </p>
          )}
        </div>

        <div className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:gap-6 md:grid-cols-2 lg:grid-cols-3">
          <OverviewCard />
          <OrdersCard />
          <StoreInfoCard />
          <StoreLookCard storeName={storeName} />
          <div className="md:col-span-2 lg:col-span-2">
            <ShareCard />
          </div>
          <div className="md:col-span-2 lg:col-span-3">
            <AccountCard />
          </div>
        </div>

        <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-4 sm:gap-6 lg:grid-cols-5">
          <div className="lg:col-span-2">
            <AddProductsCard onProcessed={staged.appendProcessed} disabled={!staged.ready} />
          </div>
          <div className="lg:col-span-3">
            <StagingCard ready={staged.ready} items={staged.items} setItems={staged.setItems} />
          </div>
        </div>

        <CatalogTable />

        <AccountSecurityCard />
      </main>
    </div>
  );
}
