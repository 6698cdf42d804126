import { Link } from 'react-router-dom';
import {
  ArrowRight,
  ChartColumn,
  Link2,
  MessageCircle,
  Sparkles,
  Store,
  type LucideIcon,
} from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/Logo';
import { paths } from '@/paths';
import { PhonePreview } from './PhonePreview';

interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
}

const features: Feature[] = [
  {
    icon: Store,
    title: 'Catálogo digital de produtos',
    text: 'Organize seus produtos com preços e categorias em um catálogo bonito e fácil de navegar no celular.',
  },
  {
    icon: MessageCircle,
    title: 'Recebimento de pedidos simplificado',
    text: 'Seus clientes montam o carrinho e enviam o pedido pronto pelo WhatsApp, com itens, total e endereço.',
  },
  {
    icon: Link2,
    title: 'Compartilhamento fácil por link',
    text: 'Um link curto e simples para divulgar no status, no Instagram e nos grupos de clientes.',
  },
  {
    icon: ChartColumn,
    title: 'Análise de acessos ao catálogo',
    text: 'Acompanhe quantas vezes seu catálogo foi visitado e quando aconteceu o último acesso.',
  },
];

const steps = [
  {
    title: 'Crie seu catálogo',
    text: 'Cadastre seus produtos e preços, ou cole sua lista e deixe a IA organizar tudo para você.',
  },
  {
    title: 'Compartilhe o link',
    text: 'Envie o link do seu catálogo para seus clientes pelo WhatsApp, Instagram ou onde preferir.',
  },
  {
    title: 'Receba e gerencie pedidos',
    text: 'Os pedidos chegam prontos no seu WhatsApp: é só confirmar, separar e entregar.',
  },
];

/** Landing page (docs/PRODUCT.md §1): what the product does, how it works, calls to action. */
export function LandingPage() {
  return (
    <div className="min-h-dvh bg-background">
      <title>Monte Seu Pedido · Catálogo digital com pedidos pelo WhatsApp</title>

      <header className="sticky top-0 z-40 border-b border-border/60 bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
          <Logo />
          <Button asChild variant="outline" size="sm">
            <Link to={paths.signin}>Admin Login</Link>
          </Button>
        </div>
      </header>

      <main>
        {/* Hero */}
        <section className="relative overflow-hidden">
          <div
            className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,_var(--color-secondary),_transparent_65%)]"
            aria-hidden="true"
          />
          <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pb-16 pt-10 sm:px-6 sm:pt-16 lg:grid-cols-2 lg:pb-24 lg:pt-20">
            <div className="text-center lg:text-left">
              <p className="mb-5 inline-flex items-center gap-2 rounded-full border border-emerald-200 bg-white/80 px-3 py-1 text-xs font-semibold text-secondary-foreground shadow-xs sm:text-sm">
                <Sparkles className="size-3.5 text-primary" aria-hidden="true" />
                Catálogo digital com pedidos pelo WhatsApp
              </p>
              <h1 className="text-4xl font-extrabold tracking-tight text-foreground sm:text-5xl lg:text-6xl">
                Monte Seu Pedido
              </h1>
              <p className="mt-4 text-xl font-semibold text-primary sm:text-2xl">
                Simplifique seu catálogo e aumente suas vendas.
              </p>
              <p className="mx-auto mt-4 max-w-xl text-base leading-relaxed text-muted-foreground sm:text-lg lg:mx-0">
                Crie seu catálogo digital em minutos, compartilhe um link simples com seus clientes
                e receba pedidos organizados direto no WhatsApp.
              </p>
              <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center lg:justify-start">
                <Button asChild size="lg" className="shadow-md shadow-emerald-700/20">
                  <Link to={paths.signup}>
                    Comece Agora
                    <ArrowRight aria-hidden="true" />
                  </Link>
                </Button>
                <Button asChild size="lg" variant="outline">
                  <a href="#como-funciona">Como funciona</a>
                </Button>
              </div>
              <p className="mt-4 text-sm text-muted-foreground">
                Cadastro rápido, sem cartão de crédito.
              </p>
            </div>
            <PhonePreview />
          </div>
        </section>

        {/* Features */}
        <section aria-labelledby="recursos" className="border-t bg-muted/40 py-16 sm:py-20">
          <div className="mx-auto max-w-6xl px-4 sm:px-6">
            <div className="mx-auto max-w-2xl text-center">
              <h2 id="recursos" className="text-3xl font-bold tracking-tight sm:text-4xl">
                Tudo o que você precisa para vender mais
              </h2>
              <p className="mt-3 text-muted-foreground">
                Feito para pequenos vendedores que atendem pelo WhatsApp.
              </p>
            </div>
            <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {features.map(({ icon: Icon, title, text }) => (
                <li
                  key={title}
                  className="rounded-xl border bg-card p-6 shadow-sm transition-shadow hover:shadow-md"
                >
                  <span className="grid size-11 place-items-center rounded-lg bg-secondary text-primary">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <h3 className="mt-4 font-semibold leading-snug">{title}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        {/* How it works */}
        <section
          id="como-funciona"
          aria-labelledby="como-funciona-titulo"
          className="scroll-mt-16 py-16 sm:py-20"
        >
          <div className="mx-auto max-w-6xl px-4 sm:px-6">
            <div className="mx-auto max-w-2xl text-center">
              <h2
                id="como-funciona-titulo"
                className="text-3xl font-bold tracking-tight sm:text-4xl"
              >
                Como funciona
              </h2>
              <p className="mt-3 text-muted-foreground">Três passos e seu catálogo está no ar.</p>
            </div>
            <ol className="mt-10 grid gap-6 md:grid-cols-3">
              {steps.map((step, index) => (
                <li key={step.title} className="relative rounded-xl border bg-card p-6 shadow-sm">
                  <span
                    className="grid size-10 place-items-center rounded-full bg-primary text-lg font-bold text-primary-foreground shadow-sm"
                    aria-hidden="true"
                  >
                    {index + 1}
                  </span>
                  <h3 className="mt-4 text-lg font-semibold">
                    <span className="sr-only">Passo {index + 1}: </span>
                    {step.title}
                  </h3>
                  <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{step.text}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>

        {/* Final call to action */}
        <section className="px-4 pb-16 sm:px-6 sm:pb-24">
          <div className="mx-auto max-w-4xl overflow-hidden rounded-2xl bg-gradient-to-br from-emerald-700 to-emerald-900 px-6 py-12 text-center text-white shadow-xl sm:px-12">
            <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">
              Pronto para vender mais?
            </h2>
            <p className="mx-auto mt-3 max-w-xl text-emerald-50">
              Crie seu catálogo hoje mesmo. Leva só alguns minutos e seus clientes já podem fazer
              pedidos.
            </p>
            <Button
              asChild
              size="lg"
              className="mt-8 bg-white text-emerald-800 shadow-md hover:bg-emerald-50"
            >
              <Link to={paths.signup}>Criar Conta Grátis</Link>
            </Button>
          </div>
        </section>
      </main>

      <footer className="border-t py-8">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 text-sm text-muted-foreground sm:flex-row sm:px-6">
          <p>© {new Date().getFullYear()} Monte Seu Pedido. Todos os direitos reservados.</p>
          <nav aria-label="Rodapé" className="flex gap-5">
            <Link className="hover:text-foreground" to={paths.checkout}>
              Planos
            </Link>
            <Link className="hover:text-foreground" to={paths.signin}>
              Entrar
            </Link>
            <Link className="hover:text-foreground" to={paths.signup}>
              Criar conta
            </Link>
          </nav>
        </div>
      </footer>
    </div>
  );
}
