import { QRCodeSVG } from 'qrcode.react';

/** Side of the QR code, in CSS pixels (large enough for a phone camera across a counter). */
export const PIX_QR_SIZE = 224;

/**
 * The Pix "copia e cola" (EMV BR Code, docs/API.md §6 `pix.brCode`) as a QR code that any bank
 * app scans. Its own chunk: `OrderStatusPage` loads it lazily, only for an order paid by Pix, so
 * neither the public catalogue nor a non-Pix status page downloads the QR library.
 */
export default function PixQrCode({ brCode }: { brCode: string }) {
  return (
    <QRCodeSVG
      value={brCode}
      size={PIX_QR_SIZE}
      level="M"
      marginSize={2}
      role="img"
      aria-label="QR code do Pix"
      data-testid="pix-qr"
    />
  );
}
