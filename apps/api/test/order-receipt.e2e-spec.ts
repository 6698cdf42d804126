import { ReceiptMessages } from '@catalogo/contracts/core';
import { createTestApp, registerAndLogin, type TestApp } from './support/app';

/** `GET /orders/{id}/receipt.txt` (docs/API.md §8): the kitchen ticket as plain text. */

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function makeStore(t: TestApp, slug: string, itemName: string) {
  const seller = await registerAndLogin(t);
  await t.http.post('/store/info').set(auth(seller.token)).send({ name: 'Lanchonete São João' });
  await t.http.post('/short-link').set(auth(seller.token)).send({ slug }).expect(200);
  const res = await t.http
    .post('/catalog/save')
    .set(auth(seller.token))
    .send([{ name: itemName, price: 12.9, category: 'Lanches' }])
    .expect(201);
  return { token: seller.token, slug, itemId: (res.body as { id: string }[])[0]!.id };
}

describe('Order ticket as text (docs/API.md §8)', () => {
  let t: TestApp;
  let ana: Awaited<ReturnType<typeof makeStore>>;
  let bia: Awaited<ReturnType<typeof makeStore>>;
  let orderId: string;
  let number: number;
  const longName = 'Sanduíche de pernil desfiado com queijo coalho, vinagrete e maionese verde';

  beforeAll(async () => {
    t = await createTestApp({ ORDER_RATE_LIMIT_PER_10_MINUTES: '100000' });
    ana = await makeStore(t, 'lanchonete-sao-joao', longName);
    bia = await makeStore(t, 'doceria-da-bia', 'Brigadeiro');
    const created = await t.http
      .post(`/public-catalog/${ana.slug}/orders`)
      .send({
        items: [{ id: ana.itemId, quantity: 3 }],
        fulfilment: 'delivery',
        customer: { name: 'Conceição Aparecida', phone: '11987654321' },
        address: {
          cep: '01310-100',
          logradouro: 'Avenida Paulista',
          numero: '1000',
          complemento: 'Apto 42',
          bairro: 'Bela Vista',
          localidade: 'São Paulo',
          uf: 'SP',
        },
        payment: { method: 'cash', changeFor: 50 },
        notes: 'Sem cebola no vinagrete',
      })
      .expect(201);
    number = (created.body as { number: number }).number;
    const list = await t.http.get('/orders').set(auth(ana.token)).expect(200);
    orderId = (list.body as { items: { id: string }[] }).items[0]!.id;
  });
  afterAll(() => t.close());

  it.each([
    ['32', 32],
    ['48', 48],
  ])(
    '?columns=%s answers text/plain, no line longer than %i, with the whole order',
    async (q, columns) => {
      const res = await t.http
        .get(`/orders/${orderId}/receipt.txt?columns=${q}`)
        .set(auth(ana.token))
        .expect(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      const text = res.text;
      for (const line of text.split('\n')) expect([...line].length).toBeLessThanOrEqual(columns);
      expect(text).toContain('Lanchonete São João');
      expect(text).toContain(`PEDIDO Nº ${number}`);
      expect(text).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
      expect(text).toContain('Cliente: Conceição Aparecida');
      expect(text).toContain('Tel: (11) 98765-4321');
      expect(text).toContain('ENTREGA');
      expect(text).toContain('Avenida Paulista, 1000');
      expect(text.replace(/\s+/g, ' ')).toContain(`3x ${longName}`);
      expect(text).toContain('R$ 38,70');
      expect(text).toContain('Sem cebola no vinagrete');
      expect(text).toMatch(/TOTAL +R\$ 38,70/);
      expect(text).toContain('Pagamento: Dinheiro');
      expect(text).toContain('Troco para R$ 50,00');
      expect(text.replace(/\n/g, '')).toContain('/lanchonete-sao-joao/pedido/');
    },
  );

  it('defaults to 48 columns', async () => {
    const res = await t.http.get(`/orders/${orderId}/receipt.txt`).set(auth(ana.token)).expect(200);
    expect(res.text.split('\n')[1]).toBe('='.repeat(48));
  });

  it('refuses another width with 400 and a Portuguese message', async () => {
    for (const q of ['40', '32.0', 'abc', '']) {
      const res = await t.http
        .get(`/orders/${orderId}/receipt.txt?columns=${q}`)
        .set(auth(ana.token))
        .expect(400);
      expect(JSON.stringify(res.body)).toContain(ReceiptMessages.invalidColumns);
    }
  });

  it("answers 404 for another seller's order or an unknown id, 401 without a session", async () => {
    await t.http.get(`/orders/${orderId}/receipt.txt?columns=32`).set(auth(bia.token)).expect(404);
    await t.http.get('/orders/not-an-id/receipt.txt').set(auth(ana.token)).expect(404);
    await t.http
      .get('/orders/5b0a3f3e-3c1f-4a59-9a57-0a1d1e2f3a4b/receipt.txt')
      .set(auth(ana.token))
      .expect(404);
    await t.http.get(`/orders/${orderId}/receipt.txt`).expect(401);
  });
});
