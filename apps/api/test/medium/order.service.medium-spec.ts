import { CouponDto, CreateOrderDto, UpdateCatalogItemDto } from '@catalogo/contracts';
import {
  CouponMessages,
  ErrorCode,
  Messages,
  type OrderStatus,
  type PublicOrder,
  type StoreSettings,
} from '@catalogo/contracts/core';
import { DomainError } from '../../src/common/domain-error';
import { OrderingClock } from '../../src/common/ordering-clock';
import { CatalogModule } from '../../src/modules/catalog/catalog.module';
import { CatalogService } from '../../src/modules/catalog/catalog.service';
import { CouponService } from '../../src/modules/coupon/coupon.service';
import { OrderModule } from '../../src/modules/order/order.module';
import { IDEMPOTENCY_KEY_REUSED, OrderService } from '../../src/modules/order/order.service';
import {
  addItems,
  asDto,
  createSeller,
  createServiceTestModule,
  openStore,
  type ServiceTestModule,
  type TestSeller,
} from '../support/services';

/** A store of the tests: its seller and its item ids by name. */
interface Store {
  slug: string;
  seller: TestSeller;
  items: Record<string, string>;
}

const address = (bairro: string) => ({
  cep: '01001-000',
  logradouro: 'Praça da Sé',
  numero: '1',
  bairro,
  localidade: 'São Paulo',
  uf: 'SP',
});

/** Friday 2026-11-27 … at local (America/Sao_Paulo, UTC−3) time: day offset and "HH:MM". */
const localFriday = (dayOffset: number, hhmm: string): Date => {
  const [h, m] = hhmm.split(':').map(Number);
  return new Date(Date.UTC(2026, 10, 27 + dayOffset, h + 3, m));
};

describe('OrderService on PostgreSQL', () => {
  let t: ServiceTestModule;
  let orders: OrderService;
  let stores = 0;

  beforeAll(async () => {
    t = await createServiceTestModule({ imports: [OrderModule, CatalogModule] });
    orders = t.get(OrderService);
  });
  afterAll(() => t?.close());

  /** A store taking pickup and delivery orders (settings changed by `settings`), with items. */
  async function makeStore(
    items: { name: string; price: number }[],
    settings: (s: StoreSettings) => void = () => {},
  ): Promise<Store> {
    stores += 1;
    const slug = `loja-${stores}`;
    const seller = await createSeller(t, { phone: '11987654321' });
    await openStore(t, seller, slug, (s) => {
      s.pickup = { enabled: true, address: 'Rua da Loja, 1' };
      settings(s);
    });
    return { slug, seller, items: await addItems(t, seller, items) };
  }

  /** The DTO the controller would pass: a pickup order paid in cash unless `over` says else. */
  const body = (
    lines: { id: string; quantity: number }[],
    over: Record<string, unknown> = {},
  ): Promise<CreateOrderDto> =>
    asDto(CreateOrderDto, {
      items: lines,
      fulfilment: 'pickup',
      customer: { name: 'Maria', phone: '11987654321' },
      payment: { method: 'cash' },
      ...over,
    });

  const ordersOf = async (store: Store): Promise<number> =>
    (
      (await t.dataSource.query(
        'SELECT count(*)::int AS n FROM orders o JOIN stores s ON s.id = o.store_id WHERE s.slug = $1',
        [store.slug],
      )) as { n: number }[]
    )[0].n;

  describe('create', () => {
    let ana: Store;
    beforeAll(async () => {
      ana = await makeStore([
        { name: 'X-Salada', price: 18 },
        { name: 'Suco', price: 7.9 },
        { name: 'Coxinha', price: 0.1 },
      ]);
    });

    it('prices and names the lines from the catalogue, never from the client', async () => {
      const dto = await body([
        { id: ana.items['X-Salada'], quantity: 2 },
        { id: ana.items.Coxinha, quantity: 3 },
        { id: ana.items.Suco, quantity: 1 },
      ]);
      // The DTO refuses these fields at the HTTP edge; the service must not read them either.
      Object.assign(dto.items[0], { name: 'Grátis', price: 0.01, unitPrice: 0.01 });
      Object.assign(dto, { subtotal: 0.01, total: 0.01, deliveryFee: 0 });
      const { order, created } = await orders.create(ana.slug, dto, undefined);
      expect(created).toBe(true);
      expect(order).toMatchObject({
        status: 'received',
        subtotal: 44.2,
        deliveryFee: 0,
        total: 44.2,
        discount: 0,
        couponCode: null,
      });
      expect(order.items.map((i) => [i.name, i.price, i.quantity, i.lineTotal])).toEqual([
        ['X-Salada', 18, 2, 36],
        ['Coxinha', 0.1, 3, 0.3],
        ['Suco', 7.9, 1, 7.9],
      ]);
      expect(await orders.byToken(ana.slug, order.token)).toEqual(order);
    });

    it('keeps the order’s copy when the catalogue changes; the next order pays the new price', async () => {
      const bia = await makeStore([{ name: 'Pastel', price: 8 }]);
      const first = await orders.create(
        bia.slug,
        await body([{ id: bia.items.Pastel, quantity: 1 }]),
        undefined,
      );
      await t
        .get(CatalogService)
        .update(
          bia.seller.userId,
          bia.items.Pastel,
          await asDto(UpdateCatalogItemDto, { name: 'Pastel especial', price: 9.5, category: 'G' }),
        );
      const read = await orders.byToken(bia.slug, first.order.token);
      expect(read.items).toMatchObject([{ name: 'Pastel', price: 8, lineTotal: 8 }]);
      expect(read.total).toBe(8);
      const next = await orders.create(
        bia.slug,
        await body([{ id: bia.items.Pastel, quantity: 2 }]),
        undefined,
      );
      expect(next.order.items).toMatchObject([{ name: 'Pastel especial', price: 9.5 }]);
      expect(next.order.total).toBe(19);
    });

    it('refuses an item of another store (ItemUnavailable) or an unknown slug, saving nothing', async () => {
      const other = await makeStore([{ name: 'Pastel', price: 10 }]);
      const before = await ordersOf(ana);
      await expect(
        orders.create(
          ana.slug,
          await body([
            { id: ana.items.Suco, quantity: 1 },
            { id: other.items.Pastel, quantity: 1 },
          ]),
          undefined,
        ),
      ).rejects.toMatchObject({
        code: ErrorCode.ItemUnavailable,
        message: Messages.orderItemUnavailable(other.items.Pastel),
      });
      await expect(
        orders.create(
          'loja-que-nao-existe',
          await body([{ id: ana.items.Suco, quantity: 1 }]),
          undefined,
        ),
      ).rejects.toMatchObject({ code: ErrorCode.NotFound, message: Messages.storeNotFound });
      expect(await ordersOf(ana)).toBe(before);
    });

    it('numbers 20 orders created at once 1..20, with no gap or repeat, per store', async () => {
      const busy = await makeStore([{ name: 'Pão', price: 1 }]);
      const created = await Promise.all(
        Array.from({ length: 20 }, async (_, i) =>
          orders.create(
            busy.slug,
            await body([{ id: busy.items['Pão'], quantity: 1 + (i % 5) }], {
              customer: { name: `Cliente ${i}` },
            }),
            undefined,
          ),
        ),
      );
      const numbers = created.map((c) => c.order.number).sort((a, b) => a - b);
      expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      // Another store counts from 1.
      const quiet = await makeStore([{ name: 'Pão', price: 1 }]);
      const one = await orders.create(
        quiet.slug,
        await body([{ id: quiet.items['Pão'], quantity: 1 }]),
        undefined,
      );
      expect(one.order.number).toBe(1);
    });
  });

  describe('Idempotency-Key', () => {
    let ana: Store;
    beforeAll(async () => {
      ana = await makeStore([{ name: 'Suco', price: 7.9 }]);
    });

    it('returns the first order for a replay of the same body, also 8 at once', async () => {
      const dto = () => body([{ id: ana.items.Suco, quantity: 2 }]);
      const results = await Promise.all(
        Array.from({ length: 8 }, async () => orders.create(ana.slug, await dto(), 'chave-123')),
      );
      expect(results.filter((r) => r.created)).toHaveLength(1);
      const first = results.find((r) => r.created)?.order as PublicOrder;
      for (const r of results) expect(r.order).toEqual(first);
      const again = await orders.create(ana.slug, await dto(), 'chave-123');
      expect(again).toEqual({ order: first, created: false });
      const rows = (await t.dataSource.query(
        `SELECT count(*)::int AS n FROM orders WHERE idempotency_key = 'chave-123'`,
      )) as { n: number }[];
      expect(rows[0].n).toBe(1);
    });

    it('refuses the key with another body (Unprocessable), keeping the first order', async () => {
      const first = await orders.create(
        ana.slug,
        await body([{ id: ana.items.Suco, quantity: 1 }], { customer: { name: 'Joana' } }),
        'chave-corpo',
      );
      for (const other of [
        body([{ id: ana.items.Suco, quantity: 2 }], { customer: { name: 'Joana' } }),
        body([{ id: ana.items.Suco, quantity: 1 }], { customer: { name: 'Outra Pessoa' } }),
        body([{ id: ana.items.Suco, quantity: 1 }], {
          customer: { name: 'Joana' },
          payment: { method: 'card' },
        }),
      ]) {
        const error = await orders.create(ana.slug, await other, 'chave-corpo').then(
          () => null,
          (e: unknown) => e,
        );
        expect(error).toBeInstanceOf(DomainError);
        expect(error).toMatchObject({
          code: ErrorCode.Unprocessable,
          message: IDEMPOTENCY_KEY_REUSED,
        });
      }
      const again = await orders.create(
        ana.slug,
        await body([{ id: ana.items.Suco, quantity: 1 }], { customer: { name: 'Joana' } }),
        'chave-corpo',
      );
      expect(again).toEqual({ order: first.order, created: false });
    });

    it('is per store, frees the key after 24 hours and refuses a malformed key', async () => {
      const dto = () => body([{ id: ana.items.Suco, quantity: 3 }]);
      const first = await orders.create(ana.slug, await dto(), 'chave-dia');
      const other = await makeStore([{ name: 'Chá', price: 5 }]);
      const elsewhere = await orders.create(
        other.slug,
        await body([{ id: other.items['Chá'], quantity: 1 }]),
        'chave-dia',
      );
      expect(elsewhere.created).toBe(true);
      await t.dataSource.query(
        `UPDATE orders SET created_at = now() - interval '25 hours' WHERE idempotency_key = 'chave-dia'`,
      );
      const later = await orders.create(ana.slug, await dto(), 'chave-dia');
      expect(later.created).toBe(true);
      expect(later.order.number).toBeGreaterThan(first.order.number);
      await expect(orders.create(ana.slug, await dto(), 'chave com espaço')).rejects.toMatchObject({
        code: ErrorCode.Validation,
        messages: [Messages.invalidIdempotencyKey],
      });
    });
  });

  describe('status', () => {
    let carla: Store;
    beforeAll(async () => {
      carla = await makeStore([{ name: 'Pizza', price: 45.5 }]);
    });

    /** A new order of Carla's store; returns its seller-side id. */
    async function newOrder(fulfilment: 'pickup' | 'delivery'): Promise<string> {
      const { order } = await orders.create(
        carla.slug,
        await body([{ id: carla.items.Pizza, quantity: 1 }], {
          fulfilment,
          ...(fulfilment === 'delivery' ? { address: address('Centro') } : {}),
        }),
        undefined,
      );
      const page = await orders.list(carla.seller.userId, {});
      return page.items.find((o) => o.number === order.number)?.id as string;
    }

    const refused = (from: string, to: string) => ({
      code: ErrorCode.OrderStatusNotAllowed,
      message: Messages.orderStatusNotAllowed(from, to),
    });

    it('walks a delivery through its statuses with a history; refuses skips and going back', async () => {
      const id = await newOrder('delivery');
      const change = (status: OrderStatus) => orders.changeStatus(carla.seller.userId, id, status);
      await expect(change('preparing')).rejects.toMatchObject(refused('Recebido', 'Em preparo'));
      await change('confirmed');
      await change('preparing');
      await expect(change('ready_for_pickup')).rejects.toMatchObject(
        refused('Em preparo', 'Pronto para retirada'),
      );
      expect((await change('out_for_delivery')).status).toBe('out_for_delivery');
      await change('completed');
      await expect(change('canceled')).rejects.toMatchObject(refused('Concluído', 'Cancelado'));
      const read = await orders.get(carla.seller.userId, id);
      expect(read.status).toBe('completed');
      expect(read.history.map((h) => h.status)).toEqual([
        'received',
        'confirmed',
        'preparing',
        'out_for_delivery',
        'completed',
      ]);
    });

    it('takes a pickup to "ready for pickup" (never "out for delivery") and cancels before completed', async () => {
      const id = await newOrder('pickup');
      const change = (status: OrderStatus) => orders.changeStatus(carla.seller.userId, id, status);
      await change('confirmed');
      await change('preparing');
      await expect(change('out_for_delivery')).rejects.toMatchObject(
        refused('Em preparo', 'Saiu para entrega'),
      );
      await change('ready_for_pickup');
      await change('canceled');
      await expect(change('confirmed')).rejects.toMatchObject(refused('Cancelado', 'Confirmado'));
      expect((await orders.get(carla.seller.userId, id)).status).toBe('canceled');
    });

    it('hides the order from another seller: NotFound, and the order is unchanged', async () => {
      const id = await newOrder('pickup');
      const intruder = await createSeller(t);
      const notFound = { code: ErrorCode.NotFound, message: Messages.orderNotFound };
      await expect(orders.changeStatus(intruder.userId, id, 'confirmed')).rejects.toMatchObject(
        notFound,
      );
      await expect(orders.get(intruder.userId, id)).rejects.toMatchObject(notFound);
      expect((await orders.list(intruder.userId, {})).total).toBe(0);
      expect((await orders.get(carla.seller.userId, id)).status).toBe('received');
    });
  });

  describe('store rules (OrderRules)', () => {
    let rosa: Store;
    const now = jest.fn<Date, []>(() => localFriday(0, '19:00'));

    beforeAll(async () => {
      jest.spyOn(t.get(OrderingClock), 'now').mockImplementation(now);
      rosa = await makeStore(
        [
          { name: 'Pastel', price: 8 },
          { name: 'Caldo de cana', price: 6.5 },
        ],
        (s) => {
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
          s.pickup = { enabled: false, address: '' };
          s.minimumOrder = 20;
          s.payment.card.enabled = false;
          // Friday and Saturday 18:00 → 02:00 (past midnight).
          s.hours = {
            week: [
              { day: 5, open: '18:00', close: '02:00' },
              { day: 6, open: '18:00', close: '02:00' },
            ],
            acceptWhenClosed: false,
          };
        },
      );
    });
    beforeEach(() => now.mockImplementation(() => localFriday(0, '19:00')));

    /** 3 pastéis (R$ 24,00) delivered to Centro, cash. */
    const delivery = (over: Record<string, unknown> = {}) =>
      body([{ id: rosa.items.Pastel, quantity: 3 }], {
        fulfilment: 'delivery',
        address: address('Centro'),
        ...over,
      });

    it('charges the bairro’s fee (case and accents aside) and waives it from the threshold', async () => {
      const fee = await orders.create(
        rosa.slug,
        await delivery({ address: address('  SAO jose ') }),
        undefined,
      );
      expect(fee.order).toMatchObject({ subtotal: 24, deliveryFee: 7.5, total: 31.5 });
      const free = await orders.create(
        rosa.slug,
        await delivery({ items: [{ id: rosa.items.Pastel, quantity: 13 }] }),
        undefined,
      );
      expect(free.order).toMatchObject({
        subtotal: 104,
        deliveryFee: 0,
        total: 104,
        freeDelivery: true,
      });
    });

    it.each<[string, Record<string, unknown>, string]>([
      [
        'below the minimum, with the missing amount',
        { items: [{ id: 'Pastel', quantity: 1 }] },
        'O pedido mínimo é de R$ 20,00. Faltam R$ 12,00.',
      ],
      [
        'pickup when the store only delivers',
        { fulfilment: 'pickup', address: undefined },
        'Esta loja não oferece retirada no local. Escolha entrega.',
      ],
      [
        'a payment method not offered',
        { payment: { method: 'card' } },
        'Esta loja não aceita pagamento com cartão.',
      ],
      [
        'a bairro not served',
        { address: address('Boa Viagem') },
        'A loja não entrega no bairro Boa Viagem.',
      ],
    ])('refuses %s (OrderRefused), saving nothing', async (_name, over, message) => {
      const before = await ordersOf(rosa);
      const items = over.items as { id: string; quantity: number }[] | undefined;
      const dto = await delivery({
        ...over,
        ...(items ? { items: items.map((i) => ({ ...i, id: rosa.items[i.id] })) } : {}),
      });
      await expect(orders.create(rosa.slug, dto, undefined)).rejects.toMatchObject({
        code: ErrorCode.OrderRefused,
        message,
      });
      expect(await ordersOf(rosa)).toBe(before);
    });

    it('refuses an order while closed with the next opening, past midnight on the local day', async () => {
      now.mockImplementation(() => localFriday(1, '01:59'));
      await orders.create(rosa.slug, await delivery(), undefined);
      now.mockImplementation(() => localFriday(1, '02:00'));
      await expect(orders.create(rosa.slug, await delivery(), undefined)).rejects.toMatchObject({
        code: ErrorCode.OrderRefused,
        message: 'A loja está fechada agora e abre hoje às 18:00. Tente novamente nesse horário.',
      });
    });

    it('refuses delivery when the store only offers pickup, and gives its pickup address', async () => {
      const joao = await makeStore([{ name: 'Bolo', price: 30 }], (s) => {
        s.delivery.enabled = false;
        s.pickup = { enabled: true, address: 'Rua do Bolo, 5' };
      });
      await expect(
        orders.create(
          joao.slug,
          await body([{ id: joao.items.Bolo, quantity: 1 }], {
            fulfilment: 'delivery',
            address: address('Centro'),
          }),
          undefined,
        ),
      ).rejects.toMatchObject({
        code: ErrorCode.OrderRefused,
        message: 'Esta loja não faz entregas. Escolha retirada no local.',
      });
      const ok = await orders.create(
        joao.slug,
        await body([{ id: joao.items.Bolo, quantity: 1 }]),
        undefined,
      );
      expect(ok.order).toMatchObject({ pickupAddress: 'Rua do Bolo, 5', deliveryFee: 0 });
    });
  });

  describe('coupons', () => {
    let ana: Store;
    let coupons: CouponService;
    let phones = 0;
    const newPhone = () => `119${String(70000000 + (phones += 1)).padStart(8, '0')}`;

    beforeAll(async () => {
      coupons = t.get(CouponService);
      ana = await makeStore([{ name: 'X-Salada', price: 18 }], (s) => {
        s.delivery = { ...s.delivery, enabled: true, feeMode: 'flat', flatFee: 5 };
      });
    });

    const createCoupon = async (over: Record<string, unknown>) =>
      coupons.create(
        ana.seller.userId,
        await asDto(CouponDto, { code: 'BEMVINDO10', kind: 'percent', value: 10, ...over }),
      );
    /** 2 X-Salada (R$ 36,00) by pickup, cash, a new customer; `over` changes the body. */
    const order = async (over: Record<string, unknown>, key?: string) =>
      orders.create(
        ana.slug,
        await body([{ id: ana.items['X-Salada'], quantity: 2 }], {
          customer: { name: 'Maria', phone: newPhone() },
          ...over,
        }),
        key,
      );
    const usesOf = async (code: string) =>
      (await coupons.list(ana.seller.userId)).find((c) => c.code === code)?.uses;

    it('takes the discount off the items only (not the fee) and counts one use', async () => {
      await createCoupon({ code: 'PIX10' });
      const { order: placed } = await order({
        fulfilment: 'delivery',
        address: address('Centro'),
        couponCode: ' pix10 ',
      });
      expect(placed).toMatchObject({
        subtotal: 36,
        discount: 3.6,
        deliveryFee: 5,
        total: 37.4,
        couponCode: 'PIX10',
      });
      expect(await orders.byToken(ana.slug, placed.token)).toMatchObject({
        couponCode: 'PIX10',
        discount: 3.6,
        total: 37.4,
      });
      expect(await usesOf('PIX10')).toBe(1);
    });

    it('counts one use for an order sent 4 times at once with its Idempotency-Key', async () => {
      await createCoupon({ code: 'CHAVE10' });
      const customer = { name: 'Lia', phone: newPhone() };
      const results = await Promise.all(
        Array.from({ length: 4 }, () => order({ customer, couponCode: 'CHAVE10' }, 'chave-lia')),
      );
      expect(results.filter((r) => r.created)).toHaveLength(1);
      for (const r of results) expect(r.order).toEqual(results[0].order);
      expect(results[0].order).toMatchObject({ couponCode: 'CHAVE10', discount: 3.6, total: 32.4 });
      expect(await usesOf('CHAVE10')).toBe(1);
    });

    it('counts a use once when the order is replayed with its Idempotency-Key', async () => {
      await createCoupon({ code: 'UMAVEZ', maxUses: 1 });
      const customer = { name: 'Rita', phone: newPhone() };
      const first = await order({ customer, couponCode: 'UMAVEZ' }, 'chave-cupom');
      const replays = await Promise.all(
        Array.from({ length: 3 }, () => order({ customer, couponCode: 'UMAVEZ' }, 'chave-cupom')),
      );
      for (const r of replays) expect(r).toEqual({ order: first.order, created: false });
      expect(await usesOf('UMAVEZ')).toBe(1);
      // The one use is taken: another order is refused, and saves nothing.
      const before = await ordersOf(ana);
      await expect(order({ couponCode: 'UMAVEZ' })).rejects.toMatchObject({
        code: ErrorCode.OrderRefused,
        message: CouponMessages.usedUp,
      });
      expect(await ordersOf(ana)).toBe(before);
      expect(await usesOf('UMAVEZ')).toBe(1);
    });

    it('gives a coupon limited to 3 uses to exactly 3 of 10 orders placed at once', async () => {
      await createCoupon({ code: 'SO3', maxUses: 3 });
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, () => order({ couponCode: 'SO3' })),
      );
      const ok = results.filter((r) => r.status === 'fulfilled');
      expect(ok).toHaveLength(3);
      const refusals = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(new Set(refusals.map((r) => (r.reason as DomainError).message))).toEqual(
        new Set([CouponMessages.usedUp]),
      );
      expect(await usesOf('SO3')).toBe(3);
    });

    it('refuses an unknown code with the coupon message (OrderRefused)', async () => {
      await expect(order({ couponCode: 'NAOEXISTE' })).rejects.toMatchObject({
        code: ErrorCode.OrderRefused,
        message: CouponMessages.invalid,
      });
    });
  });
});
