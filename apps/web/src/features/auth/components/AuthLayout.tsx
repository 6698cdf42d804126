import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { Logo } from '@/components/Logo';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { paths } from '@/paths';

/** The line under an auth page's card: a question, then the link that answers it. */
export interface AuthFooter {
  /** E.g. "Já tem uma conta?". */
  prompt: string;
  /** Where the link goes. */
  to: string;
  /** The link's text, e.g. "Entrar". */
  link: string;
}

/** Shared frame of the auth pages (sign-up, sign-in, forgot and reset password). */
export function AuthLayout({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description: string;
  children: ReactNode;
  footer: AuthFooter;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-secondary via-background to-background">
      <header className="mx-auto flex w-full max-w-md justify-center px-4 pt-8">
        <Logo className="text-lg" />
      </header>
      <main className="mx-auto flex w-full max-w-md flex-1 flex-col px-4 py-8 sm:justify-center sm:pb-24">
        <Card className="shadow-lg shadow-emerald-900/5">
          <CardHeader className="text-center">
            <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
        <div className="mt-6 text-center text-sm text-muted-foreground">
          {footer.prompt}{' '}
          <Link to={footer.to} className="font-semibold text-primary hover:underline">
            {footer.link}
          </Link>
        </div>
        <Link
          to={paths.home}
          className="mx-auto mt-4 inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Voltar para o início
        </Link>
      </main>
    </div>
  );
}
