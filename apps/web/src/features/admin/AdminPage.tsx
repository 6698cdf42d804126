import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, LogOut, Mail } from 'lucide-react';
import { Logo } from '@/components/Logo';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { clearToken } from '@/lib/cookie';
import { paths } from '@/paths';
import { useMe } from './api';

/** /admin (protected). For now: the panel's frame and the signed-in seller's e-mail. */
export function AdminPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useMe();

  const signOut = () => {
    clearToken();
    queryClient.clear();
    void navigate(paths.home);
  };

  return (
    <div className="min-h-dvh bg-muted/40">
      <title>Painel · Monte Seu Pedido</title>
      <header className="border-b bg-background">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
          <Logo />
          <Button variant="ghost" size="sm" onClick={signOut}>
            <LogOut aria-hidden="true" />
            Sair
          </Button>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Painel</h1>
        <p className="mt-1 text-muted-foreground">
          Gerencie seu catálogo, sua loja e sua assinatura.
        </p>
        <Card className="mt-6 max-w-xl">
          <CardHeader>
            <CardTitle>Conta</CardTitle>
            <CardDescription>Você está conectado como:</CardDescription>
          </CardHeader>
          <CardContent>
            {me.isPending ? (
              <p role="status" className="flex items-center gap-2 text-muted-foreground">
                <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
                Carregando seus dados...
              </p>
            ) : me.isError ? (
              <p role="alert" className="text-destructive">
                Não foi possível carregar seus dados. {me.error.message}
              </p>
            ) : (
              <p
                className="flex items-center gap-2 font-medium [overflow-wrap:anywhere]"
                data-testid="seller-email"
              >
                <Mail className="size-4 shrink-0 text-primary" aria-hidden="true" />
                {me.data.email}
              </p>
            )}
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
