import { ThermalPrinterSettings } from '@/features/orders/components/ThermalPrinterSettings';
import { OrderingSettingsPage } from '@/features/store-settings/components/OrderingSettingsPage';

/** /admin/pedidos-e-entrega: the ordering options with this device's thermal printer (orders). */
export function OrderingSettingsRoute() {
  return <OrderingSettingsPage printerSettings={<ThermalPrinterSettings />} />;
}
