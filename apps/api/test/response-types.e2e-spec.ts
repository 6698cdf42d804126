import { promises as fs } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { Response } from 'supertest';
import {
  defaultStoreSettings,
  type CatalogItem,
  type PublicOrder,
  type SellerOrder,
  type StoreSettings,
} from '@catalogo/contracts/core';
import { createTestApp, registerAndLogin, type TestApp } from './support/app';
import { photo } from './support/images';
import { LocalPushService } from './support/push-service';
import { describeErrors, responseValidator } from './support/response-schemas';

/**
 * The contracts' response types are the one source of the API's answers (docs/ARCHITECTURE.md
 * "API"): every main endpoint is called on a real app with realistic data (items with options and
 * photos, a logo, delivery by bairro, static and online Pix, a coupon, a push device, orders with
 * a history) and its JSON answer is validated against the JSON Schema generated from its type.
 * A field sent but missing from the type, a required field not sent or a wrong type fails here.
 */

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const API_URL = 'http://api.catalogo.test';
/** A local Web Push service the sellers' devices subscribe to (started in `beforeAll`). */
const push = new LocalPushService();

interface Seller {
  token: string;
  email: string;
  password: string;
  slug: string;
}

/** What the table's calls read: three sellers' stores, items and an order. */
interface World {
  /** Static Pix, delivery by bairro and pickup, items with options and photos, a coupon. */
  ana: Seller;
  /** Online Pix at the local provider ("Pix de teste"). */
  bruno: Seller;
  /** A seller with an empty catalogue, for the writes (`POST /catalog/save`, coupons, look…). */
  carla: Seller;
  pizza: CatalogItem;
  suco: CatalogItem;
  /** Bruno's one item. */
  brunoItem: CatalogItem;
  /** A delivery order with options, a coupon and static Pix, confirmed (two history entries). */
  order: SellerOrder;
  /** The customer id (phone digits) of `order`. */
  customerId: string;
}

/** A line of the table: the call, its expected status and the contracts' type of its answer. */
interface Endpoint {
  name: string;
  status: number;
  type: string;
  call(t: TestApp, w: World): PromiseLike<Response>;
}

const orderBody = (w: Pick<World, 'pizza' | 'suco'>) => ({
  items: [
    {
      id: w.pizza.id,
      quantity: 2,
      options: [
        {
          groupId: w.pizza.optionGroups[0].id,
          optionIds: [w.pizza.optionGroups[0].options[1].id],
        },
        {
          groupId: w.pizza.optionGroups[1].id,
          optionIds: [w.pizza.optionGroups[1].options[0].id],
        },
      ],
    },
    { id: w.suco.id, quantity: 1 },
  ],
  fulfilment: 'delivery',
  customer: { name: 'Maria Souza', phone: '11987654321' },
  address: {
    cep: '01310-100',
    logradouro: 'Av. Paulista',
    numero: '1000',
    complemento: 'ap 12',
    bairro: 'Centro',
    localidade: 'São Paulo',
    uf: 'SP',
  },
  payment: { method: 'pix' },
  notes: 'sem cebola',
  couponCode: 'BEMVINDO',
});

/** Bruno's new online-Pix order (pickup), as answered (201). */
const onlinePixOrder = async (t: TestApp, w: World): Promise<PublicOrder> =>
  (
    await t.http
      .post(`/public-catalog/${w.bruno.slug}/orders`)
      .send({
        items: [{ id: w.brunoItem.id, quantity: 1 }],
        fulfilment: 'pickup',
        customer: { name: 'João' },
        payment: { method: 'pix' },
      })
      .expect(201)
  ).body as PublicOrder;

/** Endpoint → type of its answer (`Name[]`: an array of it), as exported by contracts `core`. */
const ENDPOINTS: Endpoint[] = [
  {
    name: 'GET /public-catalog/{slug}',
    status: 200,
    type: 'PublicCatalogResponse',
    call: (t, w) => t.http.get(`/public-catalog/${w.ana.slug}`),
  },
  {
    name: 'POST /public-catalog/{slug}/orders (delivery, options, coupon, static Pix)',
    status: 201,
    type: 'PublicOrder',
    call: (t, w) => t.http.post(`/public-catalog/${w.ana.slug}/orders`).send(orderBody(w)),
  },
  {
    name: 'POST /public-catalog/{slug}/orders (pickup, online Pix)',
    status: 201,
    type: 'PublicOrder',
    call: (t, w) =>
      t.http.post(`/public-catalog/${w.bruno.slug}/orders`).send({
        items: [{ id: w.brunoItem.id, quantity: 1 }],
        fulfilment: 'pickup',
        customer: { name: 'João' },
        payment: { method: 'pix' },
      }),
  },
  {
    name: 'POST /public-catalog/{slug}/orders/{token}/pix/simulate',
    status: 200,
    type: 'OnlineOrderPix',
    call: async (t, w) =>
      t.http.post(
        `/public-catalog/${w.bruno.slug}/orders/${(await onlinePixOrder(t, w)).token}/pix/simulate`,
      ),
  },
  {
    name: 'GET /public-catalog/{slug}/orders/{token}',
    status: 200,
    type: 'PublicOrder',
    call: (t, w) => t.http.get(`/public-catalog/${w.ana.slug}/orders/${w.order.token}`),
  },
  {
    name: 'GET /public-catalog/{slug}/orders/{token}/reorder',
    status: 200,
    type: 'ReorderResponse',
    call: (t, w) => t.http.get(`/public-catalog/${w.ana.slug}/orders/${w.order.token}/reorder`),
  },
  {
    name: 'POST /public-catalog/{slug}/coupons/check',
    status: 200,
    type: 'CouponCheckResult',
    call: (t, w) =>
      t.http
        .post(`/public-catalog/${w.ana.slug}/coupons/check`)
        .send({ code: 'BEMVINDO', items: orderBody(w).items, phone: '11912345678' }),
  },
  {
    name: 'PUT /store/access/{slug}',
    status: 200,
    type: 'StoreAccessResponse',
    call: (t, w) => t.http.put(`/store/access/${w.ana.slug}`),
  },
  {
    name: 'GET /orders',
    status: 200,
    type: 'OrdersPage',
    call: (t, w) => t.http.get('/orders').set(auth(w.ana.token)),
  },
  {
    name: 'GET /orders/{id}',
    status: 200,
    type: 'SellerOrder',
    call: (t, w) => t.http.get(`/orders/${w.order.id}`).set(auth(w.ana.token)),
  },
  {
    name: 'PATCH /orders/{id}/status',
    status: 200,
    type: 'SellerOrder',
    call: async (t, w) => {
      const { token } = await onlinePixOrder(t, w);
      const { items } = (await t.http.get('/orders').set(auth(w.bruno.token)).expect(200)).body as {
        items: SellerOrder[];
      };
      const id = items.find((o) => o.token === token)!.id;
      return t.http
        .patch(`/orders/${id}/status`)
        .set(auth(w.bruno.token))
        .send({ status: 'canceled' });
    },
  },
  {
    name: 'GET /catalog',
    status: 200,
    type: 'CatalogItem[]',
    call: (t, w) => t.http.get('/catalog').set(auth(w.ana.token)),
  },
  {
    name: 'POST /catalog/save',
    status: 201,
    type: 'CatalogItem[]',
    call: (t, w) =>
      t.http
        .post('/catalog/save')
        .set(auth(w.carla.token))
        .send([
          {
            name: 'Açaí',
            price: 0,
            category: 'Sobremesas',
            description: 'Açaí batido na hora',
            optionGroups: [
              {
                name: 'Tamanho',
                min: 1,
                max: 1,
                options: [
                  { name: '300 ml', price: 14 },
                  { name: '500 ml', price: 19 },
                ],
              },
            ],
          },
          { name: 'Água', price: 3.5, category: 'Bebidas' },
        ]),
  },
  {
    name: 'PUT /catalog/{id}',
    status: 200,
    type: 'CatalogItem',
    call: (t, w) =>
      t.http
        .put(`/catalog/${w.brunoItem.id}`)
        .set(auth(w.bruno.token))
        .send({ name: 'Suco de uva', price: 8.5, category: 'Bebidas', available: true }),
  },
  {
    name: 'PUT /catalog/{id}/photo',
    status: 200,
    type: 'ItemPhotoResponse',
    call: async (t, w) =>
      t.http
        .put(`/catalog/${w.brunoItem.id}/photo`)
        .set(auth(w.bruno.token))
        .attach('file', await photo(600, 600), { filename: 'uva.jpg', contentType: 'image/jpeg' }),
  },
  {
    name: 'POST /catalog/process',
    status: 200,
    type: 'ProcessCatalogResponse',
    call: (t, w) =>
      t.http.post('/catalog/process').set(auth(w.carla.token)).send({
        inputData: 'Brigadeiro 2,50\nBolo de pote R$ 12\nPizza Calabresa P 35 / M 45 / G 55',
      }),
  },
  {
    name: 'GET /store/settings',
    status: 200,
    type: 'StoreSettings',
    call: (t, w) => t.http.get('/store/settings').set(auth(w.ana.token)),
  },
  {
    name: 'PUT /store/settings',
    status: 200,
    type: 'StoreSettings',
    call: async (t, w) => {
      const settings = await t.http.get('/store/settings').set(auth(w.carla.token)).expect(200);
      return t.http
        .put('/store/settings')
        .set(auth(w.carla.token))
        .send({ ...settings.body, minimumOrder: 15 });
    },
  },
  {
    name: 'GET /stripe/dashboard-info',
    status: 200,
    type: 'DashboardInfo',
    call: (t, w) => t.http.get('/stripe/dashboard-info').set(auth(w.ana.token)),
  },
  {
    name: 'GET /customers',
    status: 200,
    type: 'CustomersPage',
    call: (t, w) => t.http.get('/customers').set(auth(w.ana.token)),
  },
  {
    name: 'GET /customers/{id}',
    status: 200,
    type: 'CustomerDetail',
    call: (t, w) => t.http.get(`/customers/${w.customerId}`).set(auth(w.ana.token)),
  },
  {
    name: 'GET /coupons',
    status: 200,
    type: 'Coupon[]',
    call: (t, w) => t.http.get('/coupons').set(auth(w.ana.token)),
  },
  {
    name: 'POST /coupons',
    status: 201,
    type: 'Coupon',
    call: (t, w) =>
      t.http
        .post('/coupons')
        .set(auth(w.carla.token))
        .send({
          code: `FRETE${Math.floor(Math.random() * 1e6)}`,
          kind: 'fixed',
          value: 5,
          minimumOrder: 30,
          firstOrderOnly: true,
          endsAt: '2030-12-31T23:59:59.000Z',
        }),
  },
  {
    name: 'POST /push/subscriptions',
    status: 201,
    type: 'PushDevice',
    call: (t, w) => {
      const device = push.subscribe();
      return t.http
        .post('/push/subscriptions')
        .set(auth(w.carla.token))
        .send({ endpoint: device.endpoint, keys: device.keys });
    },
  },
  {
    name: 'GET /push/subscriptions',
    status: 200,
    type: 'PushDevice[]',
    call: (t, w) => t.http.get('/push/subscriptions').set(auth(w.ana.token)),
  },
  {
    name: 'GET /push/vapid-public-key',
    status: 200,
    type: 'VapidPublicKeyResponse',
    call: (t) => t.http.get('/push/vapid-public-key'),
  },
  {
    name: 'GET /store/payment-provider',
    status: 200,
    type: 'PaymentProviderInfo',
    call: (t, w) => t.http.get('/store/payment-provider').set(auth(w.bruno.token)),
  },
  {
    name: 'PUT /store/payment-provider',
    status: 200,
    type: 'PaymentProviderInfo',
    call: (t, w) =>
      t.http.put('/store/payment-provider').set(auth(w.carla.token)).send({ provider: 'local' }),
  },
  {
    name: 'PUT /store/look',
    status: 200,
    type: 'StoreLook',
    call: (t, w) =>
      t.http.put('/store/look').set(auth(w.carla.token)).send({ coverColor: '#116644' }),
  },
  {
    name: 'PUT /store/logo',
    status: 200,
    type: 'StoreLogoResponse',
    call: async (t, w) =>
      t.http
        .put('/store/logo')
        .set(auth(w.carla.token))
        .attach('file', await photo(300, 300, 'png'), {
          filename: 'logo.png',
          contentType: 'image/png',
        }),
  },
  {
    name: 'GET /store/look',
    status: 200,
    type: 'StoreLook',
    call: (t, w) => t.http.get('/store/look').set(auth(w.ana.token)),
  },
  {
    name: 'GET /store/analytics',
    status: 200,
    type: 'StoreAnalytics',
    call: (t, w) => t.http.get('/store/analytics').set(auth(w.ana.token)),
  },
  {
    name: 'GET /user/me',
    status: 200,
    type: 'Me',
    call: (t, w) => t.http.get('/user/me').set(auth(w.ana.token)),
  },
  {
    name: 'POST /auth/login',
    status: 200,
    type: 'LoginResponse',
    call: (t, w) =>
      t.http.post('/auth/login').send({ email: w.ana.email, password: w.ana.password }),
  },
];

describe('Response types match the real answers (docs/ARCHITECTURE.md "API")', () => {
  let t: TestApp;
  let uploads: string;
  let w: World;

  /** A seller with a store name, a slug and a phone. */
  async function makeSeller(slug: string): Promise<Seller> {
    const seller = await registerAndLogin(t, { phone: '11988887777' });
    await t.http
      .post('/store/info')
      .set(auth(seller.token))
      .send({ name: `Loja ${slug}` })
      .expect(200);
    await t.http.post('/short-link').set(auth(seller.token)).send({ slug }).expect(200);
    return { ...seller, slug };
  }

  beforeAll(async () => {
    uploads = await fs.mkdtemp(path.join(os.tmpdir(), 'uploads-'));
    await push.start();
    t = await createTestApp({
      API_URL,
      UPLOADS_DIR: uploads,
      ORDER_RATE_LIMIT_PER_10_MINUTES: '100000',
      VAPID_SUBJECT: 'mailto:alertas@catalogo.example',
    });
    // Generating the schemas builds a TS program (a few seconds): once, here.
    responseValidator('PublicCatalogResponse');

    const ana = await makeSeller('pizzaria-da-ana');
    const settings: StoreSettings = defaultStoreSettings();
    settings.delivery = {
      enabled: true,
      feeMode: 'by_neighbourhood',
      flatFee: 0,
      neighbourhoods: [
        { name: 'Centro', fee: 5 },
        { name: 'São José', fee: 7.5 },
      ],
      freeFrom: 200,
    };
    settings.pickup = { enabled: true, address: 'Rua da Pizzaria, 10' };
    settings.payment.pix = {
      enabled: true,
      keyType: 'email',
      key: 'ana@example.com',
      merchantName: 'Pizzaria da Ana',
      merchantCity: 'Sao Paulo',
      expiryMinutes: 30,
    };
    settings.hours = { week: [{ day: 1, open: '18:00', close: '23:00' }], acceptWhenClosed: true };
    await t.http.put('/store/settings').set(auth(ana.token)).send(settings).expect(200);
    await t.http
      .put('/store/look')
      .set(auth(ana.token))
      .send({ coverColor: '#aa3300' })
      .expect(200);
    await t.http
      .put('/store/logo')
      .set(auth(ana.token))
      .attach('file', await photo(400, 400, 'png'), {
        filename: 'logo.png',
        contentType: 'image/png',
      })
      .expect(200);
    const saved = await t.http
      .post('/catalog/save')
      .set(auth(ana.token))
      .send([
        {
          name: 'Pizza Calabresa',
          price: 0,
          category: 'Pizzas',
          description: 'Calabresa, cebola e azeitona',
          optionGroups: [
            {
              name: 'Tamanho',
              min: 1,
              max: 1,
              options: [
                { name: 'Média', price: 45 },
                { name: 'Grande', price: 55 },
              ],
            },
            {
              name: 'Borda',
              min: 0,
              max: 1,
              priceRule: 'highest',
              options: [
                { name: 'Catupiry', price: 8 },
                { name: 'Cheddar', price: 9, available: false },
              ],
            },
          ],
        },
        { name: 'Suco de laranja', price: 9.5, category: 'Bebidas' },
      ])
      .expect(201);
    const [pizza, suco] = saved.body as CatalogItem[];
    await t.http
      .put(`/catalog/${pizza.id}/photo`)
      .set(auth(ana.token))
      .attach('file', await photo(800, 600), { filename: 'pizza.jpg', contentType: 'image/jpeg' })
      .expect(200);
    await t.http
      .post('/coupons')
      .set(auth(ana.token))
      .send({ code: 'BEMVINDO', kind: 'percent', value: 10, maxUses: 100 })
      .expect(201);
    const device = push.subscribe();
    await t.http
      .post('/push/subscriptions')
      .set(auth(ana.token))
      .send({ endpoint: device.endpoint, keys: device.keys, label: 'Celular da cozinha' })
      .expect(201);

    const bruno = await makeSeller('lanches-do-bruno');
    const brunoSettings = defaultStoreSettings();
    brunoSettings.pickup = { enabled: true, address: 'Rua do Bruno, 5' };
    brunoSettings.payment.pix = {
      enabled: true,
      keyType: 'email',
      key: 'bruno@example.com',
      merchantName: 'Lanches do Bruno',
      merchantCity: 'Sao Paulo',
      expiryMinutes: 30,
    };
    await t.http.put('/store/settings').set(auth(bruno.token)).send(brunoSettings).expect(200);
    await t.http
      .put('/store/payment-provider')
      .set(auth(bruno.token))
      .send({ provider: 'local' })
      .expect(200);
    const brunoItems = await t.http
      .post('/catalog/save')
      .set(auth(bruno.token))
      .send([{ name: 'Suco de uva', price: 8, category: 'Bebidas' }])
      .expect(201);

    const carla = await makeSeller('doces-da-carla');

    const placed = await t.http
      .post(`/public-catalog/${ana.slug}/orders`)
      .send(orderBody({ pizza, suco }))
      .expect(201);
    const { items } = (await t.http.get('/orders').set(auth(ana.token)).expect(200)).body as {
      items: SellerOrder[];
    };
    const id = items.find((o) => o.token === (placed.body as PublicOrder).token)!.id;
    const confirmed = await t.http
      .patch(`/orders/${id}/status`)
      .set(auth(ana.token))
      .send({ status: 'confirmed' })
      .expect(200);
    w = {
      ana,
      bruno,
      carla,
      pizza,
      suco,
      brunoItem: (brunoItems.body as CatalogItem[])[0],
      order: confirmed.body as SellerOrder,
      customerId: '11987654321',
    };
  });

  afterAll(async () => {
    await t?.close();
    await push.close();
    await fs.rm(uploads, { recursive: true, force: true });
  });

  it.each(ENDPOINTS.map((e) => [e.name, e] as const))(
    '%s answers its contracts type',
    async (_name, endpoint) => {
      const res = await endpoint.call(t, w);
      const body: unknown = res.body;
      if (res.status !== endpoint.status)
        throw new Error(
          `${endpoint.name} answered ${res.status}, not ${endpoint.status}: ${JSON.stringify(body)}`,
        );
      const validate = responseValidator(endpoint.type);
      if (!validate(body))
        throw new Error(
          `${endpoint.name} does not match ${endpoint.type}:\n${describeErrors(validate.errors ?? [], body)}`,
        );
    },
  );
});
