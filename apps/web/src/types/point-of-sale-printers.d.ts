/**
 * Types of the @point-of-sale receipt printer drivers (they ship none): what the panel uses of
 * WebUSBReceiptPrinter, WebSerialReceiptPrinter and WebBluetoothReceiptPrinter (see their
 * READMEs). `connect()` opens the browser's chooser and never rejects for a user or device
 * problem (it logs it): success is the `connected` event.
 */
declare module '@point-of-sale/webusb-receipt-printer' {
  import type { ReceiptPrinterDriver } from '@/features/orders/printing/thermal-printer';
  export default class WebUSBReceiptPrinter implements ReceiptPrinterDriver {
    constructor(options?: object);
    connect: ReceiptPrinterDriver['connect'];
    reconnect: ReceiptPrinterDriver['reconnect'];
    disconnect: ReceiptPrinterDriver['disconnect'];
    print: ReceiptPrinterDriver['print'];
    addEventListener: ReceiptPrinterDriver['addEventListener'];
  }
}

declare module '@point-of-sale/webserial-receipt-printer' {
  import type { ReceiptPrinterDriver } from '@/features/orders/printing/thermal-printer';
  export default class WebSerialReceiptPrinter implements ReceiptPrinterDriver {
    constructor(options?: object);
    connect: ReceiptPrinterDriver['connect'];
    reconnect: ReceiptPrinterDriver['reconnect'];
    disconnect: ReceiptPrinterDriver['disconnect'];
    print: ReceiptPrinterDriver['print'];
    addEventListener: ReceiptPrinterDriver['addEventListener'];
  }
}

declare module '@point-of-sale/webbluetooth-receipt-printer' {
  import type { ReceiptPrinterDriver } from '@/features/orders/printing/thermal-printer';
  export default class WebBluetoothReceiptPrinter implements ReceiptPrinterDriver {
    constructor(options?: object);
    connect: ReceiptPrinterDriver['connect'];
    reconnect: ReceiptPrinterDriver['reconnect'];
    disconnect: ReceiptPrinterDriver['disconnect'];
    print: ReceiptPrinterDriver['print'];
    addEventListener: ReceiptPrinterDriver['addEventListener'];
  }
}
