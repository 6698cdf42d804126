import type { DriverLoader } from './thermal-printer';

/**
 * The @point-of-sale drivers, each imported on first use (a chunk of its own): WebUSB, Web
 * Bluetooth and Web Serial (docs/API.md §8 "Seller alerts"). Their packages export browser
 * builds only, so this module is itself loaded lazily by `thermal-printer.ts`.
 */
export const loadPrinterDriver: DriverLoader = async (kind) => {
  if (kind === 'usb') {
    const { default: Driver } = await import('@point-of-sale/webusb-receipt-printer');
    return new Driver();
  }
  if (kind === 'bluetooth') {
    const { default: Driver } = await import('@point-of-sale/webbluetooth-receipt-printer');
    return new Driver();
  }
  const { default: Driver } = await import('@point-of-sale/webserial-receipt-printer');
  return new Driver();
};
