import * as ExcelJS from 'exceljs';
import { zipBomb } from '../../../../test/support/zip-bomb';
import { assertSafeZip, ZipRefused } from './zip-guard';

describe('assertSafeZip (the .xlsx zip-bomb guard)', () => {
  it('accepts an ordinary workbook', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Produtos').addRows([
      ['Produto', 'Preço'],
      ['Coxinha', 7],
    ]);
    await expect(assertSafeZip(Buffer.from(await wb.xlsx.writeBuffer()))).resolves.toBeUndefined();
  });

  it('refuses an entry that inflates about 1000 times (declared truthfully)', async () => {
    await expect(assertSafeZip(zipBomb(20 * 1024 * 1024))).rejects.toBeInstanceOf(ZipRefused);
  });

  it('refuses an entry whose header lies about its inflated size', async () => {
    // Declares 2 KB (a plausible ratio), inflates to 5 MB: caught while counting the bytes.
    await expect(assertSafeZip(zipBomb(5 * 1024 * 1024, 2048))).rejects.toBeInstanceOf(ZipRefused);
  });

  it('refuses bytes that are not a zip', async () => {
    await expect(assertSafeZip(Buffer.from('PK\x03\x04 não é zip'))).rejects.toBeInstanceOf(
      ZipRefused,
    );
  });
});
