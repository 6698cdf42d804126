import { toast } from 'sonner';
import {
  RECEIPT_COLUMNS_BY_WIDTH,
  type PrintWidth,
  type ReceiptOrder,
} from '@catalogo/contracts/core';
import { printOrderTicket } from './ticket';

/**
 * Printing the kitchen ticket straight to a thermal (ESC/POS) printer from the browser, with
 * no server and no driver (docs/API.md §8 "Seller alerts"): WebUSB, Web Serial or Web
 * Bluetooth through the @point-of-sale drivers. The drivers and the encoder are imported only
 * when the seller connects or prints, so no store page ever loads them. The last printer is
 * remembered on this device (localStorage) and reconnected when the panel opens: the browser
 * keeps the permission, so no chooser shows again.
 */

/** The ways the browser can reach a printer. */
export type PrinterKind = 'usb' | 'bluetooth' | 'serial';

/** What a driver's `connected` event tells of the printer (the fields vary by driver). */
export interface PrinterDevice {
  type?: string;
  manufacturerName?: string;
  productName?: string;
  serialNumber?: string;
  vendorId?: number | null;
  productId?: number | null;
  /** Bluetooth: the device's name and id. */
  name?: string;
  id?: string;
  language?: string | null;
  codepageMapping?: string | null;
}

/** The part of the @point-of-sale drivers the panel uses (they share this interface). */
export interface ReceiptPrinterDriver {
  /** Opens the browser's chooser (needs a user gesture); success is the `connected` event. */
  connect(): Promise<void>;
  /** Opens a printer permitted before, found by `device`; does nothing when it is absent. */
  reconnect(device: PrinterDevice): Promise<void>;
  disconnect(): Promise<void>;
  print(data: Uint8Array): Promise<void>;
  addEventListener(event: 'connected', listener: (device: PrinterDevice) => void): void;
  addEventListener(event: 'disconnected', listener: () => void): void;
}

/** Makes a driver of a kind; the real one imports the library on first use. */
export type DriverLoader = (kind: PrinterKind) => Promise<ReceiptPrinterDriver>;

/**
 * The printer of this panel: `connected`, being opened (`connecting`), or remembered but not
 * reachable now (`lost`: switched off, unplugged, out of range).
 */
export interface PrinterState {
  kind: PrinterKind;
  /** The printer's name as the seller knows it ("EPSON TM-T20III", "Impressora USB"). */
  label: string;
  status: 'connecting' | 'connected' | 'lost';
}

/** Portuguese texts of the printer. */
export const ThermalPrinterMessages = {
  printFailed: 'Não foi possível imprimir na impressora térmica; abrindo a impressão do navegador.',
  notConnected: 'Nenhuma impressora foi conectada.',
  connected: (label: string) => `Impressora conectada: ${label}`,
} as const;

const STORAGE_KEY = 'catalogo:impressora-termica';
/** How long a print waits for a lost printer to come back before falling back. */
const RECONNECT_TIMEOUT_MS = 8_000;

/** The kinds this browser has (`navigator.usb`, `.bluetooth`, `.serial`), in that order. */
export function availablePrinterKinds(
  nav: object | undefined = globalThis.navigator,
): PrinterKind[] {
  if (!nav) return [];
  return (['usb', 'bluetooth', 'serial'] as const).filter((kind) => kind in nav);
}

/** The real drivers (`printer-drivers.ts`, imported on first use). */
const loadPrinterDriver: DriverLoader = async (kind) =>
  (await import('./printer-drivers')).loadPrinterDriver(kind);

function labelOf(kind: PrinterKind, device: PrinterDevice): string {
  const name =
    kind === 'bluetooth'
      ? device.name
      : [device.manufacturerName, device.productName].filter(Boolean).join(' ');
  if (name?.trim()) return name.trim();
  return {
    usb: 'Impressora USB',
    bluetooth: 'Impressora Bluetooth',
    serial: 'Impressora na porta serial',
  }[kind];
}

interface Saved {
  kind: PrinterKind;
  device: PrinterDevice;
}

function readSaved(storage: Storage | undefined): Saved | null {
  try {
    const saved = JSON.parse(storage?.getItem(STORAGE_KEY) ?? 'null') as Saved | null;
    return saved && ['usb', 'bluetooth', 'serial'].includes(saved.kind) && saved.device
      ? saved
      : null;
  } catch {
    return null;
  }
}

/** The connection to one thermal printer; see `createThermalPrinter`. */
export interface ThermalPrinter {
  getState(): PrinterState | null;
  subscribe(listener: () => void): () => void;
  /** What the encoder should know of the printer (its language and code page table). */
  target(): PrinterDevice;
  /** Opens the chooser of `kind` (call from a click). Resolves true when a printer connected. */
  connect(kind: PrinterKind): Promise<boolean>;
  /** Reconnects the printer remembered on this device, once per page; no chooser. */
  restore(): Promise<void>;
  /** Closes the printer and forgets it on this device. */
  disconnect(): Promise<void>;
  /**
   * Sends `data` to the printer, reconnecting a lost one first. Rejects when there is no
   * printer, it does not come back, or the driver fails.
   */
  print(data: Uint8Array): Promise<void>;
}

/**
 * A thermal printer connection (`ThermalPrinter`) with its drivers from `loadDriver` and the
 * remembered printer in `storage`. State changes reach `subscribe`rs.
 */
export function createThermalPrinter({
  loadDriver = loadPrinterDriver,
  storage = typeof window === 'undefined' ? undefined : window.localStorage,
  available = () => availablePrinterKinds(),
}: {
  loadDriver?: DriverLoader;
  storage?: Storage;
  available?: () => PrinterKind[];
} = {}): ThermalPrinter {
  let state: PrinterState | null = null;
  let device: PrinterDevice = {};
  let driver: ReceiptPrinterDriver | null = null;
  /** The first `restore()`, which a print waits for (it may be reconnecting the printer). */
  let restoring: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const drivers = new Map<PrinterKind, Promise<ReceiptPrinterDriver>>();
  /** Set by the `connected` event of the current driver; read after connect/reconnect. */
  let lastConnected: PrinterDevice | null = null;

  const set = (next: PrinterState | null) => {
    state = next;
    for (const listener of listeners) listener();
  };

  /** One driver per kind for the page's life (each adds listeners to `navigator`). */
  const driverOf = (kind: PrinterKind): Promise<ReceiptPrinterDriver> => {
    let pending = drivers.get(kind);
    if (!pending) {
      pending = loadDriver(kind).then((created) => {
        created.addEventListener('connected', (info) => {
          if (driver !== created) return;
          lastConnected = info;
        });
        created.addEventListener('disconnected', () => {
          if (driver !== created || !state) return;
          set({ ...state, status: 'lost' });
        });
        return created;
      });
      pending.catch(() => drivers.delete(kind));
      drivers.set(kind, pending);
    }
    return pending;
  };

  /**
   * Runs `run` on `kind`'s driver; true (and remembered) when it raised `connected`, and then
   * the printer of another kind, if any, is closed. Otherwise the current printer stays.
   */
  const open = async (
    kind: PrinterKind,
    run: (driver: ReceiptPrinterDriver) => Promise<void>,
  ): Promise<boolean> => {
    const next = await driverOf(kind);
    const previous = driver;
    driver = next;
    lastConnected = null;
    try {
      await run(next);
    } finally {
      if (!lastConnected) driver = previous;
    }
    const info = lastConnected as PrinterDevice | null;
    if (!info) return false;
    if (previous && previous !== next) await previous.disconnect().catch(() => undefined);
    device = info;
    storage?.setItem(STORAGE_KEY, JSON.stringify({ kind, device: info } satisfies Saved));
    set({ kind, label: labelOf(kind, info), status: 'connected' });
    return true;
  };

  const reconnect = async (kind: PrinterKind, saved: PrinterDevice): Promise<boolean> => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), RECONNECT_TIMEOUT_MS);
    });
    try {
      return await Promise.race([open(kind, (d) => d.reconnect(saved)), timeout]);
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    target: () => ({ language: device.language, codepageMapping: device.codepageMapping }),

    async connect(kind) {
      const previous = state;
      set({ kind, label: previous?.label ?? labelOf(kind, {}), status: 'connecting' });
      try {
        if (await open(kind, (d) => d.connect())) return true;
      } catch {
        // A driver that failed to load or open: nothing connected.
      }
      set(previous);
      return false;
    },

    restore() {
      restoring ??= (async () => {
        if (state) return;
        const saved = readSaved(storage);
        if (!saved || !available().includes(saved.kind)) return;
        device = saved.device;
        const label = labelOf(saved.kind, saved.device);
        set({ kind: saved.kind, label, status: 'connecting' });
        if (!(await reconnect(saved.kind, saved.device)))
          set({ kind: saved.kind, label, status: 'lost' });
      })();
      return restoring;
    },

    async disconnect() {
      const current = driver;
      driver = null;
      device = {};
      storage?.removeItem(STORAGE_KEY);
      set(null);
      await current?.disconnect().catch(() => undefined);
    },

    async print(data) {
      await restoring;
      if (!state) throw new Error('No thermal printer');
      if (state.status !== 'connected') {
        const saved = readSaved(storage);
        if (!saved || !(await reconnect(saved.kind, saved.device)))
          throw new Error('The thermal printer is not reachable');
      }
      if (!driver) throw new Error('No thermal printer');
      await driver.print(data);
    },
  };
}

/** The panel's printer (one per page). */
export const thermalPrinter: ThermalPrinter = createThermalPrinter();

/**
 * Prints `order`'s kitchen ticket for `printWidth` mm paper: on the connected thermal printer
 * when there is one (the ESC/POS bytes of `encodeTicket`); through the browser's print dialog
 * when there is none, or, with a toast saying so, when the printer fails. Resolves with where
 * it printed once the bytes are sent or the dialog is closed.
 */
export async function printTicket(
  order: ReceiptOrder,
  printWidth: PrintWidth,
  printer: ThermalPrinter = thermalPrinter,
): Promise<'printer' | 'dialog'> {
  if (printer.getState()) {
    try {
      const { encodeTicket } = await import('./escpos');
      await printer.print(
        encodeTicket(order, RECEIPT_COLUMNS_BY_WIDTH[printWidth], printer.target()),
      );
      return 'printer';
    } catch {
      toast.error(ThermalPrinterMessages.printFailed);
    }
  }
  await printOrderTicket(order, printWidth);
  return 'dialog';
}
