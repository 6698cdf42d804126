import iconv from 'iconv-lite';

/**
 * A test-only reader of the ESC/POS byte stream a thermal printer receives: it walks the
 * commands the kitchen ticket uses, keeps the printer's state (code page, size, bold,
 * alignment) and turns text bytes into characters through the selected code page, the way the
 * printer would. Any other command fails the decode, so an unexpected byte is never silently
 * read as text.
 */

/** A printed line: its text and the state its first visible character was printed in. */
export interface PrintedLine {
  text: string;
  /** Character magnification from GS ! / ESC ! (1 = normal). */
  width: number;
  height: number;
  bold: boolean;
  /** Alignment set by ESC a (text may also be centred with leading spaces: see `indent`). */
  align: 'left' | 'center' | 'right';
  /** The code page (iconv name) selected when the line was printed. */
  codepage: string | null;
  /** Printed width in normal-size columns (a double-width character counts 2). */
  columns: number;
  /** Columns taken by the leading spaces. */
  indent: number;
}

export interface DecodedTicket {
  lines: PrintedLine[];
  /** Data stored in the QR symbol (GS ( k, cn 49, fn 80), in order. */
  qrCodes: string[];
  /** QR symbols actually printed (GS ( k, cn 49, fn 81). */
  qrPrinted: number;
  initialized: boolean;
  /** The commands in order, by name ("initialize", "codepage", "text", "cut", ...). */
  commands: string[];
}

/** ESC t n → code page, Epson's numbering (the TM series and most clones). */
const EPSON_CODEPAGES: Record<number, string> = {
  0: 'cp437',
  2: 'cp850',
  3: 'cp860',
  4: 'cp863',
  5: 'cp865',
  16: 'windows-1252',
  19: 'cp858',
};

/** Decodes `bytes` (see the module comment); throws on a command it does not know. */
export function decodeEscPos(bytes: Uint8Array): DecodedTicket {
  const out: DecodedTicket = {
    lines: [],
    qrCodes: [],
    qrPrinted: 0,
    initialized: false,
    commands: [],
  };
  let codepage: string | null = null;
  let width = 1;
  let height = 1;
  let bold = false;
  let align: PrintedLine['align'] = 'left';
  let pending: number[] = [];
  let lineState: Pick<PrintedLine, 'width' | 'height' | 'bold' | 'align'> | null = null;
  let lineColumns = 0;
  let indent = 0;

  const command = (name: string) => out.commands.push(name);
  const flushLine = () => {
    if (pending.some((b) => b >= 0x80) && !codepage)
      throw new Error('text bytes above 0x7f before any code page was selected');
    const text = codepage
      ? iconv.decode(Uint8Array.from(pending), codepage)
      : String.fromCharCode(...pending);
    out.lines.push({
      text,
      ...(lineState ?? { width, height, bold, align }),
      codepage,
      columns: lineColumns,
      indent,
    });
    pending = [];
    lineState = null;
    lineColumns = 0;
    indent = 0;
  };
  const byte = (i: number): number => {
    if (i >= bytes.length) throw new Error(`command cut short at byte ${i}`);
    return bytes[i]!;
  };

  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    if (b === 0x0a) {
      command('LF');
      flushLine();
      i += 1;
    } else if (b === 0x1b) {
      const op = byte(i + 1);
      if (op === 0x40) {
        command('initialize');
        out.initialized = true;
        codepage = null;
        width = height = 1;
        bold = false;
        align = 'left';
        i += 2;
      } else if (op === 0x74) {
        const n = byte(i + 2);
        const name = EPSON_CODEPAGES[n];
        if (!name) throw new Error(`ESC t ${n}: code page not known to the decoder`);
        command('codepage');
        codepage = name;
        i += 3;
      } else if (op === 0x21) {
        const n = byte(i + 2);
        command('print-mode');
        bold = (n & 0x08) !== 0;
        height = n & 0x10 ? 2 : 1;
        width = n & 0x20 ? 2 : 1;
        i += 3;
      } else if (op === 0x45) {
        command('bold');
        bold = (byte(i + 2) & 1) === 1;
        i += 3;
      } else if (op === 0x61) {
        const n = byte(i + 2) % 0x30;
        command('align');
        align = n === 1 ? 'center' : n === 2 ? 'right' : 'left';
        i += 3;
      } else if (op === 0x4d) {
        command('font');
        i += 3;
      } else if (op === 0x64) {
        command('feed');
        for (let n = byte(i + 2); n > 0; n -= 1) flushLine();
        i += 3;
      } else {
        throw new Error(`unknown ESC command 0x${op.toString(16)} at byte ${i}`);
      }
    } else if (b === 0x1d) {
      const op = byte(i + 1);
      if (op === 0x21) {
        const n = byte(i + 2);
        command('size');
        width = (n >> 4) + 1;
        height = (n & 0x0f) + 1;
        i += 3;
      } else if (op === 0x56) {
        const m = byte(i + 2);
        command('cut');
        // GS V m (0, 1, 48, 49) or GS V m n (65, 66: feed n then cut).
        i += m === 65 || m === 66 ? 4 : 3;
      } else if (op === 0x28 && byte(i + 2) === 0x6b) {
        const length = byte(i + 3) + byte(i + 4) * 256;
        const cn = byte(i + 5);
        const fn = byte(i + 6);
        if (cn !== 49) throw new Error(`GS ( k cn=${cn}: only QR codes are expected`);
        if (fn === 80) {
          command('qr-store');
          out.qrCodes.push(iconv.decode(bytes.subarray(i + 8, i + 5 + length), 'latin1'));
        } else if (fn === 81) {
          command('qr-print');
          out.qrPrinted += 1;
        } else command('qr-setting');
        i += 5 + length;
      } else {
        throw new Error(`unknown GS command 0x${op.toString(16)} at byte ${i}`);
      }
    } else if (b === 0x1c && byte(i + 1) === 0x2e) {
      command('cancel-kanji');
      i += 2;
    } else if (b === 0x0d) {
      throw new Error(`CR at byte ${i}: the ticket ends lines with LF only`);
    } else if (b < 0x20) {
      throw new Error(`unknown control byte 0x${b.toString(16)} at byte ${i}`);
    } else {
      if (b === 0x20 && lineState === null) indent += width;
      else if (lineState === null) lineState = { width, height, bold, align };
      lineColumns += width;
      if (out.commands[out.commands.length - 1] !== 'text') command('text');
      pending.push(b);
      i += 1;
    }
  }
  if (pending.length > 0) flushLine();
  return out;
}
