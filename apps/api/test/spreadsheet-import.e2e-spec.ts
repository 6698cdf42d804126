import * as ExcelJS from 'exceljs';
import { SpreadsheetMessages } from '@catalogo/contracts/core';
import { createTestApp, registerAndLogin, type TestApp } from './support/app';
import { zipBomb } from './support/zip-bomb';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** An .xlsx made here with ExcelJS: one sheet, the given rows (a `{formula}` object for formulas). */
async function xlsx(rows: ExcelJS.CellValue[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Produtos');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('spreadsheet import: POST /catalog/spreadsheet/preview and /items', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ token } = await registerAndLogin(t));
  });
  afterAll(() => t.close());

  const preview = (file: Buffer, name = 'planilha.xlsx') =>
    t.http.post('/catalog/spreadsheet/preview').set(auth(token)).attach('file', file, name);

  it('guesses nome/produto, preço/valor and categoria/seção in an .xlsx and turns the rows into items', async () => {
    const file = await xlsx([
      ['Código', 'Produto', 'Categoria', 'Valor (R$)'],
      [101, 'Coxinha de frango', 'Salgados', 7],
      [102, 'Kibe', 'Salgados', 6.5],
      [103, 'Coca-Cola lata', 'Bebidas', 'R$ 6,00'],
      [104, 'Sem preço', 'Bebidas', null],
    ]);
    const res = await preview(file).expect(200);
    expect(res.body).toEqual({
      columns: ['Código', 'Produto', 'Categoria', 'Valor (R$)'],
      header: true,
      sample: [
        ['101', 'Coxinha de frango', 'Salgados', '7'],
        ['102', 'Kibe', 'Salgados', '6.5'],
        ['103', 'Coca-Cola lata', 'Bebidas', 'R$ 6,00'],
        ['104', 'Sem preço', 'Bebidas', ''],
      ],
      rowCount: 4,
      guess: { name: 1, price: 3, category: 2 },
    });
    const items = await t.http
      .post('/catalog/spreadsheet/items')
      .set(auth(token))
      .attach('file', file, 'planilha.xlsx')
      .field('name', '1')
      .field('price', '3')
      .field('category', '2')
      .expect(200);
    expect(items.body).toEqual({
      items: [
        { name: 'Coxinha de frango', price: 7, category: 'Salgados' },
        { name: 'Kibe', price: 6.5, category: 'Salgados' },
        { name: 'Coca-Cola lata', price: 6, category: 'Bebidas' },
      ],
      skipped: 1,
    });
  });

  it('reads a ";" CSV saved by Excel pt-BR (Windows-1252) and infers categories without a category column', async () => {
    const csv = Buffer.from(
      'Descrição;Preço\r\nRação Golden adulto 15kg;R$ 189,90\r\nAreia higiênica 4kg;19,90\r\nColeira de nylon;24,50\r\n',
      'latin1',
    );
    const res = await preview(csv, 'produtos.csv').expect(200);
    expect(res.body.guess).toEqual({ name: 0, price: 1, category: -1 });
    const items = await t.http
      .post('/catalog/spreadsheet/items')
      .set(auth(token))
      .attach('file', csv, 'produtos.csv')
      .field('name', '0')
      .field('price', '1')
      .expect(200);
    expect(items.body.items).toEqual([
      { name: 'Ração Golden adulto 15kg', price: 189.9, category: 'Rações' },
      { name: 'Areia higiênica 4kg', price: 19.9, category: 'Higiene' },
      { name: 'Coleira de nylon', price: 24.5, category: 'Acessórios' },
    ]);
  });

  it('keeps names as typed in the cells; case is fixed only for ALL CAPS or all lower case, never in units', async () => {
    const file = await xlsx([
      ['Produto', 'Preço', 'Categoria'],
      ['Açaí 300 ml', 12, 'Açaí'],
      ['Crème Brûlée', 18.5, 'Doces'],
      ['Pastel de Feira (Carne)', 9, 'Salgados'],
      ['COXINHA DE FRANGO', 7, 'Salgados'],
      ['AÇAÍ 700 ML', 22, 'Açaí'],
      ['açaí 500 ml', 16, 'Açaí'],
      ['  Bolo de   pote  ', 15, 'Doces'],
    ]);
    const res = await t.http
      .post('/catalog/spreadsheet/items')
      .set(auth(token))
      .attach('file', file, 'planilha.xlsx')
      .field('name', '0')
      .field('price', '1')
      .field('category', '2')
      .expect(200);
    expect(res.body.items.map((i: { name: string }) => i.name)).toEqual([
      'Açaí 300 ml',
      'Crème Brûlée',
      'Pastel de Feira (Carne)',
      'Coxinha de Frango',
      'Açaí 700 ml',
      'Açaí 500 ml',
      'Bolo de pote',
    ]);
  });

  it('refuses a file that is not a spreadsheet (by its bytes) and an old .xls, with 415', async () => {
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489',
      'hex',
    );
    const a = await preview(png, 'produtos.xlsx').expect(415);
    expect(a.body.message).toBe(SpreadsheetMessages.notSpreadsheet);
    const xls = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(512)]);
    const b = await preview(xls, 'produtos.xls').expect(415);
    expect(b.body.message).toBe(SpreadsheetMessages.legacyXls);
    const prose = Buffer.from('Oi! Segue a lista de produtos');
    const c = await preview(prose, 'lista.csv').expect(415);
    expect(c.body.message).toBe(SpreadsheetMessages.notSpreadsheet);
    const noPrices = Buffer.from('Oi! Segue a lista de produtos, me chama no zap.');
    const d = await preview(noPrices, 'lista.csv').expect(400);
    expect(d.body.message).toBe(SpreadsheetMessages.noPrices);
  });

  it('refuses formulas, naming the cell, and nothing is returned', async () => {
    const file = await xlsx([
      ['Produto', 'Preço'],
      ['Bolo de cenoura', 45],
      ['Bolo de pote', { formula: 'B2/3', result: 15 } as ExcelJS.CellFormulaValue],
    ]);
    const res = await preview(file).expect(400);
    expect(res.body.message).toBe(SpreadsheetMessages.formulas('B3'));
    const csv = Buffer.from('Produto,Preço\nBolo,=SOMA(B1:B2)\n');
    const res2 = await preview(csv, 'p.csv').expect(400);
    expect(res2.body.message).toBe(SpreadsheetMessages.formulas('B2'));
  });

  it('refuses 10.000 rows (xlsx and csv) with a clear message', async () => {
    const rows: ExcelJS.CellValue[][] = [['Produto', 'Preço']];
    for (let i = 0; i < 10_000; i++) rows.push([`Produto ${i}`, 10]);
    const res = await preview(await xlsx(rows)).expect(400);
    expect(res.body.message).toBe(SpreadsheetMessages.tooManyRows(500));
    const csv = Buffer.from(rows.map((r) => r.join(';')).join('\n'));
    const res2 = await preview(csv, 'p.csv').expect(400);
    expect(res2.body.message).toBe(SpreadsheetMessages.tooManyRows(500));
  });

  it('refuses a zip bomb before inflating it', async () => {
    const bomb = zipBomb(20 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(100 * 1024);
    const res = await preview(bomb).expect(400);
    expect(res.body.message).toBe(SpreadsheetMessages.damaged);
  });

  it('refuses a file over 2 MB (413), no file, bad columns (400) and needs a session (401)', async () => {
    const big = Buffer.alloc(2 * 1024 * 1024 + 10, 'a');
    const a = await preview(big, 'grande.csv').expect(413);
    expect(a.body.message).toBe(SpreadsheetMessages.tooLarge);
    const b = await t.http.post('/catalog/spreadsheet/preview').set(auth(token)).expect(400);
    expect(b.body.message).toBe(SpreadsheetMessages.fileRequired);
    const file = await xlsx([
      ['Produto', 'Preço'],
      ['Bolo', 45],
    ]);
    for (const [name, price] of [
      ['0', '0'],
      ['0', '7'],
      ['x', '1'],
    ]) {
      const c = await t.http
        .post('/catalog/spreadsheet/items')
        .set(auth(token))
        .attach('file', file, 'p.xlsx')
        .field('name', name)
        .field('price', price)
        .expect(400);
      expect([c.body.message].flat()).toContain(SpreadsheetMessages.invalidColumns);
    }
    await t.http.post('/catalog/spreadsheet/preview').attach('file', file, 'p.xlsx').expect(401);
  });
});
