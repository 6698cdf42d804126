import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReceiptOrder } from '@catalogo/contracts/core';
import { decodeEscPos } from '@/test/escpos-decoder';
import { orderLine } from '@/test/fixtures';
import { EPSON, FakeDriver } from '@/test/fake-printer-driver';
import {
  ThermalPrinterMessages,
  availablePrinterKinds,
  createThermalPrinter,
  printTicket,
  type PrinterKind,
} from './thermal-printer';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

function order(): ReceiptOrder {
  return {
    number: 7,
    createdAt: '2026-11-24T18:05:00.000Z',
    items: [orderLine({ id: 'l1', name: 'Pão de queijo', price: 5, quantity: 2, lineTotal: 10 })],
    subtotal: 10,
    deliveryFee: 0,
    total: 10,
    fulfilment: 'pickup',
    payment: { method: 'pix', changeFor: null },
    customer: { name: 'João', phone: null },
    address: null,
    notes: null,
    statusUrl: 'https://catalogo.example/padaria/pedido/abc',
    store: { slug: 'padaria', name: 'Padaria', phone: null },
  };
}

/** The browser's print dialog: records the ticket on the page when it opens, then closes. */
let dialogTickets: string[];
beforeEach(() => {
  dialogTickets = [];
  window.localStorage.clear();
  toast.error.mockReset();
  vi.spyOn(window, 'print').mockImplementation(() => {
    dialogTickets.push(document.querySelector('.order-ticket-print')?.textContent ?? '');
    window.dispatchEvent(new Event('afterprint'));
  });
});
afterEach(() => window.localStorage.clear());

function setup(drivers: Partial<Record<PrinterKind, FakeDriver>> = { usb: new FakeDriver() }) {
  const loads: PrinterKind[] = [];
  const printer = createThermalPrinter({
    loadDriver: async (kind) => {
      loads.push(kind);
      const driver = drivers[kind];
      if (!driver) throw new Error(`no ${kind} driver`);
      return driver;
    },
    storage: window.localStorage,
    available: () => ['usb', 'bluetooth', 'serial'],
  });
  return { printer, loads, usb: drivers.usb! };
}

describe('printing a ticket', () => {
  it('without a printer opens the print dialog and loads no driver', async () => {
    const { printer, loads } = setup();
    expect(await printTicket(order(), 80, printer)).toBe('dialog');
    expect(loads).toEqual([]);
    expect(dialogTickets).toHaveLength(1);
    expect(dialogTickets[0]).toContain('PEDIDO Nº 7');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("with a connected printer sends the ticket's ESC/POS bytes to it, no dialog", async () => {
    const { printer, usb } = setup();
    expect(await printer.connect('usb')).toBe(true);
    expect(printer.getState()).toEqual({
      kind: 'usb',
      label: 'EPSON TM-T20III',
      status: 'connected',
    });

    expect(await printTicket(order(), 58, printer)).toBe('printer');
    expect(usb.printed).toHaveLength(1);
    const decoded = decodeEscPos(usb.printed[0]!);
    const lines = decoded.lines.map((line) => line.text);
    expect(lines.map((l) => l.trim())).toContain('PEDIDO Nº 7');
    expect(lines).toContain('Cliente: João');
    // 58 mm paper: 32 columns.
    expect(lines).toContain('='.repeat(32));
    expect(decoded.commands.filter((c) => c !== 'LF').at(-1)).toBe('cut');
    expect(dialogTickets).toEqual([]);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('falls back to the print dialog with a toast when the driver throws', async () => {
    const { printer, usb } = setup();
    await printer.connect('usb');
    usb.failPrint = true;
    expect(await printTicket(order(), 80, printer)).toBe('dialog');
    expect(toast.error).toHaveBeenCalledWith(ThermalPrinterMessages.printFailed);
    expect(dialogTickets).toHaveLength(1);
    expect(dialogTickets[0]).toContain('PEDIDO Nº 7');
  });

  it('falls back when the printer was unplugged and does not come back', async () => {
    const { printer, usb } = setup();
    await printer.connect('usb');
    usb.unplug();
    expect(printer.getState()?.status).toBe('lost');
    expect(await printTicket(order(), 80, printer)).toBe('dialog');
    expect(usb.reconnects).toEqual([EPSON]);
    expect(usb.printed).toEqual([]);
    expect(toast.error).toHaveBeenCalledWith(ThermalPrinterMessages.printFailed);
    expect(dialogTickets).toHaveLength(1);
  });

  it('prints on a lost printer that is back (plugged in again)', async () => {
    const { printer, usb } = setup();
    await printer.connect('usb');
    usb.unplug();
    usb.present = true;
    expect(await printTicket(order(), 80, printer)).toBe('printer');
    expect(usb.printed).toHaveLength(1);
    expect(printer.getState()?.status).toBe('connected');
    expect(dialogTickets).toEqual([]);
  });
});

describe('the remembered printer', () => {
  it('is reconnected on this device by a new page, without a chooser', async () => {
    const first = setup();
    await first.printer.connect('usb');

    const usb = new FakeDriver();
    const { printer } = setup({ usb });
    expect(printer.getState()).toBeNull();
    await printer.restore();
    expect(usb.reconnects).toEqual([EPSON]);
    expect(printer.getState()).toEqual({
      kind: 'usb',
      label: 'EPSON TM-T20III',
      status: 'connected',
    });
    await printTicket(order(), 80, printer);
    expect(usb.printed).toHaveLength(1);
  });

  it('a ticket printed while it is being reconnected waits for it, then prints on it', async () => {
    await setup().printer.connect('usb');
    const usb = new FakeDriver();
    const { printer } = setup({ usb });
    void printer.restore();
    expect(printer.getState()?.status).toBe('connecting');
    expect(await printTicket(order(), 80, printer)).toBe('printer');
    expect(usb.reconnects).toHaveLength(1);
    expect(usb.printed).toHaveLength(1);
  });

  it('shows as lost when it is not there at start, and printing falls back', async () => {
    await setup().printer.connect('usb');
    const usb = new FakeDriver();
    usb.present = false;
    const { printer } = setup({ usb });
    await printer.restore();
    expect(printer.getState()).toMatchObject({ label: 'EPSON TM-T20III', status: 'lost' });
    expect(await printTicket(order(), 80, printer)).toBe('dialog');
    expect(toast.error).toHaveBeenCalledWith(ThermalPrinterMessages.printFailed);
  });

  it('is forgotten by "Desconectar": printing goes back to the dialog, silently', async () => {
    const { printer, usb } = setup();
    await printer.connect('usb');
    await printer.disconnect();
    expect(usb.disconnects).toBe(1);
    expect(printer.getState()).toBeNull();
    expect(await printTicket(order(), 80, printer)).toBe('dialog');
    expect(toast.error).not.toHaveBeenCalled();

    const next = setup({ usb: new FakeDriver() });
    await next.printer.restore();
    expect(next.printer.getState()).toBeNull();
    expect(next.loads).toEqual([]);
  });

  it('a cancelled chooser keeps the printer already connected', async () => {
    const bluetooth = new FakeDriver({ type: 'bluetooth', name: 'MTP-II', id: 'abc' });
    bluetooth.chooserCancelled = true;
    const usb = new FakeDriver();
    const { printer } = setup({ usb, bluetooth });
    await printer.connect('usb');
    expect(await printer.connect('bluetooth')).toBe(false);
    expect(printer.getState()).toMatchObject({ kind: 'usb', status: 'connected' });
    await printTicket(order(), 80, printer);
    expect(usb.printed).toHaveLength(1);

    bluetooth.chooserCancelled = false;
    expect(await printer.connect('bluetooth')).toBe(true);
    expect(usb.disconnects).toBe(1);
    expect(printer.getState()).toEqual({ kind: 'bluetooth', label: 'MTP-II', status: 'connected' });
  });
});

describe('availablePrinterKinds', () => {
  it('offers only the APIs the browser has', () => {
    expect(availablePrinterKinds({})).toEqual([]);
    expect(availablePrinterKinds({ usb: {}, serial: {} })).toEqual(['usb', 'serial']);
    expect(availablePrinterKinds({ bluetooth: {} })).toEqual(['bluetooth']);
  });
});
