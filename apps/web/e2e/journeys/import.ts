import assert from 'node:assert/strict';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { Messages, SpreadsheetMessages } from '@catalogo/contracts/core';
import type { Journey } from '../support/types';
import { expectToast } from '../support/page-helpers';
import { createSeller, signInWithCookie } from '../support/sellers';

/** Text with ordinary spaces (Intl puts a non-breaking space after "R$"). */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ').trim();

const stagedRows = (page: Page) =>
  page.getByRole('list', { name: 'Itens para adicionar' }).getByRole('listitem');

/** An .xlsx made here with ExcelJS, one sheet of `rows`. */
async function workbook(rows: ExcelJS.CellValue[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Estoque');
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const importJourneys: Journey[] = [
  {
    name: 'import: sizes become an editable "Tamanho"; an .xlsx made here is previewed, its columns confirmed and its rows saved; a file with formulas stages nothing',
    async run(ctx) {
      const { newPage, webUrl, snap, step } = ctx;
      const { context, page } = await newPage();
      const { accessToken } = await createSeller(ctx, { prefix: 'importa', confirmed: false });
      await signInWithCookie(context, webUrl, accessToken);
      await page.goto(`${webUrl}/admin`);
      await page.getByText('Nenhum item na lista.').waitFor();

      step('a pasted "Pizza Calabresa P 35 / M 45 / G 55" is one item with a "Tamanho" group');
      await page
        .getByLabel('Lista de produtos', { exact: true })
        .fill('Pizza Calabresa P 35 / M 45 / G 55');
      await page.getByRole('button', { name: 'Processar Catálogo com IA', exact: true }).click();
      await expectToast(page, Messages.processingSucceeded(1));
      const sizes = page.getByRole('group', { name: 'Tamanho de Pizza Calabresa', exact: true });
      await sizes.waitFor();
      assert.equal(await sizes.getByRole('listitem').count(), 3);
      const g = sizes.getByLabel('Preço de G (Tamanho de Pizza Calabresa)', { exact: true });
      assert.equal(plain(await g.inputValue()), 'R$ 55,00');
      await g.fill('');
      await g.pressSequentially('5790');
      assert.equal(plain(await g.inputValue()), 'R$ 57,90');
      await snap(page, 'import-sizes');
      await page.getByRole('button', { name: 'Remover Pizza Calabresa', exact: true }).click();
      await page.getByText('Nenhum item na lista.').waitFor();

      step('a spreadsheet with a formula is refused in Portuguese and nothing is staged');
      // The admin page has other file inputs (the store logo): take the spreadsheet's by its label.
      const input = page.getByLabel('Arquivo da planilha');
      await input.setInputFiles({
        name: 'com-formula.xlsx',
        mimeType: XLSX,
        buffer: await workbook([
          ['Produto', 'Preço'],
          ['Bolo de pote', { formula: '10+5', result: 15 } as ExcelJS.CellFormulaValue],
        ]),
      });
      await page.getByRole('alert').getByText(SpreadsheetMessages.formulas('B2')).waitFor();
      assert.equal(await stagedRows(page).count(), 0);

      step('an .xlsx made in the test: the columns are guessed and shown for confirmation');
      await input.setInputFiles({
        name: 'estoque.xlsx',
        mimeType: XLSX,
        buffer: await workbook([
          ['Código', 'Produto', 'Seção', 'Preço de venda', 'Estoque'],
          [1001, 'Bolo de cenoura com brigadeiro', 'Bolos', 45, 3],
          [1002, 'Brigadeiro gourmet', 'Doces', 3.5, 120],
          [1003, 'Torta de limão', 'Bolos', 'R$ 65,00', 2],
          [1004, 'Sem preço ainda', 'Doces', null, 0],
        ]),
      });
      const confirm = page.getByRole('region', { name: 'Confirmar colunas da planilha' });
      await confirm.waitFor();
      const selected = async (label: string) =>
        plain(
          await confirm.getByLabel(label, { exact: true }).locator('option:checked').textContent(),
        );
      assert.equal(await selected('Nome do produto'), 'Produto');
      assert.equal(await selected('Preço'), 'Preço de venda');
      assert.equal(await selected('Categoria'), 'Seção');
      await confirm.getByRole('cell', { name: 'Torta de limão', exact: true }).waitFor();
      await snap(page, 'import-columns');

      step('confirm: the rows become staged items; the row without a price is left out');
      await confirm.getByRole('button', { name: 'Importar 4 linhas', exact: true }).click();
      await expectToast(page, SpreadsheetMessages.imported(3));
      await stagedRows(page).nth(2).waitFor();
      assert.equal(await stagedRows(page).count(), 3);
      assert.equal(
        await page.getByLabel('Nome do item 3', { exact: true }).inputValue(),
        'Torta de limão',
      );
      assert.equal(
        plain(await page.getByLabel('Preço do item 2', { exact: true }).inputValue()),
        'R$ 3,50',
      );
      assert.equal(
        await page.getByLabel('Categoria do item 3', { exact: true }).inputValue(),
        'Bolos',
      );

      step('save: they are in "Catálogo Existente"');
      await page.getByRole('button', { name: 'Adicionar Itens ao Catálogo', exact: true }).click();
      await expectToast(page, Messages.saveItemsSucceeded);
      await page.getByText('Nenhum item na lista.').waitFor();
      const table = page.getByRole('region', { name: 'Catálogo Existente', exact: true });
      await table.getByRole('cell', { name: 'Brigadeiro gourmet', exact: true }).waitFor();
      assert.equal(await table.locator('tbody').getByRole('row').count(), 3);
      await snap(page, 'import-saved');
    },
  },
];
