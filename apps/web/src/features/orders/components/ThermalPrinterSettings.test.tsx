import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeDriver } from '@/test/fake-printer-driver';
import { ThermalPrinterSettings } from './ThermalPrinterSettings';
import { ThermalPrinterMessages, createThermalPrinter } from '../printing/thermal-printer';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

beforeEach(() => {
  window.localStorage.clear();
  toast.error.mockReset();
});

function printerWith(usb: FakeDriver) {
  return createThermalPrinter({
    loadDriver: async () => usb,
    storage: window.localStorage,
    available: () => ['usb', 'serial'],
  });
}

describe('Impressora térmica', () => {
  it('offers only the ways the browser has, connects, shows the printer and disconnects', async () => {
    const user = userEvent.setup();
    const usb = new FakeDriver();
    render(<ThermalPrinterSettings printer={printerWith(usb)} kinds={['usb', 'serial']} />);

    expect(screen.getByRole('heading', { name: 'Impressora térmica' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Conectar pela porta serial' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Conectar por Bluetooth' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Desconectar' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Conectar impressora USB' }));
    expect(await screen.findByText('Impressora conectada: EPSON TM-T20III')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Conectar impressora USB' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Desconectar' }));
    const again = await screen.findByRole('button', { name: 'Conectar impressora USB' });
    expect((again as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText(/Impressora conectada/)).toBeNull();
    expect(usb.disconnects).toBe(1);
  });

  it('says so when no printer was picked', async () => {
    const user = userEvent.setup();
    const usb = new FakeDriver();
    usb.chooserCancelled = true;
    render(<ThermalPrinterSettings printer={printerWith(usb)} kinds={['usb']} />);
    await user.click(screen.getByRole('button', { name: 'Conectar impressora USB' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(ThermalPrinterMessages.notConnected),
    );
    expect(screen.queryByRole('button', { name: 'Desconectar' })).toBeNull();
  });

  it('reconnects the printer remembered on this device when it shows', async () => {
    await printerWith(new FakeDriver()).connect('usb');
    const usb = new FakeDriver();
    render(<ThermalPrinterSettings printer={printerWith(usb)} kinds={['usb']} />);
    expect(await screen.findByText('Impressora conectada: EPSON TM-T20III')).toBeTruthy();
    expect(usb.reconnects).toHaveLength(1);
  });

  it('points to Chrome or Edge where the browser cannot reach a printer', () => {
    render(<ThermalPrinterSettings printer={printerWith(new FakeDriver())} kinds={[]} />);
    expect(screen.getByText(/abra o painel no Chrome ou no Edge/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
