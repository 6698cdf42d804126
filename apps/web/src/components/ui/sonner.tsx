import type { CSSProperties } from 'react';
import { Toaster as Sonner, type ToasterProps } from 'sonner';

/**
 * Darker texts for sonner's rich colours (its own are 2.9–4.4:1 on their backgrounds): each is at
 * least 5.8:1 on its toast's background, so toasts meet WCAG 2.1 AA (4.5:1).
 */
const RICH_TEXT_COLOURS = {
  '--success-text': '#065f46',
  '--info-text': '#1d4ed8',
  '--warning-text': '#92400e',
  '--error-text': '#b91c1c',
} as CSSProperties; // custom properties are not in CSSProperties' keys

/** The app's toast outlet (one, in the app shell), labelled in Portuguese. */
export function Toaster({ style, ...props }: ToasterProps) {
  return (
    <Sonner
      position="top-center"
      richColors
      closeButton
      containerAriaLabel="Notificações"
      toastOptions={{ closeButtonAriaLabel: 'Fechar notificação' }}
      style={{ ...RICH_TEXT_COLOURS, ...style }}
      {...props}
    />
  );
}
