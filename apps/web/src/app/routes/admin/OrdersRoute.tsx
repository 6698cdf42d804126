import { NotificationsCard } from '@/features/alerts/components/NotificationsCard';
import { OrdersPage } from '@/features/orders/components/OrdersPage';

/** /admin/pedidos: the orders page with this device's push notifications card (alerts). */
export function OrdersRoute() {
  return <OrdersPage notifications={<NotificationsCard />} />;
}
