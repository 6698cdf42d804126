import { hasError, parsePix, type PixObjects, type StaticPixEmvElements } from 'pix-utils';
import {
  defaultStoreSettings,
  type PublicCatalogResponse,
  type PublicOrder,
  type StoreSettings,
} from '@catalogo/contracts/core';
import { OrderingClock } from '../src/common/ordering-clock';
import { createTestApp, registerAndLogin, type TestApp } from './support/app';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

const address = (bairro: string) => ({
  cep: '01001-000',
  logradouro: 'Praça da Sé',
  numero: '1',
  bairro,
  localidade: 'São Paulo',
  uf: 'SP',
});

/**
 * A static Pix BR Code as printed in the Banco Central's "Manual de Padrões para Iniciação do
 * Pix" (the example every bank app reads): key 123e4567-…, "Fulano de Tal", BRASILIA, CRC 1D3D.
 */
const BCB_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

/** Friday 2026-11-27 … Sunday at local (America/Sao_Paulo, UTC−3) time: day offset and "HH:MM". */
const localFriday = (dayOffset: number, hhmm: string): Date => {
  const [h, m] = hhmm.split(':').map(Number);
  return new Date(Date.UTC(2026, 10, 27 + dayOffset, h + 3, m));
};

describe('Order rules (docs/API.md §6 "Orders" 422 list)', () => {
  let t: TestApp;
  let seller: { token: string };
  let items: Record<string, string>;
  const slug = 'pastel-da-rosa';
  const now = jest.fn<Date, []>(() => localFriday(0, '19:00'));

  const settings = (change: (s: StoreSettings) => void = () => {}): StoreSettings => {
    const s = defaultStoreSettings();
    s.delivery = {
      enabled: true,
      feeMode: 'by_neighbourhood',
      flatFee: 0,
      neighbourhoods: [
        { name: 'Centro', fee: 5 },
        { name: 'São José', fee: 7.5 },
      ],
      freeFrom: 100,
    };
    s.minimumOrder = 20;
    s.payment.pix = {
      enabled: true,
      keyType: 'email',
      key: 'Rosa@Example.com',
      merchantName: 'Pastelaria da Rosa',
      merchantCity: 'São Paulo',
    };
    s.payment.card.enabled = false;
    // Friday and Saturday 18:00 → 02:00 (past midnight).
    s.hours = {
      week: [
        { day: 5, open: '18:00', close: '02:00' },
        { day: 6, open: '18:00', close: '02:00' },
      ],
      acceptWhenClosed: false,
    };
    change(s);
    return s;
  };
  const save = (s: StoreSettings) =>
    t.http.put('/store/settings').set(auth(seller.token)).send(s).expect(200);

  const order = (body: Record<string, unknown> = {}) =>
    t.http.post(`/public-catalog/${slug}/orders`).send({
      items: [{ id: items.Pastel, quantity: 3 }], // R$ 24,00
      fulfilment: 'delivery',
      customer: { name: 'Ana' },
      address: address('Centro'),
      payment: { method: 'cash', changeFor: 50 },
      ...body,
    });

  beforeAll(async () => {
    t = await createTestApp({ ORDER_RATE_LIMIT_PER_10_MINUTES: '100000' });
    jest.spyOn(t.app.get(OrderingClock), 'now').mockImplementation(now);
    seller = await registerAndLogin(t, { phone: '11987654321' });
    await t.http.post('/store/info').set(auth(seller.token)).send({ name: 'Pastel da Rosa' });
    await t.http.post('/short-link').set(auth(seller.token)).send({ slug }).expect(200);
    const res = await t.http
      .post('/catalog/save')
      .set(auth(seller.token))
      .send([
        { name: 'Pastel', price: 8, category: 'Pastéis' },
        { name: 'Caldo de cana', price: 6.5, category: 'Bebidas' },
      ])
      .expect(201);
    items = Object.fromEntries(
      (res.body as { id: string; name: string }[]).map((i) => [i.name, i.id]),
    );
    await save(settings());
  });
  beforeEach(() => now.mockImplementation(() => localFriday(0, '19:00')));
  afterAll(() => t.close());

  it('charges the bairro fee (case and accents aside), with the layout of the text', async () => {
    const res = await order({ address: address('  SAO jose ') }).expect(201);
    const body = res.body as PublicOrder;
    expect(body).toMatchObject({ subtotal: 24, deliveryFee: 7.5, total: 31.5, pix: null });
    expect(body.whatsappText).toContain(
      'Subtotal: R$ 24,00\nTaxa de entrega: R$ 7,50\n*Total: R$ 31,50*',
    );
    expect(body.whatsappText).toContain('*Pagamento:* Dinheiro (troco para R$ 50,00)');
  });

  it('waives the fee from the free-delivery threshold', async () => {
    const res = await order({ items: [{ id: items.Pastel, quantity: 13 }] }).expect(201);
    expect(res.body).toMatchObject({
      subtotal: 104,
      deliveryFee: 0,
      total: 104,
      freeDelivery: true,
    });
    expect((res.body as PublicOrder).whatsappText).toContain('Taxa de entrega: grátis');
  });

  it.each<[string, (ids: Record<string, string>) => Record<string, unknown>, string]>([
    [
      'below the minimum, with the missing amount',
      (ids) => ({ items: [{ id: ids.Pastel, quantity: 1 }] }),
      'O pedido mínimo é de R$ 20,00. Faltam R$ 12,00.',
    ],
    [
      'pickup when the store only delivers',
      () => ({ fulfilment: 'pickup', address: undefined }),
      'Esta loja não oferece retirada no local. Escolha entrega.',
    ],
    [
      'a payment method not offered',
      () => ({ payment: { method: 'card' } }),
      'Esta loja não aceita pagamento com cartão.',
    ],
    [
      'a bairro not served',
      () => ({ address: address('Boa Viagem') }),
      'A loja não entrega no bairro Boa Viagem.',
    ],
  ])('refuses %s with 422 and the customer message, saving nothing', async (_n, body, message) => {
    const before = (await t.dataSource.query('SELECT count(*)::int AS n FROM orders')) as {
      n: number;
    }[];
    const res = await order(body(items)).expect(422);
    expect(res.body).toMatchObject({ statusCode: 422, message, error: 'Unprocessable Entity' });
    const after = (await t.dataSource.query('SELECT count(*)::int AS n FROM orders')) as {
      n: number;
    }[];
    expect(after[0].n).toBe(before[0].n);
  });

  it('refuses delivery when the store only offers pickup', async () => {
    await save(
      settings((s) => {
        s.delivery.enabled = false;
        s.pickup = { enabled: true, address: 'Rua do Pastel, 5' };
      }),
    );
    try {
      const res = await order().expect(422);
      expect(res.body.message).toBe('Esta loja não faz entregas. Escolha retirada no local.');
      const ok = await order({ fulfilment: 'pickup', address: undefined }).expect(201);
      expect((ok.body as PublicOrder).whatsappText).toContain(
        '*Retirada no local*\nEndereço de retirada: Rua do Pastel, 5',
      );
      expect(ok.body).toMatchObject({ pickupAddress: 'Rua do Pastel, 5', deliveryFee: 0 });
    } finally {
      await save(settings());
    }
  });

  describe('opening hours with the injected clock (America/Sao_Paulo, past midnight)', () => {
    it('takes an order on Saturday 01:59 local (Friday shift past midnight), not at 02:00', async () => {
      now.mockImplementation(() => localFriday(1, '01:59'));
      await order().expect(201);
      now.mockImplementation(() => localFriday(1, '02:00'));
      const res = await order().expect(422);
      expect(res.body.message).toBe(
        'A loja está fechada agora e abre hoje às 18:00. Tente novamente nesse horário.',
      );
    });

    it('uses the local day: Thursday 22:00 local is already Friday in UTC, and it is closed', async () => {
      now.mockImplementation(() => localFriday(-1, '22:00'));
      expect(now().toISOString()).toBe('2026-11-27T01:00:00.000Z');
      const res = await order().expect(422);
      expect(res.body.message).toBe(
        'A loja está fechada agora e abre amanhã às 18:00. Tente novamente nesse horário.',
      );
      const pub = (await t.http.get(`/public-catalog/${slug}`).expect(200))
        .body as PublicCatalogResponse;
      expect(pub.ordering).toMatchObject({
        openNow: false,
        nextOpening: { day: 5, time: '18:00', at: '2026-11-27T21:00:00.000Z' },
      });
    });

    it('names the weekday when the next opening is days away', async () => {
      now.mockImplementation(() => localFriday(2, '12:00')); // Sunday noon
      const res = await order().expect(422);
      expect(res.body.message).toBe(
        'A loja está fechada agora e abre sexta às 18:00. Tente novamente nesse horário.',
      );
    });

    it('takes orders while closed when the seller allows it', async () => {
      await save(settings((s) => (s.hours.acceptWhenClosed = true)));
      try {
        now.mockImplementation(() => localFriday(2, '12:00'));
        await order().expect(201);
      } finally {
        await save(settings());
      }
    });
  });

  describe('Pix BR Code', () => {
    it('round-trips: amount, key, merchant, city, txid and CRC parse back; the status page keeps it', async () => {
      const res = await order({ payment: { method: 'pix' } }).expect(201);
      const body = res.body as PublicOrder;
      expect(body.total).toBe(29);
      expect(body.whatsappText).toContain('*Pagamento:* Pix');
      const brCode = body.pix?.brCode as string;
      const parsed = parsePix(brCode) as PixObjects;
      expect(hasError(parsed)).toBe(false);
      expect(parsed).toMatchObject({
        type: 'STATIC',
        transactionAmount: 29,
        pixKey: 'rosa@example.com',
        merchantName: 'PASTELARIA DA ROSA',
        merchantCity: 'SAO PAULO',
        countryCode: 'BR',
        transactionCurrency: '986',
      });
      // The txid (62/05, ≤ 25 letters and digits) shows in the customer's bank app and the
      // seller's statement: it must not give away the status-page token (whoever holds the token
      // reads the order's name, phone and address).
      const txid = (parsed as StaticPixEmvElements).txid as string;
      expect(txid).toMatch(/^[A-Za-z0-9]{25}$/);
      expect(body.token.startsWith(txid)).toBe(false);
      expect(body.token.replace(/[^A-Za-z0-9]/g, '').startsWith(txid)).toBe(false);
      expect(body.token).not.toContain(txid.slice(0, 12));
      // CRC16 is checked: one changed character breaks it.
      const tampered = brCode.replace('5802BR', '5802BX');
      expect(hasError(parsePix(tampered))).toBe(true);

      // Stable: re-reading the order gives the same code, so the same txid.
      const status = await t.http.get(`/public-catalog/${slug}/orders/${body.token}`).expect(200);
      expect(status.body.pix).toEqual({ mode: 'static', brCode });
      expect((parsePix(status.body.pix.brCode) as StaticPixEmvElements).txid).toBe(txid);
      // Each order has its own.
      const next = (await order({ payment: { method: 'pix' } }).expect(201)).body as PublicOrder;
      expect((parsePix(next.pix?.brCode as string) as StaticPixEmvElements).txid).not.toBe(txid);
    });

    it('keeps the code of an order when the seller later changes the key', async () => {
      const res = await order({ payment: { method: 'pix' } }).expect(201);
      const first = (res.body as PublicOrder).pix?.brCode;
      await save(
        settings((s) => (s.payment.pix = { ...s.payment.pix, keyType: 'cpf', key: '52998224725' })),
      );
      try {
        const status = await t.http
          .get(`/public-catalog/${slug}/orders/${(res.body as PublicOrder).token}`)
          .expect(200);
        expect(status.body.pix.brCode).toBe(first);
      } finally {
        await save(settings());
      }
    });

    it('reads a fixed example code of the Banco Central manual (the same parser and CRC)', () => {
      const parsed = parsePix(BCB_EXAMPLE) as PixObjects;
      expect(hasError(parsed)).toBe(false);
      expect(parsed).toMatchObject({
        type: 'STATIC',
        pixKey: '123e4567-e12b-12d1-a456-426655440000',
        merchantName: 'Fulano de Tal',
        merchantCity: 'BRASILIA',
        txid: '***',
      });
      expect(hasError(parsePix(BCB_EXAMPLE.replace(/1D3D$/, '1D3E')))).toBe(true);
    });
  });
});
