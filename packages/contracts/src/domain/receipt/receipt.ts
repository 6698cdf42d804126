/**
 * The kitchen ticket of an order (docs/API.md §8 "Seller alerts"): one pure layout for
 * `GET /orders/{id}/receipt.txt` and the panel's print (browser print dialog or ESC/POS).
 * Dependency-free and browser-safe.
 */
import { formatOrderMoney, reaisToCents } from '../money/money';
import { formatPhone } from '../phone/phone';
import {
  DEFAULT_STORE_TITLE,
  deliveryFeeText,
  orderAddressLines,
  orderLineOptionTexts,
} from '../order-text/order-text';
import { OrderLimits, OrderPaymentMethodLabels, type SellerOrder } from '../../order-core';

/** Ticket widths in characters: 32 for 58 mm paper, 48 for 80 mm paper (Font A). */
export const RECEIPT_COLUMNS = [32, 48] as const;
export type ReceiptColumns = (typeof RECEIPT_COLUMNS)[number];

/** Portuguese messages of the ticket's endpoint. */
export const ReceiptMessages = {
  invalidColumns:
    'Largura do cupom inválida: use columns=32 (papel de 58 mm) ou columns=48 (80 mm).',
} as const;

/** The paper widths the seller picks (mm) and their columns. */
export const RECEIPT_COLUMNS_BY_WIDTH: Readonly<Record<58 | 80, ReceiptColumns>> = {
  58: 32,
  80: 48,
};

/**
 * One line of the ticket, never longer than the columns (code points, NFC). `style` tells a
 * printer what to emphasise: `large` (the order number: double height, and double width where
 * its text fits half the columns), `bold` (store name, section titles, total); `center` aligns.
 */
export interface ReceiptLine {
  text: string;
  style?: 'large' | 'bold';
  align?: 'center';
}

/** What the ticket reads of an order (a `SellerOrder` fits). Money in reais. */
export type ReceiptOrder = Pick<
  SellerOrder,
  | 'number'
  | 'createdAt'
  | 'items'
  | 'subtotal'
  | 'deliveryFee'
  | 'total'
  | 'fulfilment'
  | 'payment'
  | 'customer'
  | 'address'
  | 'notes'
  | 'statusUrl'
  | 'store'
> &
  Partial<Pick<SellerOrder, 'pickupAddress' | 'deliveryFeeToAgree' | 'freeDelivery'>>;

/** Options of `receiptLines` / `buildReceiptText`. */
export interface ReceiptOptions {
  columns: ReceiptColumns;
  /** IANA zone of the date and time (default the stores' zone, America/Sao_Paulo). */
  timeZone?: string;
}

/** Visible length in code points (the text is NFC: "ã" is one). */
const width = (text: string): number => [...text].length;

/** Controls (tabs, newlines, C1) become spaces; runs of spaces collapse; NFC; trimmed. */
function clean(text: string): string {
  return (
    text
      .normalize('NFC')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
      .replace(/ {2,}/g, ' ')
      .trim()
  );
}

/**
 * Word-wraps `text` to `columns` (words longer than a line are cut); the first line starts with
 * `first`, the others with `indent`. Never returns a line longer than `columns`.
 */
export function wrapReceiptText(text: string, columns: number, indent = '', first = ''): string[] {
  const words = clean(text).split(' ').filter(Boolean);
  const lines: string[] = [];
  let line = first;
  let hasWord = false;
  const room = (): number => columns - width(line);
  const push = (): void => {
    lines.push(line.trimEnd());
    line = indent;
    hasWord = false;
  };
  for (const word of words) {
    const sep = hasWord ? ' ' : '';
    if (width(sep + word) <= room()) {
      line += sep + word;
      hasWord = true;
      continue;
    }
    if (hasWord) push();
    let rest = [...word];
    while (rest.length > room()) {
      const take = Math.max(1, room());
      line += rest.slice(0, take).join('');
      rest = rest.slice(take);
      push();
    }
    if (rest.length > 0) {
      line += rest.join('');
      hasWord = true;
    }
  }
  if (hasWord || lines.length === 0) lines.push(line.trimEnd());
  return lines;
}

/** `left` and `right` on one line with `right` flush right; wraps `left` when both do not fit. */
function leftRight(left: string, right: string, columns: number, indent = '  '): string[] {
  const gap = columns - width(left) - width(right);
  if (gap >= 1) return [left + ' '.repeat(gap) + right];
  const lines = wrapReceiptText(left, columns, indent);
  const last = lines[lines.length - 1] ?? '';
  const lastGap = columns - width(last) - width(right);
  if (lastGap >= 1) lines[lines.length - 1] = last + ' '.repeat(lastGap) + right;
  else lines.push(' '.repeat(Math.max(0, columns - width(right))) + right);
  return lines;
}

function formatDateTime(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('pt-BR', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const get = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')}/${get('month')}/${get('year')} ${get('hour')}:${get('minute')}`;
}

const money = (reais: number): string => formatOrderMoney(reaisToCents(reais));

/**
 * The ticket as lines (see `ReceiptLine`): store name, the order number (large), date and time
 * in `timeZone`, customer and phone, delivery address or "RETIRADA", each line with quantity,
 * name, total and its options, the order's notes, subtotal, fee and total, payment (and troco)
 * and the status link. Every line fits `columns`.
 */
export function receiptLines(order: ReceiptOrder, options: ReceiptOptions): ReceiptLine[] {
  const columns = options.columns;
  const timeZone = options.timeZone ?? OrderLimits.timeZone;
  const rule = (char: string): ReceiptLine => ({ text: char.repeat(columns) });
  const plain = (text: string, indent = '', first = ''): ReceiptLine[] =>
    wrapReceiptText(text, columns, indent, first).map((t) => ({ text: t }));
  const bold = (text: string): ReceiptLine[] =>
    wrapReceiptText(text, columns).map((t) => ({ text: t, style: 'bold' as const }));
  const out: ReceiptLine[] = [];

  const store = clean(order.store.name ?? '') || DEFAULT_STORE_TITLE;
  out.push(
    ...wrapReceiptText(store, columns).map((t): ReceiptLine => ({
      text: t,
      style: 'bold',
      align: 'center',
    })),
  );
  out.push(rule('='));
  out.push({ text: `PEDIDO Nº ${order.number}`, style: 'large', align: 'center' });
  out.push(rule('='));
  out.push(...plain(formatDateTime(order.createdAt, timeZone)));
  out.push(...plain(`Cliente: ${order.customer.name}`, '  '));
  if (order.customer.phone) out.push(...plain(`Tel: ${formatPhone(order.customer.phone)}`));
  out.push(rule('-'));

  if (order.fulfilment === 'delivery') {
    out.push(...bold('ENTREGA'));
    if (order.address)
      for (const line of orderAddressLines(order.address)) out.push(...plain(line, '  '));
  } else {
    out.push(...bold('RETIRADA'));
    const pickup = order.pickupAddress?.trim();
    if (pickup) out.push(...plain(pickup, '  '));
  }
  out.push(rule('-'));

  for (const item of order.items) {
    for (const text of leftRight(
      `${item.quantity}x ${clean(item.name)}`,
      money(item.lineTotal),
      columns,
    ))
      out.push({ text });
    for (const option of orderLineOptionTexts(item.options, formatOrderMoney))
      out.push(...plain(option.replace(/^\s*•\s*/, ''), '    ', '  + '));
  }
  if (order.notes?.trim()) {
    out.push(rule('-'));
    out.push(...bold('OBSERVAÇÕES'));
    out.push(...plain(order.notes));
  }
  out.push(rule('-'));

  const fee = deliveryFeeText({
    deliveryFeeCents: reaisToCents(order.deliveryFee),
    fulfilment: order.fulfilment,
    freeDelivery: order.freeDelivery,
    deliveryFeeToAgree: order.deliveryFeeToAgree,
  });
  if (fee !== null) {
    for (const text of leftRight('Subtotal', money(order.subtotal), columns)) out.push({ text });
    for (const text of leftRight('Taxa de entrega', fee, columns)) out.push({ text });
  }
  for (const text of leftRight('TOTAL', money(order.total), columns))
    out.push({ text, style: 'bold' });
  out.push(rule('-'));

  out.push(...plain(`Pagamento: ${OrderPaymentMethodLabels[order.payment.method]}`));
  if (order.payment.method === 'cash' && order.payment.changeFor)
    out.push(...plain(`Troco para ${money(order.payment.changeFor)}`));
  out.push(rule('-'));
  out.push(...plain('Acompanhe o pedido:'));
  // A URL is cut anywhere (no spaces to break at), never indented.
  for (let rest = [...order.statusUrl.trim()]; rest.length > 0; rest = rest.slice(columns))
    out.push({ text: rest.slice(0, columns).join('') });
  return out;
}

/**
 * The ticket as plain text (`GET /orders/{id}/receipt.txt`): the lines of `receiptLines`, the
 * centred ones padded with spaces, joined with "\n" and ending with one. No line is longer than
 * `columns` code points.
 */
export function buildReceiptText(order: ReceiptOrder, options: ReceiptOptions): string {
  return (
    receiptLines(order, options)
      .map((line) => {
        if (line.align !== 'center') return line.text;
        const pad = Math.floor((options.columns - width(line.text)) / 2);
        return ' '.repeat(Math.max(0, pad)) + line.text;
      })
      .join('\n') + '\n'
  );
}
