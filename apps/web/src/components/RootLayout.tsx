import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Toaster } from './ui/sonner';

/** The app shell: every page, plus the one toast outlet. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <Toaster />
      <ScrollRestoration />
    </>
  );
}
