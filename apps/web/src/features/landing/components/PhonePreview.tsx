import { Minus, Plus, Search, ShoppingCart } from 'lucide-react';
import { formatBRL } from '@catalogo/contracts/core';

const items = [
  { name: 'Bolo de cenoura', category: 'Bolos', price: 35 },
  { name: 'Brigadeiro (cento)', category: 'Doces', price: 90 },
  { name: 'Torta de limão', category: 'Tortas', price: 48.5 },
  { name: 'Pão de mel', category: 'Doces', price: 6.9 },
];

/**
 * Decorative mock-up of a public catalogue on a phone (hidden from assistive technology). Its
 * text still meets WCAG AA contrast (4.5:1), as the store page it pictures does.
 */
export function PhonePreview() {
  return (
    <div className="relative mx-auto w-full max-w-[300px] select-none" aria-hidden="true">
      <div className="absolute -inset-6 -z-10 rounded-[3rem] bg-emerald-200/40 blur-2xl" />
      <div className="rounded-[2.5rem] border-[10px] border-slate-900 bg-slate-900 shadow-2xl">
        <div className="overflow-hidden rounded-[1.8rem] bg-white">
          <div className="bg-primary px-4 pb-4 pt-6 text-primary-foreground">
            <p className="text-[11px] text-emerald-50">seu link: …/doces-da-ana</p>
            <p className="mt-1 text-lg font-bold">Doces da Ana</p>
            <div className="mt-3 flex items-center gap-2 rounded-md bg-black/15 px-2.5 py-1.5 text-[11px]">
              <Search className="size-3" />
              Buscar produtos
            </div>
          </div>
          <div className="flex gap-1.5 px-3 pt-3 text-[10px] font-semibold">
            <span className="rounded-full bg-primary px-2.5 py-1 text-primary-foreground">
              Todos
            </span>
            <span className="rounded-full bg-muted px-2.5 py-1">Bolos</span>
            <span className="rounded-full bg-muted px-2.5 py-1">Doces</span>
            <span className="rounded-full bg-muted px-2.5 py-1">Tortas</span>
          </div>
          <ul className="divide-y px-3 py-1">
            {items.map((item) => (
              <li key={item.name} className="flex items-center justify-between gap-2 py-2.5">
                <div className="min-w-0">
                  <p className="truncate text-[12px] font-semibold text-foreground">{item.name}</p>
                  <p className="text-[10px] text-muted-foreground">{item.category}</p>
                </div>
                <div className="flex items-center gap-2">
                  <span className="text-[12px] font-semibold text-foreground">
                    {formatBRL(item.price)}
                  </span>
                  <span className="grid size-6 place-items-center rounded-full bg-secondary text-primary">
                    <Plus className="size-3" />
                  </span>
                </div>
              </li>
            ))}
          </ul>
          <div className="m-3 rounded-xl border bg-muted/60 p-3">
            <div className="flex items-center justify-between text-[11px]">
              <span className="flex items-center gap-1.5 font-semibold">
                <ShoppingCart className="size-3.5" /> Carrinho
              </span>
              <span className="flex items-center gap-1.5">
                <Minus className="size-3" /> 2 <Plus className="size-3" />
              </span>
            </div>
            <div className="mt-2 flex items-center justify-between text-[12px] font-bold">
              <span>Total</span>
              <span>{formatBRL(125)}</span>
            </div>
            <div className="mt-2.5 rounded-lg bg-primary py-2 text-center text-[12px] font-bold text-white">
              Fazer pedido
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
