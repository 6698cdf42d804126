import { CatalogItemInputDto, UpdateCatalogItemDto } from '@catalogo/contracts';
import { ErrorCode, Limits, Messages, type CatalogItem } from '@catalogo/contracts/core';
import { CatalogModule } from '../../src/modules/catalog/catalog.module';
import { CatalogService } from '../../src/modules/catalog/catalog.service';
import { MediaService } from '../../src/modules/media/media.service';
import {
  addItems,
  asDto,
  createSeller,
  createServiceTestModule,
  type ServiceTestModule,
  type TestSeller,
} from '../support/services';

/** `n` items "Produto 1…n" at R$ 10,00, 11,00, … */
const items = (n: number, prefix = 'Produto') =>
  Array.from({ length: n }, (_, i) => ({ name: `${prefix} ${i + 1}`, price: 10 + i }));

const acai = {
  name: 'Açaí 500 ml',
  price: 20,
  optionGroups: [
    {
      name: 'Acompanhamentos',
      min: 2,
      max: 3,
      priceRule: 'average',
      options: [
        { name: 'Granola', price: 1 },
        { name: 'Leite em pó', price: 2.5 },
        { name: 'Banana', price: 0, available: false },
      ],
    },
    { name: 'Calda', min: 0, max: 1, options: [{ name: 'Chocolate', price: 3 }] },
  ],
};

describe('CatalogService on PostgreSQL', () => {
  let t: ServiceTestModule;
  let catalog: CatalogService;

  beforeAll(async () => {
    t = await createServiceTestModule({ imports: [CatalogModule] });
    catalog = t.get(CatalogService);
  });
  afterAll(() => t?.close());

  const update = async (seller: TestSeller, id: string, body: Record<string, unknown>) =>
    catalog.update(seller.userId, id, await asDto(UpdateCatalogItemDto, body));

  const itemNotFound = { code: ErrorCode.NotFound, message: Messages.itemNotFound };

  describe('save', () => {
    it('saves a batch with exact prices (centavos) and lists it by name', async () => {
      const ana = await createSeller(t);
      const ids = await addItems(t, ana, [
        { name: 'Pão de queijo', price: 19.9, category: 'Salgados' },
        { name: 'Bala', price: 0.01, category: 'Doces' },
        { name: 'Bicicleta', price: 99999.99, category: 'Esportes' },
      ]);
      const list = await catalog.list(ana.userId);
      expect(list.map((i) => [i.name, i.price, i.category, i.description, i.available])).toEqual([
        ['Bala', 0.01, 'Doces', '', true],
        ['Bicicleta', 99999.99, 'Esportes', '', true],
        ['Pão de queijo', 19.9, 'Salgados', '', true],
      ]);
      const [row] = (await t.dataSource.query(
        'SELECT price_cents FROM catalog_items WHERE id = $1',
        [ids['Pão de queijo']],
      )) as { price_cents: number }[];
      expect(row.price_cents).toBe(1990);
      // Another seller sees none of them.
      expect(await catalog.list((await createSeller(t)).userId)).toEqual([]);
    });

    it(`fills the plan's ${Limits.maxCatalogItems} items and refuses the next batch whole`, async () => {
      const ana = await createSeller(t);
      await addItems(t, ana, items(49));
      // A batch of 2 would make 51: refused, and neither of its items is saved.
      await expect(addItems(t, ana, items(2, 'Extra'))).rejects.toMatchObject({
        code: ErrorCode.PlanItemLimit,
        message: Messages.planItemLimit,
      });
      expect(await catalog.list(ana.userId)).toHaveLength(49);
      await addItems(t, ana, items(1, 'Último'));
      await expect(addItems(t, ana, items(1, 'Demais'))).rejects.toMatchObject({
        code: ErrorCode.PlanItemLimit,
      });
      const names = (await catalog.list(ana.userId)).map((i) => i.name);
      expect(names).toHaveLength(50);
      expect(names.filter((n) => /^(Extra|Demais)/.test(n))).toEqual([]);
    });

    it('cannot pass 50 with 6 batches of 10 saved at once', async () => {
      const ana = await createSeller(t);
      const results = await Promise.allSettled(
        Array.from({ length: 6 }, (_, k) => addItems(t, ana, items(10, `Lote ${k}`))),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
      const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(refused.map((r) => (r.reason as { code: string }).code)).toEqual([
        ErrorCode.PlanItemLimit,
      ]);
      expect(await catalog.list(ana.userId)).toHaveLength(50);
    });

    it('saves nothing of a batch that fails after its rows were written (one transaction)', async () => {
      const ana = await createSeller(t);
      await addItems(t, ana, items(3));
      // The answer is built inside the transaction, after the items and their groups are written.
      const urlOf = jest.spyOn(t.get(MediaService), 'urlOf').mockImplementation(() => {
        throw new Error('falha depois da escrita');
      });
      try {
        await expect(addItems(t, ana, [acai, ...items(2, 'Extra')])).rejects.toThrow(
          'falha depois da escrita',
        );
      } finally {
        urlOf.mockRestore();
      }
      expect((await catalog.list(ana.userId)).map((i) => i.name).sort()).toEqual([
        'Produto 1',
        'Produto 2',
        'Produto 3',
      ]);
      const groups = (await t.dataSource.query(
        `SELECT count(*)::int AS n FROM option_groups g JOIN catalog_items i ON i.id = g.item_id
          JOIN stores s ON s.id = i.store_id WHERE s.owner_id = $1`,
        [ana.userId],
      )) as { n: number }[];
      expect(groups[0].n).toBe(0);
    });
  });

  describe('option groups', () => {
    it('saves the groups in order with server ids and defaults, and reads them back', async () => {
      const ana = await createSeller(t);
      const saved = await catalog.save(ana.userId, [
        await asDto(CatalogItemInputDto, { ...acai, category: 'Açaí' }),
      ]);
      const groups = saved[0].optionGroups ?? [];
      expect(groups.map((g) => [g.name, g.min, g.max, g.priceRule])).toEqual([
        ['Acompanhamentos', 2, 3, 'average'],
        ['Calda', 0, 1, 'sum'],
      ]);
      expect(groups[0].options).toEqual([
        { id: expect.any(String), name: 'Granola', price: 1, available: true },
        { id: expect.any(String), name: 'Leite em pó', price: 2.5, available: true },
        { id: expect.any(String), name: 'Banana', price: 0, available: false },
      ]);
      const [listed] = await catalog.list(ana.userId);
      expect(listed.optionGroups).toEqual(groups);
    });

    it('update keeps the ids sent back, gives new ones, removes the rest; absent keeps them; [] clears', async () => {
      const ana = await createSeller(t);
      const { [acai.name]: id } = await addItems(t, ana, [acai]);
      const [created] = await catalog.list(ana.userId);
      const [group, calda] = created.optionGroups ?? [];
      const [granola, , banana] = group.options;
      const updated = await update(ana, id, {
        name: acai.name,
        price: 22,
        category: 'Açaí',
        optionGroups: [
          {
            ...group,
            name: 'Complementos',
            options: [
              { ...banana, price: 2.5, available: true },
              { id: granola.id, name: 'Granola', price: 1, available: false },
              { name: 'Morango', price: 3 },
            ],
          },
        ],
      });
      const [g1, ...rest] = updated.optionGroups ?? [];
      expect(rest).toEqual([]);
      expect(g1.id).toBe(group.id);
      expect(g1.name).toBe('Complementos');
      expect(g1.options.map((o) => [o.id, o.name, o.price, o.available])).toEqual([
        [banana.id, 'Banana', 2.5, true],
        [granola.id, 'Granola', 1, false],
        [expect.any(String), 'Morango', 3, true],
      ]);
      expect(new Set(g1.options.map((o) => o.id)).size).toBe(3);
      expect(g1.options.map((o) => o.id)).not.toContain(calda.options[0].id);
      // Without optionGroups the groups stay; [] removes them all.
      const kept = await update(ana, id, { name: acai.name, price: 23, category: 'Açaí' });
      expect(kept.optionGroups).toEqual(updated.optionGroups);
      expect((await catalog.list(ana.userId))[0].optionGroups).toEqual(updated.optionGroups);
      const cleared = await update(ana, id, {
        name: acai.name,
        price: 23,
        category: 'Açaí',
        optionGroups: [],
      });
      expect(cleared.optionGroups).toEqual([]);
      expect((await catalog.list(ana.userId))[0].optionGroups).toEqual([]);
    });
  });

  describe('edit and delete', () => {
    it('replaces the item; description and availability are kept when left out', async () => {
      const ana = await createSeller(t);
      const { Bolo: id } = await addItems(t, ana, [{ name: 'Bolo', price: 30 }]);
      const first = await update(ana, id, {
        name: 'Bolo de cenoura',
        price: 32.5,
        category: 'Doces',
        description: 'Com cobertura',
        available: false,
      });
      expect(first).toMatchObject({
        id,
        name: 'Bolo de cenoura',
        price: 32.5,
        category: 'Doces',
        description: 'Com cobertura',
        available: false,
      });
      const second = await update(ana, id, { name: 'Bolo', price: 31, category: 'Doces' });
      expect(second).toMatchObject({ price: 31, description: 'Com cobertura', available: false });
      expect((await catalog.list(ana.userId))[0]).toEqual(second);
    });

    it("answers NotFound for another seller's item and leaves it unchanged", async () => {
      const ana = await createSeller(t);
      const bia = await createSeller(t);
      const { Torta: id } = await addItems(t, ana, [{ name: 'Torta', price: 40 }]);
      const before: CatalogItem[] = await catalog.list(ana.userId);
      await expect(
        update(bia, id, { name: 'Roubada', price: 1, category: 'Geral' }),
      ).rejects.toMatchObject(itemNotFound);
      await expect(catalog.remove(bia.userId, id)).rejects.toMatchObject(itemNotFound);
      expect(await catalog.list(ana.userId)).toEqual(before);
      expect(await catalog.list(bia.userId)).toEqual([]);
    });

    it('deletes the own item once; a second delete is NotFound', async () => {
      const ana = await createSeller(t);
      const ids = await addItems(t, ana, [
        { name: 'Pastel', price: 8 },
        { name: 'Caldo de cana', price: 6.5 },
      ]);
      await catalog.remove(ana.userId, ids.Pastel);
      expect((await catalog.list(ana.userId)).map((i) => i.name)).toEqual(['Caldo de cana']);
      await expect(catalog.remove(ana.userId, ids.Pastel)).rejects.toMatchObject(itemNotFound);
    });
  });
});
