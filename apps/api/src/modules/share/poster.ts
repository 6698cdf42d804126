import PDFDocument from 'pdfkit';
import { qrModules } from './qr-code';
import { drawableText } from './share-text';
import { fontFile } from './fonts';

/** What the counter poster shows. */
export interface PosterInput {
  storeName: string;
  /** The short link, e.g. "https://catalogo.app/acai-da-ze": encoded in the QR and printed. */
  link: string;
  /** The store logo as a PNG, or null: drawn above the call to action (fit in 72 pt). */
  logoPng?: Buffer | null;
}

/** A4 in PDF points (1/72 inch). */
const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
/** The logo's box, in points. */
const LOGO_PT = 72;

/**
 * The A4 counter poster: "Faça seu pedido pelo WhatsApp",
 * the store logo (when set), the store name, a large vector QR code of the short link and the
 * link as text. Black on
 * white only, so that it prints well on any printer; fonts are the project's shipped Inter.
 *
 * @returns the PDF bytes.
 */
export function posterPdf(input: PosterInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `${drawableText(input.storeName)} · Faça seu pedido pelo WhatsApp`,
      Author: 'Catálogo',
    },
  });
  doc.registerFont('regular', fontFile(400));
  doc.registerFont('bold', fontFile(700));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const contentWidth = A4.width - 2 * MARGIN;
  // With a logo, everything moves down by its height and the QR is a little smaller (one page).
  const shift = input.logoPng ? LOGO_PT + 12 : 0;
  if (input.logoPng) {
    doc.image(input.logoPng, (A4.width - LOGO_PT) / 2, 44, {
      fit: [LOGO_PT, LOGO_PT],
      align: 'center',
      valign: 'center',
    });
  }
  doc.font('bold').fontSize(34).fillColor('#000000');
  doc.text('Faça seu pedido pelo WhatsApp', MARGIN, 80 + shift, {
    width: contentWidth,
    align: 'center',
  });
  doc.moveDown(0.6);
  doc.font('regular').fontSize(24);
  doc.text(drawableText(input.storeName) || 'Nosso catálogo', {
    width: contentWidth,
    align: 'center',
  });

  // The QR as filled squares: crisp at any print size, no raster in the file.
  const qr = qrModules(input.link);
  const side = input.logoPng ? 280 : 330;
  const quiet = 4;
  const cell = side / (qr.size + 2 * quiet);
  const left = (A4.width - side) / 2;
  const top = 270 + shift;
  for (let row = 0; row < qr.size; row++)
    for (let col = 0; col < qr.size; col++)
      if (qr.isDark(row, col))
        doc.rect(left + (col + quiet) * cell, top + (row + quiet) * cell, cell, cell);
  doc.fill('#000000');

  doc.font('regular').fontSize(16);
  doc.text('Aponte a câmera do celular para o código', MARGIN, top + side + 28, {
    width: contentWidth,
    align: 'center',
  });
  doc.moveDown(0.4);
  doc.text('e peça pelo WhatsApp.', { width: contentWidth, align: 'center' });
  doc.moveDown(1.2);
  doc.font('bold').fontSize(22);
  doc.text(input.link.replace(/^https?:\/\//, ''), {
    width: contentWidth,
    align: 'center',
    link: input.link,
  });
  doc.end();
  return done;
}
