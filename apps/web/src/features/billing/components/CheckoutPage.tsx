import { Link } from 'react-router-dom';
import {
  ArrowRight,
  Check,
  ClipboardList,
  Infinity as InfinityIcon,
  Link2,
  Package,
  ShieldCheck,
  TrendingUp,
  type LucideIcon,
} from 'lucide-react';
import { Limits, formatCentsBRL } from '@catalogo/contracts/core';
import { Logo } from '@/components/Logo';
import { Button } from '@/components/ui/button';
import { getToken } from '@/lib/cookie';
import { paths } from '@/paths';

interface PlanFeature {
  icon: LucideIcon;
  text: string;
}

/** The plan's features as the plan page lists them (docs/PRODUCT.md §2 "/checkout"). */
const planFeatures: PlanFeature[] = [
  { icon: InfinityIcon, text: 'Pedidos ilimitados' },
  { icon: Package, text: `Até ${Limits.maxCatalogItems} produtos` },
  { icon: ClipboardList, text: 'Configuração do esquema de pedidos no painel' },
  { icon: Link2, text: 'Link curto para compartilhar' },
  { icon: TrendingUp, text: 'Visualização do número de pedidos solicitados' },
];

/**
 * Where "Escolher Plano" leads: a signed-in seller (token cookie) manages the subscription on
 * /membership; anyone else creates an account first.
 */
function choosePlanTarget(): string {
  return getToken() ? paths.membership : paths.signup;
}

/** /checkout (docs/PRODUCT.md §2): the single plan, R$ 99,00/mês. */
export function CheckoutPage() {
  const target = choosePlanTarget();
  const signedIn = target === paths.membership;

  return (
    <div className="relative flex min-h-dvh flex-col overflow-hidden bg-background">
      <title>Planos · Monte Seu Pedido</title>
      <div
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[32rem] bg-[radial-gradient(ellipse_at_top,_var(--color-secondary),_transparent_70%)]"
        aria-hidden="true"
      />

      <header className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <Logo />
        <Button asChild variant="outline" size="sm">
          {signedIn ? (
            <Link to={paths.admin}>Painel</Link>
          ) : (
            <Link to={paths.signin}>Admin Login</Link>
          )}
        </Button>
      </header>

      <main className="mx-auto flex w-full max-w-md flex-1 flex-col px-4 pb-12 pt-6 sm:pt-12">
        <div className="text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">Planos</p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
            Escolha seu plano
          </h1>
          <p className="mt-3 text-muted-foreground">
            Um plano simples, com tudo o que você precisa para vender pelo seu catálogo.
          </p>
        </div>

        <section
          aria-labelledby="plano-unico"
          className="relative mt-8 rounded-2xl border-2 border-primary/70 bg-card p-6 shadow-xl shadow-emerald-900/10 sm:p-8"
        >
          <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground shadow-sm">
            Tudo incluso
          </span>
          <h2 id="plano-unico" className="text-lg font-semibold">
            Plano Único
          </h2>
          <p className="mt-3 flex items-baseline gap-1">
            <span className="text-4xl font-extrabold tracking-tight text-foreground">
              {formatCentsBRL(Limits.planPriceCents)}
            </span>
            <span className="text-base font-medium text-muted-foreground">/mês</span>
          </p>
          <p className="mt-2 text-sm text-muted-foreground">
            Catálogo digital com pedidos pelo WhatsApp para o seu negócio.
          </p>

          <hr className="my-6" />

          <ul className="grid gap-3.5" aria-label="Recursos do plano">
            {planFeatures.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3 text-sm">
                <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-secondary text-primary">
                  <Icon className="size-4" aria-hidden="true" />
                </span>
                <span className="font-medium">{text}</span>
              </li>
            ))}
          </ul>

          <Button asChild size="lg" className="mt-8 w-full shadow-md shadow-emerald-700/20">
            <Link to={target}>
              Escolher Plano
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <p className="mt-3 text-center text-xs text-muted-foreground">
            {signedIn
              ? 'Você será levado para a página da sua assinatura.'
              : 'Crie sua conta grátis e assine quando quiser.'}
          </p>
        </section>

        <ul className="mt-8 grid gap-2 text-sm text-muted-foreground">
          <li className="flex items-center justify-center gap-2">
            <ShieldCheck className="size-4 text-primary" aria-hidden="true" />
            Pagamento seguro, renovação mensal
          </li>
          <li className="flex items-center justify-center gap-2">
            <Check className="size-4 text-primary" aria-hidden="true" />
            Cancele quando quiser, direto no painel
          </li>
        </ul>
      </main>
    </div>
  );
}
