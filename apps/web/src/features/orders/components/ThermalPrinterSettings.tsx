import { useEffect, useState, useSyncExternalStore } from 'react';
import { Bluetooth, Cable, Printer, Usb } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  ThermalPrinterMessages,
  availablePrinterKinds,
  thermalPrinter,
  type PrinterKind,
  type PrinterState,
  type ThermalPrinter,
} from '../printing/thermal-printer';

/**
 * The panel's thermal printer (`thermal-printer.ts`) as React state; on first use it
 * reconnects the printer remembered on this device, so "Imprimir" and automatic printing find
 * it (docs/API.md §8 "Seller alerts").
 */
export function useThermalPrinter(printer: ThermalPrinter = thermalPrinter): PrinterState | null {
  const state = useSyncExternalStore(printer.subscribe, printer.getState, () => null);
  useEffect(() => {
    void printer.restore();
  }, [printer]);
  return state;
}

const CONNECT: Record<PrinterKind, { label: string; icon: React.ReactNode }> = {
  usb: { label: 'Conectar impressora USB', icon: <Usb aria-hidden="true" /> },
  bluetooth: { label: 'Conectar por Bluetooth', icon: <Bluetooth aria-hidden="true" /> },
  serial: { label: 'Conectar pela porta serial', icon: <Cable aria-hidden="true" /> },
};

function statusText(state: PrinterState): string {
  if (state.status === 'connected') return ThermalPrinterMessages.connected(state.label);
  if (state.status === 'connecting') return `Conectando: ${state.label}…`;
  return `Impressora sem conexão: ${state.label}. Ligue-a ou conecte de novo.`;
}

/**
 * "Impressora térmica": connect a thermal printer by USB, Bluetooth or serial port (only the
 * ways this browser has), see which one is connected, and "Desconectar". With a printer,
 * "Imprimir" and automatic printing go straight to it; without one, to the print dialog.
 */
export function ThermalPrinterSettings({
  printer = thermalPrinter,
  kinds = availablePrinterKinds(),
}: {
  printer?: ThermalPrinter;
  kinds?: PrinterKind[];
}) {
  const state = useThermalPrinter(printer);
  const [busy, setBusy] = useState(false);

  const connect = async (kind: PrinterKind) => {
    setBusy(true);
    try {
      if (!(await printer.connect(kind))) toast.error(ThermalPrinterMessages.notConnected);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="thermal-printer-title" className="grid gap-2">
      <h3 id="thermal-printer-title" className="flex items-center gap-2 text-sm font-semibold">
        <Printer className="size-4" aria-hidden="true" />
        Impressora térmica
      </h3>
      {kinds.length === 0 ? (
        <p className="text-xs text-muted-foreground">
          Para imprimir direto numa impressora térmica, abra o painel no Chrome ou no Edge. Aqui,
          "Imprimir" usa a impressão do navegador.
        </p>
      ) : (
        <>
          <p className="text-xs text-muted-foreground">
            Imprime o pedido direto na impressora, sem abrir a impressão do navegador.
          </p>
          {state ? (
            <p role="status" className="text-sm">
              {statusText(state)}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            {state?.status === 'connected'
              ? null
              : kinds.map((kind) => (
                  <Button
                    key={kind}
                    type="button"
                    variant="outline"
                    disabled={busy}
                    onClick={() => void connect(kind)}
                  >
                    {CONNECT[kind].icon}
                    {CONNECT[kind].label}
                  </Button>
                ))}
            {state ? (
              <Button type="button" variant="ghost" onClick={() => void printer.disconnect()}>
                Desconectar
              </Button>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
