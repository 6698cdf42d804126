import type {
  PrinterDevice,
  ReceiptPrinterDriver,
} from '@/features/orders/printing/thermal-printer';

/** What a WebUSB driver reports of an Epson TM-T20III. */
export const EPSON: PrinterDevice = {
  type: 'usb',
  manufacturerName: 'EPSON',
  productName: 'TM-T20III',
  serialNumber: 'X5E1234',
  vendorId: 0x04b8,
  productId: 0x0e28,
  language: 'esc-pos',
  codepageMapping: 'epson',
};

/**
 * A stand-in for a @point-of-sale driver (the boundary with the browser's USB/Bluetooth/serial
 * APIs): `connect` and `reconnect` raise `connected` when the printer is there, `print` keeps
 * the bytes or throws when told to.
 */
export class FakeDriver implements ReceiptPrinterDriver {
  printed: Uint8Array[] = [];
  reconnects: PrinterDevice[] = [];
  disconnects = 0;
  present = true;
  chooserCancelled = false;
  failPrint = false;
  private connectedListeners: ((device: PrinterDevice) => void)[] = [];
  private disconnectedListeners: (() => void)[] = [];

  constructor(private readonly device: PrinterDevice = EPSON) {}

  async connect() {
    if (!this.chooserCancelled) this.connectedListeners.forEach((l) => l(this.device));
  }
  async reconnect(device: PrinterDevice) {
    this.reconnects.push(device);
    if (this.present) this.connectedListeners.forEach((l) => l(this.device));
  }
  async disconnect() {
    this.disconnects += 1;
    this.disconnectedListeners.forEach((l) => l());
  }
  async print(data: Uint8Array) {
    if (this.failPrint) throw new Error('transferOut failed');
    this.printed.push(data);
  }
  addEventListener(event: 'connected', listener: (device: PrinterDevice) => void): void;
  addEventListener(event: 'disconnected', listener: () => void): void;
  addEventListener(event: string, listener: (device: PrinterDevice) => void) {
    if (event === 'connected') this.connectedListeners.push(listener);
    else this.disconnectedListeners.push(listener as () => void);
  }
  /** The printer is unplugged or switched off. */
  unplug() {
    this.present = false;
    this.disconnectedListeners.forEach((l) => l());
  }
}
