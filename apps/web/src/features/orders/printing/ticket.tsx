import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { QRCodeSVG } from 'qrcode.react';
import {
  RECEIPT_COLUMNS_BY_WIDTH,
  receiptLines,
  type PrintWidth,
  type ReceiptColumns,
  type ReceiptOrder,
} from '@catalogo/contracts/core';

/**
 * The kitchen ticket of an order, printed by the browser (docs/API.md §8 "Seller alerts"): the
 * contracts' layout (`receiptLines`, the same text as `GET /orders/{id}/receipt.txt`) in a
 * monospaced font sized so `columns` characters fill the paper's printable width (58 mm paper:
 * 32 columns on 48 mm; 80 mm paper: 48 columns on 72 mm), the order number in large type and the
 * status link as a QR code.
 */
export function Ticket({ order, columns }: { order: ReceiptOrder; columns: ReceiptColumns }) {
  const lines = receiptLines(order, { columns });
  const link = order.statusUrl.trim();
  return (
    <div className="order-ticket" data-columns={columns} data-testid="order-ticket">
      {lines.map((line, index) => (
        <div
          key={index}
          data-style={line.style}
          style={{
            whiteSpace: 'pre',
            textAlign: line.align === 'center' ? 'center' : undefined,
            fontWeight: line.style ? 700 : undefined,
            fontSize: line.style === 'large' ? '2em' : undefined,
            lineHeight: line.style === 'large' ? 1.1 : undefined,
          }}
        >
          {line.text || ' '}
        </div>
      ))}
      {link ? (
        <div style={{ display: 'flex', justifyContent: 'center', paddingTop: '2mm' }}>
          <QRCodeSVG
            value={link}
            level="M"
            marginSize={1}
            role="img"
            aria-label="QR code do acompanhamento do pedido"
            style={{ width: columns === 32 ? '30mm' : '36mm', height: 'auto' }}
          />
        </div>
      ) : null}
    </div>
  );
}

/** Paper and printable widths (mm) of the ticket's paper: the printer's margins take the rest. */
const PAPER: Record<ReceiptColumns, { paper: number; printable: number }> = {
  32: { paper: 58, printable: 48 },
  48: { paper: 80, printable: 72 },
};

/**
 * The print stylesheet while a ticket is printed: the page shows only the ticket, on a page as
 * wide as the paper with no margins, in a monospaced font where `columns` characters (0.6 em
 * each) fill the printable width.
 */
export function ticketPrintCss(columns: ReceiptColumns): string {
  const { paper, printable } = PAPER[columns];
  const fontMm = (printable / (columns * 0.6)).toFixed(2);
  return [
    `@page { size: ${paper}mm auto; margin: 0; }`,
    '@media print {',
    '  body > *:not(.order-ticket-print) { display: none !important; }',
    '  html, body { background: #fff !important; }',
    '}',
    '@media screen { .order-ticket-print { position: fixed; left: -10000px; top: 0; } }',
    `.order-ticket-print { width: ${printable}mm; padding: 2mm ${(paper - printable) / 2}mm; color: #000;`,
    `  font-family: "Courier New", ui-monospace, monospace; font-size: ${fontMm}mm; line-height: 1.25; }`,
  ].join('\n');
}

/**
 * Prints `order`'s ticket for `printWidth` mm paper through the browser's print dialog: mounts
 * the ticket (hidden on screen) and its print stylesheet, calls `window.print()` and removes
 * both once printing ends (`afterprint`, or at once where `print()` blocks). Resolves when the
 * ticket is gone.
 */
export function printOrderTicket(order: ReceiptOrder, printWidth: PrintWidth): Promise<void> {
  const columns = RECEIPT_COLUMNS_BY_WIDTH[printWidth];
  const style = document.createElement('style');
  style.dataset.orderTicket = '';
  style.textContent = ticketPrintCss(columns);
  const container = document.createElement('div');
  container.className = 'order-ticket-print';
  document.head.appendChild(style);
  document.body.appendChild(container);
  const root = createRoot(container);
  flushSync(() => root.render(<Ticket order={order} columns={columns} />));
  return new Promise((resolve) => {
    let done = false;
    const cleanup = () => {
      if (done) return;
      done = true;
      window.removeEventListener('afterprint', cleanup);
      root.unmount();
      container.remove();
      style.remove();
      resolve();
    };
    window.addEventListener('afterprint', cleanup);
    try {
      window.print();
    } finally {
      // print() returns after the dialog in most browsers; some return at once and fire
      // afterprint later, so a late fallback removes the ticket anyway.
      setTimeout(cleanup, 60_000);
    }
  });
}
