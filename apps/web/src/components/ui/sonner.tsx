import { Toaster as Sonner, type ToasterProps } from 'sonner';

/** The app's toast outlet (one, in the app shell), labelled in Portuguese. */
export function Toaster(props: ToasterProps) {
  return (
    <Sonner
      position="top-center"
      richColors
      closeButton
      containerAriaLabel="Notificações"
      toastOptions={{ closeButtonAriaLabel: 'Fechar notificação' }}
      {...props}
    />
  );
}
