// Order events across API processes: two built APIs (`node dist/main.js`, needs
// `pnpm build`) on one PostgreSQL, as in compose and Kubernetes. A seller whose event stream is
// open on one process receives the orders created and changed through the other (LISTEN/NOTIFY),
// and another seller's stream on either process never carries them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { postgresPerFile, startApi, stop } from './support.mjs';

const { database } = postgresPerFile('orders');

/** fetch + JSON; fails the test on an unexpected status. */
async function call(url, { method = 'GET', token, body, expect = 200 } = {}) {
  const res = await fetch(url, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  assert.equal(res.status, expect, `${method} ${url}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

let sellers = 0;
/** A seller with a store at `slug` and one item; returns its token and the item id. */
async function seller(api, slug) {
  sellers += 1;
  const email = `vendedor.${process.pid}.${sellers}@example.com`;
  const password = 'senha-segura-123';
  await call(`${api}/user/register`, { method: 'POST', body: { email, password }, expect: 201 });
  const { accessToken: token } = await call(`${api}/auth/login`, {
    method: 'POST',
    body: { email, password },
  });
  await call(`${api}/short-link`, { method: 'POST', token, body: { slug } });
  // the defaults with pickup turned on (a new store only delivers).
  await call(`${api}/store/settings`, {
    method: 'PUT',
    token,
    body: {
      delivery: {
        enabled: true,
        feeMode: 'to_agree',
        flatFee: 0,
        neighbourhoods: [],
        freeFrom: null,
      },
      pickup: { enabled: true, address: 'Rua do Pastel, 10 - Centro' },
      minimumOrder: 0,
      payment: {
        pix: { enabled: false, keyType: 'random', key: '', merchantName: '', merchantCity: '' },
        cash: { enabled: true },
        card: { enabled: true },
      },
      hours: { week: [], acceptWhenClosed: false },
    },
  });
  const [item] = await call(`${api}/catalog/save`, {
    method: 'POST',
    token,
    body: [{ name: 'Pastel', price: 8.5, category: 'Salgados' }],
    expect: 201,
  });
  return { token, itemId: item.id };
}

/** Reads `GET /orders/events` with the session cookie (as EventSource sends it). */
async function openStream(api, token) {
  const controller = new AbortController();
  const res = await fetch(`${api}/orders/events`, {
    headers: { accept: 'text/event-stream', cookie: `token=${token}` },
    signal: controller.signal,
  });
  assert.equal(res.status, 200);
  const events = [];
  const waiters = [];
  let ready;
  const isReady = new Promise((resolve) => (ready = resolve));
  (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.split('\n').includes(': ready')) ready();
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (!event || data === undefined) continue;
          const message = { event, order: JSON.parse(data) };
          events.push(message);
          for (const w of [...waiters])
            if (w.match(message)) {
              waiters.splice(waiters.indexOf(w), 1);
              w.resolve(message);
            }
        }
      }
    } catch {
      // aborted by close()
    }
  })();
  await isReady;
  return {
    events,
    next(match, timeoutMs = 10_000) {
      const seen = events.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () =>
            reject(new Error(`no matching event in ${timeoutMs} ms: ${JSON.stringify(events)}`)),
          timeoutMs,
        );
        waiters.push({
          match,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      });
    },
    close: () => controller.abort(),
  };
}

test('a seller connected to one API process receives the orders made through the other', async () => {
  const DATABASE_URL = await database();
  const a = await startApi({ DATABASE_URL });
  const b = await startApi({ DATABASE_URL });
  const streams = [];
  try {
    const carla = await seller(a.url, 'loja-processo-a');
    const dora = await seller(b.url, 'loja-processo-b');
    const carlaOnA = await openStream(a.url, carla.token);
    const doraOnA = await openStream(a.url, dora.token);
    const doraOnB = await openStream(b.url, dora.token);
    streams.push(carlaOnA, doraOnA, doraOnB);

    // Created through B, received on A.
    const created = await call(`${b.url}/public-catalog/loja-processo-a/orders`, {
      method: 'POST',
      body: {
        items: [{ id: carla.itemId, quantity: 2 }],
        // A new store delivers (fee "a combinar") and takes card: the defaults.
        fulfilment: 'delivery',
        customer: { name: 'Helena' },
        address: {
          cep: '01310100',
          logradouro: 'Avenida Paulista',
          numero: '1000',
          bairro: 'Bela Vista',
          localidade: 'São Paulo',
          uf: 'SP',
        },
        payment: { method: 'card' },
      },
      expect: 201,
    });
    assert.equal(created.number, 1);
    const event = await carlaOnA.next(
      (m) => m.event === 'order.created' && m.order.token === created.token,
    );
    assert.equal(event.order.customer.name, 'Helena');
    assert.equal(event.order.total, 17);

    // Changed through B, received on A.
    await call(`${b.url}/orders/${event.order.id}/status`, {
      method: 'PATCH',
      token: carla.token,
      body: { status: 'confirmed' },
    });
    const updated = await carlaOnA.next(
      (m) => m.event === 'order.updated' && m.order.id === event.order.id,
    );
    assert.equal(updated.order.status, 'confirmed');

    // Dora's own order reaches her streams on both processes; Carla's never does.
    const hers = await call(`${a.url}/public-catalog/loja-processo-b/orders`, {
      method: 'POST',
      body: {
        items: [{ id: dora.itemId, quantity: 1 }],
        fulfilment: 'pickup',
        customer: { name: 'Iris' },
        payment: { method: 'cash' },
      },
      expect: 201,
    });
    await doraOnA.next((m) => m.order.token === hers.token);
    await doraOnB.next((m) => m.order.token === hers.token);
    for (const stream of [doraOnA, doraOnB])
      assert.deepEqual(
        stream.events.map((m) => m.order.token),
        [hers.token],
      );
  } finally {
    for (const s of streams) s.close();
    await Promise.all([stop(a.child), stop(b.child)]);
  }
});
