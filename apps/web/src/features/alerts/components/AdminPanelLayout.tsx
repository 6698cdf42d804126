import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { OPEN_MESSAGE } from '../utils/push-notification';
import { linkPanelManifest, registerPanelServiceWorker } from '../utils/pwa';

/**
 * The layout of the seller panel's routes (`/admin`, `/admin/...`): links the web app manifest
 * (installable panel) and registers the panel's service worker, and follows the worker's "open
 * this order" message (a tapped notification while the panel is open) without reloading.
 */
export function AdminPanelLayout() {
  const navigate = useNavigate();
  useEffect(() => linkPanelManifest(), []);
  useEffect(() => {
    void registerPanelServiceWorker();
    const container = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
    if (!container) return;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; url?: unknown } | null;
      if (data?.type !== OPEN_MESSAGE || typeof data.url !== 'string') return;
      if (data.url.startsWith('/admin')) void navigate(data.url);
    };
    container.addEventListener('message', onMessage);
    return () => container.removeEventListener('message', onMessage);
  }, [navigate]);
  return <Outlet />;
}
