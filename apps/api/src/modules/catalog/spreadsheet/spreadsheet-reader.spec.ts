import { crc32, deflateRawSync } from 'node:zlib';
import { SpreadsheetMessages } from '@catalogo/contracts/core';
import { readSpreadsheet } from './spreadsheet-reader';

/**
 * A zip of `files` in the given order, stored (SheetJS's default) or deflated, without data
 * descriptors or extra fields.
 */
function zip(files: Array<[string, string]>, deflate = false): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [path, text] of files) {
    const name = Buffer.from(path);
    const data = Buffer.from(text);
    const packed = deflate ? deflateRawSync(data) : data;
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(deflate ? 8 : 0, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(deflate ? 8 : 0, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006/relationships';
const TYPE = 'application/vnd.openxmlformats-officedocument';

/**
 * An .xlsx laid out as SheetJS 0.18 writes one with its default options (stored entries, text
 * cells in place as `t="str"`, no shared strings) and in SheetJS's zip order: the workbook's
 * relationships, styles, the worksheet, then `xl/workbook.xml`, and the package parts last
 * (Excel puts the workbook first). SheetJS's theme part is left out (ExcelJS ignores it).
 */
function sheetJsXlsx(rows: Array<Array<string | number>>): Buffer {
  const esc = (s: string): string =>
    s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const col = (i: number): string => String.fromCharCode(65 + i);
  const sheetRows = rows
    .map((r, i) => {
      const cells = r
        .map((v, j) => {
          const ref = `${col(j)}${i + 1}`;
          return typeof v === 'number'
            ? `<c r="${ref}"><v>${v}</v></c>`
            : `<c r="${ref}" t="str"><v>${esc(v)}</v></c>`;
        })
        .join('');
      return `<row r="${i + 1}">${cells}</row>`;
    })
    .join('');
  const ref = `A1:${col(1)}${rows.length}`;
  return zip([
    [
      'xl/_rels/workbook.xml.rels',
      `${XML}<Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId3" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
    ],
    [
      'xl/styles.xml',
      `${XML}<styleSheet xmlns="${MAIN}"><fonts count="1"><font><sz val="12"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`,
    ],
    [
      'xl/worksheets/sheet1.xml',
      `${XML}<worksheet xmlns="${MAIN}" xmlns:r="${REL}"><dimension ref="${ref}"/><sheetViews><sheetView workbookViewId="0"/></sheetViews><sheetData>${sheetRows}</sheetData><ignoredErrors><ignoredError numberStoredAsText="1" sqref="${ref}"/></ignoredErrors></worksheet>`,
    ],
    [
      'xl/workbook.xml',
      `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><workbookPr codeName="ThisWorkbook"/><sheets><sheet name="Planilha1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      '_rels/.rels',
      `${XML}<Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'docProps/app.xml',
      `${XML}<Properties xmlns="${TYPE}/extended-properties"><Application>SheetJS</Application></Properties>`,
    ],
    [
      '[Content_Types].xml',
      `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Override PartName="/xl/workbook.xml" ContentType="${TYPE}.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="${TYPE}.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="${TYPE}.spreadsheetml.styles+xml"/><Override PartName="/docProps/app.xml" ContentType="${TYPE}.extended-properties+xml"/></Types>`,
    ],
  ]);
}

describe('readSpreadsheet (.xlsx)', () => {
  const rows: Array<Array<string | number>> = [
    ['Produto', 'Preço'],
    ['Açaí 300 ml', 12],
    ['Crème Brûlée', 18.5],
    ['Pastel de Feira (Carne)', 9],
  ];

  it('reads a workbook whose zip puts xl/workbook.xml after the sheet, the same 10 times out of 10', async () => {
    const file = sheetJsXlsx(rows);
    const answers: string[] = [];
    for (let i = 0; i < 10; i++) {
      answers.push(
        await readSpreadsheet(file).then(
          (r) => JSON.stringify(r),
          (e: Error) => `refused: ${e.message}`,
        ),
      );
    }
    const expected = JSON.stringify([
      ['Produto', 'Preço'],
      ['Açaí 300 ml', '12'],
      ['Crème Brûlée', '18.5'],
      ['Pastel de Feira (Carne)', '9'],
    ]);
    expect(answers).toEqual(Array.from({ length: 10 }, () => expected));
  });

  it('still refuses a zip that is not a workbook as damaged', async () => {
    const file = zip([['hello.txt', 'oi']]);
    await expect(readSpreadsheet(file)).rejects.toThrow(SpreadsheetMessages.damaged);
  });
});
