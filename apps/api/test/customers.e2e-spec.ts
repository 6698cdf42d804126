import type {
  CustomerDetail,
  CustomersPage,
  PublicOrder,
  SellerOrder,
} from '@catalogo/contracts/core';
import { createTestApp, type TestApp } from './support/app';
import { openTestStore } from './support/stores';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A store with pickup and delivery (fee "a combinar") and one item; returns token and item id. */
async function makeStore(t: TestApp, slug: string): Promise<{ token: string; item: string }> {
  const store = await openTestStore(t, slug, {
    items: [{ name: 'Marmita', price: 20, category: 'Pratos' }],
  });
  return { token: store.token, item: store.itemId };
}

const address = {
  cep: '01310-100',
  logradouro: 'Av. Paulista',
  numero: '1000',
  bairro: 'Bela Vista',
  localidade: 'São Paulo',
  uf: 'SP',
};

describe('Customers (docs/API.md §8)', () => {
  let t: TestApp;
  let ana: { token: string; item: string };
  let bia: { token: string; item: string };

  const order = (
    slug: string,
    item: string,
    customer: { name: string; phone?: string },
    quantity = 1,
    delivery = false,
  ) =>
    t.http
      .post(`/public-catalog/${slug}/orders`)
      .send({
        items: [{ id: item, quantity }],
        fulfilment: delivery ? 'delivery' : 'pickup',
        ...(delivery ? { address } : {}),
        customer,
        payment: { method: 'cash' },
      })
      .expect(201)
      .then((r) => r.body as PublicOrder);

  const list = (query = '', token = ana.token) =>
    t.http
      .get(`/customers${query}`)
      .set(auth(token))
      .expect(200)
      .then((r) => r.body as CustomersPage);

  beforeAll(async () => {
    t = await createTestApp({ ORDER_RATE_LIMIT_PER_10_MINUTES: '100000' });
    ana = await makeStore(t, 'clientes-da-ana');
    bia = await makeStore(t, 'clientes-da-bia');
    // Maria: 3 orders (R$ 20 + R$ 40 + R$ 60, the last one canceled), last name "Maria Silva".
    await order('clientes-da-ana', ana.item, { name: 'Maria', phone: '11911110001' });
    await order('clientes-da-ana', ana.item, { name: 'Maria', phone: '(11) 91111-0001' }, 2);
    const canceled = await order(
      'clientes-da-ana',
      ana.item,
      { name: 'Maria Silva', phone: '11911110001' },
      3,
    );
    const orders = (await t.http.get('/orders').set(auth(ana.token))).body.items as SellerOrder[];
    const id = orders.find((o) => o.number === canceled.number)?.id as string;
    await t.http
      .patch(`/orders/${id}/status`)
      .set(auth(ana.token))
      .send({ status: 'canceled' })
      .expect(200);
    // João: 1 order of R$ 100 (5 marmitas), by delivery.
    await order(
      'clientes-da-ana',
      ana.item,
      { name: 'João Araújo', phone: '21922220002' },
      5,
      true,
    );
    // Zé: 2 orders of R$ 20.
    await order('clientes-da-ana', ana.item, { name: 'Zé', phone: '31933330003' });
    await order('clientes-da-ana', ana.item, { name: 'Zé', phone: '31933330003' });
    // No phone: not a customer.
    await order('clientes-da-ana', ana.item, { name: 'Sem Telefone' });
    // Bia's customer.
    await order('clientes-da-bia', bia.item, { name: 'Cliente da Bia', phone: '11944440004' });
  });
  afterAll(() => t.close());

  it('lists the store’s customers by phone with the latest name, orders, total spent and dates', async () => {
    const page = await list();
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    // Default sort: last order first.
    expect(page.items.map((c) => c.name)).toEqual(['Zé', 'João Araújo', 'Maria Silva']);
    const maria = page.items[2];
    expect(maria).toEqual({
      id: '11911110001',
      name: 'Maria Silva',
      phone: '11911110001',
      ordersCount: 3,
      totalSpent: 60, // the canceled order brings nothing
      firstOrderAt: expect.any(String),
      lastOrderAt: expect.any(String),
    });
    expect(Date.parse(maria.firstOrderAt)).toBeLessThan(Date.parse(maria.lastOrderAt));
  });

  it('sorts by orders or total and pages', async () => {
    expect((await list('?sort=orders')).items.map((c) => c.name)).toEqual([
      'Maria Silva',
      'Zé',
      'João Araújo',
    ]);
    expect((await list('?sort=total')).items.map((c) => c.name)).toEqual([
      'João Araújo',
      'Maria Silva',
      'Zé',
    ]);
    const second = await list('?sort=total&page=2&pageSize=2');
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.items.map((c) => c.name)).toEqual(['Zé']);
    expect((await list('?page=9')).items).toEqual([]);
  });

  it('searches by part of the name (case and accents ignored) or of the phone', async () => {
    expect((await list('?search=joao')).items.map((c) => c.name)).toEqual(['João Araújo']);
    expect((await list('?search=SILVA')).items.map((c) => c.name)).toEqual(['Maria Silva']);
    expect((await list('?search=3333')).items.map((c) => c.name)).toEqual(['Zé']);
    expect((await list(`?search=${encodeURIComponent('(21) 92222')}`)).total).toBe(1);
    expect((await list('?search=%25')).total).toBe(0);
  });

  it('answers 400 with Portuguese messages to bad queries', async () => {
    for (const q of ['?sort=name', '?page=0', '?pageSize=101', `?search=${'a'.repeat(81)}`]) {
      const res = await t.http.get(`/customers${q}`).set(auth(ana.token));
      expect({ q, status: res.status }).toEqual({ q, status: 400 });
      expect(typeof res.body.message === 'string' || Array.isArray(res.body.message)).toBe(true);
    }
  });

  it('reads a customer with their orders, newest first', async () => {
    const res = await t.http.get('/customers/11911110001').set(auth(ana.token)).expect(200);
    const maria = res.body as CustomerDetail;
    expect(maria).toMatchObject({ name: 'Maria Silva', ordersCount: 3, totalSpent: 60 });
    expect(maria.orders.map((o) => o.total)).toEqual([60, 40, 20]);
    expect(maria.orders[0]).toMatchObject({
      status: 'canceled',
      customer: { name: 'Maria Silva' },
    });
    await t.http.get('/customers/11999999999').set(auth(ana.token)).expect(404);
    await t.http.get('/customers/abc').set(auth(ana.token)).expect(404);
  });

  it('exports the customers as CSV for Excel pt-BR', async () => {
    const res = await t.http.get('/customers/export.csv').set(auth(ana.token)).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="clientes.csv"');
    expect(res.text.startsWith('\uFEFF')).toBe(true);
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Cliente;Telefone;Pedidos;Total gasto (R$);Primeiro pedido;Último pedido',
    );
    expect(lines).toHaveLength(4);
    expect(lines[3]).toMatch(
      /^Maria Silva;11911110001;3;60,00;\d\d\/\d\d\/\d{4};\d\d\/\d\d\/\d{4}$/,
    );
  });

  it("never lists, reads or deletes another seller's customer (404) and needs a token", async () => {
    const bias = await list('', bia.token);
    expect(bias.items.map((c) => c.name)).toEqual(['Cliente da Bia']);
    await t.http.get('/customers/11911110001').set(auth(bia.token)).expect(404);
    await t.http.delete('/customers/11911110001').set(auth(bia.token)).expect(404);
    await t.http.get('/customers/11944440004').set(auth(ana.token)).expect(404);
    await t.http.get('/customers').expect(401);
    await t.http.get('/customers/export.csv').expect(401);
    // Bia's attempt changed nothing at Ana's.
    await t.http.get('/customers/11911110001').set(auth(ana.token)).expect(200);
  });

  it('removes a customer on request (LGPD): the orders keep amounts and items, lose name, phone and address', async () => {
    const before = (await t.http.get('/customers/21922220002').set(auth(ana.token)).expect(200))
      .body as CustomerDetail;
    const token = before.orders[0].token;
    expect(before.orders[0].address).not.toBeNull();
    await t.http.delete('/customers/21922220002').set(auth(ana.token)).expect(204);
    await t.http.get('/customers/21922220002').set(auth(ana.token)).expect(404);
    await t.http.delete('/customers/21922220002').set(auth(ana.token)).expect(404);
    expect((await list()).items.map((c) => c.name)).toEqual(['Zé', 'Maria Silva']);
    const after = await t.http.get(`/public-catalog/clientes-da-ana/orders/${token}`).expect(200);
    expect(after.body).toMatchObject({
      customer: { name: '', phone: null },
      address: null,
      subtotal: 100,
      total: 100,
      items: [{ name: 'Marmita', quantity: 5, lineTotal: 100 }],
    });
    expect(after.body.whatsappText).not.toContain('João');
    expect(after.body.whatsappText).not.toContain('Paulista');
    const csv = await t.http.get('/orders/export.csv').set(auth(ana.token)).expect(200);
    expect(csv.text).not.toContain('João');
    expect(csv.text).not.toContain('21922220002');
    // Other customers are untouched.
    await t.http.get('/customers/11911110001').set(auth(ana.token)).expect(200);
  });
});
