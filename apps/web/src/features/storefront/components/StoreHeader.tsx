import type { ReactNode } from 'react';
import { MessageCircle, Store } from '@/components/icons';
import { formatPhone } from '@catalogo/contracts/core';
import { coverColors } from '@/lib/cover-color';

/** CSS size of the header logo, in px (the API's header logo fits inside 128 px). */
export const LOGO_PX = 56;

/**
 * The store's title band. Without a title (still loading) it keeps the same height with
 * placeholders, so nothing below moves when the catalogue arrives. The store's logo
 * (explicit size, loaded at once: it is above the fold) beside the title, and its cover colour
 * as the background with white or black text, whichever reads better.
 */
export function StoreHeader({
  title,
  productCount,
  phone,
  badge,
  logoUrl,
  coverColor,
}: {
  title?: string;
  productCount?: number;
  phone?: string | null;
  /** "Aberto agora" / "Fechado · abre …" (`OpeningBadge`). */
  badge?: ReactNode;
  logoUrl?: string | null;
  /** `#rrggbb`; null or absent: the default emerald look. */
  coverColor?: string | null;
}) {
  const cover = coverColors(coverColor);
  const soft = cover ? 'opacity-90' : 'text-emerald-50';
  return (
    <header
      className={cover ? undefined : 'bg-gradient-to-br from-emerald-800 to-emerald-700 text-white'}
      style={cover ? { backgroundColor: cover.background, color: cover.text } : undefined}
      data-cover={cover ? cover.background : undefined}
    >
      <div className="mx-auto flex max-w-5xl items-center gap-4 px-4 pb-6 pt-6 sm:px-6 sm:pt-8">
        {logoUrl ? (
          <img
            src={logoUrl}
            alt={title ? `Logo de ${title}` : 'Logo da loja'}
            width={LOGO_PX}
            height={LOGO_PX}
            decoding="async"
            className="size-14 shrink-0 rounded-full bg-white object-cover shadow-sm ring-2 ring-white/60"
          />
        ) : null}
        <div className="min-w-0 flex-1">
          <p
            className={
              'flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wider ' +
              (cover ? 'opacity-90' : 'text-emerald-100')
            }
          >
            <Store className="size-3.5" aria-hidden="true" />
            Catálogo
          </p>
          {title === undefined ? (
            <div className="mt-1 h-8 w-56 max-w-full animate-pulse rounded-md bg-white/20 sm:h-9" />
          ) : (
            <h1 className="mt-1 text-2xl font-bold leading-8 tracking-tight break-words sm:text-3xl sm:leading-9">
              {title}
            </h1>
          )}
          <p
            className={
              'mt-1.5 flex min-h-5 flex-wrap items-center gap-x-2 gap-y-1 text-sm leading-5 ' + soft
            }
          >
            {badge}
            {!productCount ? null : (
              <span>
                {productCount === 1 ? '1 produto' : `${productCount} produtos`}
                {phone ? ' · Peça pelo WhatsApp' : null}
              </span>
            )}
            {phone ? (
              <span className="inline-flex items-center gap-1 whitespace-nowrap">
                <MessageCircle className="size-3.5" aria-hidden="true" />
                <span className="sr-only">WhatsApp da loja: </span>
                {formatPhone(phone)}
              </span>
            ) : null}
          </p>
        </div>
      </div>
    </header>
  );
}

export function StoreFooter() {
  return (
    <footer className="mt-auto border-t bg-white py-6 text-center text-xs text-slate-600">
      Catálogo digital feito com{' '}
      <a href="/" className="font-semibold text-emerald-800 underline-offset-2 hover:underline">
        Monte Seu Pedido
      </a>
    </footer>
  );
}
