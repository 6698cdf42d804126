import ReceiptPrinterEncoder, {
  type ReceiptPrinterEncoderOptions,
} from '@point-of-sale/receipt-printer-encoder';
import { receiptLines, type ReceiptColumns, type ReceiptOrder } from '@catalogo/contracts/core';

/**
 * The kitchen ticket as printer commands, for a thermal printer reached without a driver
 * (docs/API.md §8 "Seller alerts"). Loaded only when the seller prints to such a printer: the
 * encoder is ~100 kB and no store page needs it.
 */

/** What a printer driver reports of the printer (its `connected` event); all optional. */
export interface EscPosTarget {
  /** Command language of the printer; anything but the three the encoder speaks means ESC/POS. */
  language?: string | null;
  /** The encoder's name of the printer's code page table (e.g. "epson", "star"). */
  codepageMapping?: string | null;
}

/**
 * Code pages tried in order: the first one the printer has is used for the whole ticket. cp860
 * (Portuguese) holds every accent of the language plus º and ª; the others are the usual
 * fallbacks of printers without it. A character the page lacks prints as "?".
 */
const CODEPAGES = ['cp860', 'cp850', 'cp858', 'windows1252', 'cp437'] as const;

const LANGUAGES = ['esc-pos', 'star-prnt', 'star-line'] as const;
type Language = (typeof LANGUAGES)[number];

/** QR module size (dots): about 28 mm wide for a status link on either paper. */
const QR_SIZE: Record<ReceiptColumns, number> = { 32: 5, 48: 6 };

function encoderFor(columns: ReceiptColumns, target: EscPosTarget): ReceiptPrinterEncoder {
  const language: Language = LANGUAGES.includes(target.language as Language)
    ? (target.language as Language)
    : 'esc-pos';
  const base: ReceiptPrinterEncoderOptions = {
    columns,
    language,
    newline: '\n',
    feedBeforeCut: 4,
  };
  if (target.codepageMapping) {
    try {
      return new ReceiptPrinterEncoder({
        ...base,
        codepageMapping: target.codepageMapping as ReceiptPrinterEncoderOptions['codepageMapping'],
      });
    } catch {
      // A mapping the encoder does not know (drivers name a few of their own): its default.
    }
  }
  return new ReceiptPrinterEncoder(base);
}

/** Characters outside the BMP take two code units, which the encoder would print as "??". */
const oneUnit = (text: string): string => text.replace(/[\u{10000}-\u{10ffff}]/gu, '?');

/**
 * `order`'s ticket for a `columns`-wide thermal printer: the lines of `receiptLines` (the text
 * of `GET /orders/{id}/receipt.txt`) after an initialize, in one code page with Portuguese
 * accents (cp860 where the printer has it, see `CODEPAGES`); `large` lines in double height,
 * and double width when they fit half the columns; `bold` lines bold; `center` lines centred;
 * then the status link as a QR code, a 4-line feed and a full cut. ESC/POS unless `target` names
 * StarPRNT or Star Line.
 */
export function encodeTicket(
  order: ReceiptOrder,
  columns: ReceiptColumns,
  target: EscPosTarget = {},
): Uint8Array {
  const encoder = encoderFor(columns, target);
  encoder.initialize();
  for (const codepage of CODEPAGES) {
    try {
      encoder.codepage(codepage);
      break;
    } catch {
      // Not on this printer: try the next one.
    }
  }
  for (const line of receiptLines(order, { columns })) {
    const text = oneUnit(line.text);
    encoder.align(line.align === 'center' ? 'center' : 'left');
    if (line.style === 'large') {
      encoder.size([...text].length * 2 <= columns ? 2 : 1, 2).bold(true);
      encoder.line(text);
      encoder.bold(false).size(1, 1);
    } else if (line.style === 'bold') {
      encoder.bold(true).line(text).bold(false);
    } else {
      encoder.line(text);
    }
  }
  const link = order.statusUrl.trim();
  if (link) {
    encoder
      .align('center')
      .newline()
      .qrcode(link, { model: 2, size: QR_SIZE[columns], errorlevel: 'm' })
      .align('left');
  }
  return encoder.cut('full').encode();
}
