import { Resvg } from '@resvg/resvg-js';
import QRCode from 'qrcode';

/**
 * QR codes of the store's short link (docs/API.md §6 "Sharing"). Error correction M (15 %):
 * a printed poster survives a crease or a smudge, and a short URL stays a small, easily scanned
 * symbol. The quiet zone is the standard 4 modules.
 */
const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

/** The QR code as a standalone SVG document (black on white, scalable for print). */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, {
    ...QR_OPTIONS,
    type: 'svg',
    color: { dark: '#000000', light: '#ffffff' },
  });
}

/**
 * The QR code as a PNG of `widthPx` pixels per side (default 1024: sharp on a printed A5 and
 * still light to share): the SVG rasterised by resvg (native), so both files are the same
 * drawing; qrcode's own PNG writer is pure JavaScript and far slower.
 */
export async function qrPng(text: string, widthPx = 1024): Promise<Buffer> {
  const svg = await qrSvg(text);
  return new Resvg(svg, { fitTo: { mode: 'width', value: widthPx }, shapeRendering: 0 })
    .render()
    .asPng();
}

/** The QR modules (row-major, `size`×`size`, true = dark) without quiet zone, for vector drawing. */
export function qrModules(text: string): {
  size: number;
  isDark: (row: number, col: number) => boolean;
} {
  const code = QRCode.create(text, { errorCorrectionLevel: QR_OPTIONS.errorCorrectionLevel });
  const { size, data } = code.modules;
  return { size, isDark: (row, col) => data[row * size + col] === 1 };
}
