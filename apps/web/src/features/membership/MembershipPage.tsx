import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { Logo } from '@/components/Logo';
import { Button } from '@/components/ui/button';
import { paths } from '@/paths';

/** /membership (protected). Placeholder until the subscription issue builds it. */
export function MembershipPage() {
  return (
    <div className="min-h-dvh bg-muted/40">
      <title>Assinatura · Monte Seu Pedido</title>
      <header className="border-b bg-background">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4 sm:px-6">
          <Logo />
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Minha assinatura</h1>
        <p className="mt-2 text-muted-foreground">
          Em breve você poderá gerenciar sua assinatura aqui.
        </p>
        <Button asChild variant="outline" className="mt-6">
          <Link to={paths.admin}>
            <ArrowLeft aria-hidden="true" />
            Voltar para o painel
          </Link>
        </Button>
      </main>
    </div>
  );
}
