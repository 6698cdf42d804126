import { Link } from 'react-router-dom';
import { Check } from 'lucide-react';
import { Limits, formatCentsBRL } from '@catalogo/contracts/core';
import { Logo } from '@/components/Logo';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import { paths } from '@/paths';

const planFeatures = [
  'Pedidos ilimitados',
  `Até ${Limits.maxCatalogItems} produtos`,
  'Configuração do esquema de pedidos no painel',
  'Link curto para compartilhar',
  'Visualização da quantidade de pedidos solicitados',
];

/** /checkout (PRODUCT_SPEC.md §2): the single plan. The choose button has no action. */
export function CheckoutPage() {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-secondary via-background to-background">
      <title>Planos · Monte Seu Pedido</title>
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between px-4 pt-6 sm:px-6">
        <Logo />
        <Button asChild variant="outline" size="sm">
          <Link to={paths.signin}>Admin Login</Link>
        </Button>
      </header>
      <main className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center px-4 py-10">
        <h1 className="text-center text-3xl font-bold tracking-tight">Escolha seu plano</h1>
        <p className="mt-2 text-center text-muted-foreground">
          Um plano simples, com tudo incluso.
        </p>
        <Card className="mt-8 border-primary/30 shadow-lg">
          <CardHeader>
            <h2 className="text-xl font-semibold">Plano Único</h2>
            <CardDescription>
              <span className="text-3xl font-extrabold text-foreground">
                {formatCentsBRL(Limits.planPriceCents)}
              </span>
              <span className="text-muted-foreground">/mês</span>
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-3">
              {planFeatures.map((feature) => (
                <li key={feature} className="flex items-start gap-2 text-sm">
                  <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  {feature}
                </li>
              ))}
            </ul>
          </CardContent>
          <CardFooter>
            <Button size="lg" className="w-full">
              Escolher Plano
            </Button>
          </CardFooter>
        </Card>
      </main>
    </div>
  );
}
