import { Messages } from '@catalogo/contracts/core';
import { createTestApp, registerAndLogin, type TestApp } from './support/app';
import { startAppWithFakeAnthropic, type FakeAnthropic } from './support/fake-anthropic';

const LIST =
  '*LANCHES*\nX-Salada - R$ 18,00\nX-Bacon - R$ 22,00\n\n*BEBIDAS*\nCoca-Cola lata - R$ 6,00';
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** "Pizza Calabresa P 35 / M 45 / G 55" as the seller expects it: one item, a group. */
const CALABRESA = {
  name: 'Pizza Calabresa',
  price: 0,
  category: 'Pizzas',
  optionGroups: [
    {
      name: 'Tamanho',
      min: 1,
      max: 1,
      priceRule: 'sum',
      options: [
        { name: 'P', price: 35, available: true },
        { name: 'M', price: 45, available: true },
        { name: 'G', price: 55, available: true },
      ],
    },
  ],
};

/** Signs up a new seller and processes `inputData` (expects 200); returns the answer. */
async function processAsNewSeller(t: TestApp, inputData: string) {
  const { token } = await registerAndLogin(t);
  return t.http.post('/catalog/process').set(auth(token)).send({ inputData }).expect(200);
}

describe('POST /catalog/process with Anthropic (fake server, real SDK)', () => {
  let t: TestApp;
  let fake: FakeAnthropic;
  beforeAll(async () => {
    ({ t, fake } = await startAppWithFakeAnthropic());
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
  });

  it('sends the model, the tool, tool_choice and the pasted text; a tool_use answer becomes items', async () => {
    fake.mode = {
      kind: 'tool',
      items: [
        { name: 'X-Salada', price: 18, category: 'Lanches' },
        { name: 'Coca-Cola Lata', price: 6, category: 'Bebidas' },
      ],
    };
    const res = await processAsNewSeller(t, LIST);
    expect(res.body).toEqual({
      items: [
        { name: 'X-Salada', price: 18, category: 'Lanches' },
        { name: 'Coca-Cola Lata', price: 6, category: 'Bebidas' },
      ],
    });
    expect(fake.requests).toHaveLength(1);
    const { body, headers, path } = fake.requests[0];
    expect(path).toBe('/v1/messages');
    expect(String(headers['x-api-key'] ?? headers.authorization)).toContain('sk-ant-test');
    expect(body.model).toBe('claude-test-model');
    expect(body.tools).toEqual([expect.objectContaining({ name: 'extract_catalog_items' })]);
    expect(body.tool_choice).toEqual({ type: 'tool', name: 'extract_catalog_items' });
    expect(JSON.stringify(body.messages)).toContain('X-Bacon - R$ 22,00');
    expect(String(body.system)).toMatch(/Pix/);
    const [run] = await t.dataSource.query(
      `SELECT engine, item_count, input_chars FROM ai_processing_runs r JOIN users u ON u.id = r.user_id
        WHERE u.email = (SELECT email FROM users ORDER BY created_at DESC LIMIT 1)`,
    );
    expect(run).toEqual({ engine: 'anthropic', item_count: 2, input_chars: LIST.length });
  });

  it('drops invalid items the model returns', async () => {
    fake.mode = {
      kind: 'tool',
      items: [
        { name: 'Bom', price: 10, category: 'Geral' },
        { name: '', price: 10, category: 'Geral' },
        { name: 'Preço zero', price: 0, category: 'Geral' },
        { name: 'Três casas', price: 1.234, category: 'Geral' },
        { name: 'Texto', price: '12', category: 'Geral' },
        { name: 'Sem categoria', price: 5 },
        'lixo',
      ],
    };
    const res = await processAsNewSeller(t, LIST);
    expect(res.body.items).toEqual([{ name: 'Bom', price: 10, category: 'Geral' }]);
  });

  it('keeps a model item with a "Tamanho" group (price 0) and drops one whose group breaks §6', async () => {
    const tamanho = {
      name: 'Tamanho',
      min: 1,
      max: 1,
      options: [
        { name: 'P', price: 35 },
        { name: 'M', price: 45 },
        { name: 'G', price: 55 },
      ],
    };
    fake.mode = {
      kind: 'tool',
      items: [
        { name: 'Pizza Calabresa', price: 0, category: 'Pizzas', optionGroups: [tamanho] },
        // min above the number of options, and price 0 without a required group: refused.
        {
          name: 'Pizza Atum',
          price: 0,
          category: 'Pizzas',
          optionGroups: [{ ...tamanho, min: 4, max: 4 }],
        },
        {
          name: 'Pizza Doce',
          price: 0,
          category: 'Pizzas',
          optionGroups: [{ ...tamanho, min: 0 }],
        },
      ],
    };
    const res = await processAsNewSeller(t, 'Pizza Calabresa P 35 / M 45 / G 55');
    expect(res.body.items).toEqual([CALABRESA]);
    expect(String(fake.requests[0].body.system)).toContain('Tamanho');
  });

  it.each([
    ['a 500', { kind: 'status', status: 500 } as const],
    ['an overload (529)', { kind: 'status', status: 529 } as const],
    ['a timeout', { kind: 'hang' } as const],
  ])('falls back to the offline parser on %s', async (_case, mode) => {
    fake.mode = mode;
    const res = await processAsNewSeller(t, LIST);
    expect(res.body.items).toEqual(
      expect.arrayContaining([
        { name: 'X-Salada', price: 18, category: 'Lanches' },
        { name: 'X-Bacon', price: 22, category: 'Lanches' },
      ]),
    );
    expect(fake.requests.length).toBe(2); // one retry, then the fallback
  });
  describe('model spend', () => {
    const calls = (email: string) =>
      t.dataSource.query(
        `SELECT model, input_tokens, output_tokens, max_tokens, outcome FROM ai_model_calls c
          JOIN users u ON u.id = c.user_id WHERE u.email = $1 ORDER BY c.created_at`,
        [email],
      );
    const runs = async (email: string): Promise<string[]> =>
      (
        await t.dataSource.query(
          `SELECT engine FROM ai_processing_runs r JOIN users u ON u.id = r.user_id
            WHERE u.email = $1 ORDER BY r.created_at`,
          [email],
        )
      ).map((r: { engine: string }) => r.engine);

    it('one processing at a time per seller: a concurrent second → 429 with Retry-After; others are not blocked', async () => {
      fake.mode = { kind: 'hang' }; // the first request waits for the model (two 300 ms attempts)
      const { token } = await registerAndLogin(t);
      const other = await registerAndLogin(t);
      const first = t.http
        .post('/catalog/process')
        .set(auth(token))
        .send({ inputData: LIST })
        .then((r) => r);
      while (fake.requests.length === 0) await new Promise((r) => setTimeout(r, 10));
      const second = await t.http
        .post('/catalog/process')
        .set(auth(token))
        .send({ inputData: LIST })
        .expect(429);
      expect(second.body.message).toBe(Messages.processingInProgress);
      expect(second.headers['retry-after']).toBe('5');
      const [firstRes, otherRes] = await Promise.all([
        first,
        t.http.post('/catalog/process').set(auth(other.token)).send({ inputData: LIST }),
      ]);
      expect(firstRes.status).toBe(200);
      expect(otherRes.status).toBe(200);
      // The lease is released: the next one goes through.
      await t.http.post('/catalog/process').set(auth(token)).send({ inputData: LIST }).expect(200);
    });

    it('meters every model call in tokens, also failed and empty ones, which do not count against the 15', async () => {
      const { token, email } = await registerAndLogin(t);
      fake.mode = { kind: 'tool', items: [], usage: { input_tokens: 1234, output_tokens: 56 } };
      const empty = await t.http
        .post('/catalog/process')
        .set(auth(token))
        .send({ inputData: 'Bom dia! Abrimos às 8h.' })
        .expect(200);
      expect(empty.body.items).toEqual([]);
      fake.mode = { kind: 'status', status: 500 };
      await t.http.post('/catalog/process').set(auth(token)).send({ inputData: LIST }).expect(200);
      expect(await calls(email)).toEqual([
        {
          model: 'claude-test-model',
          input_tokens: 1234,
          output_tokens: 56,
          max_tokens: 256 + 2 * 'Bom dia! Abrimos às 8h.'.length,
          outcome: 'ok',
        },
        {
          model: 'claude-test-model',
          input_tokens: 0,
          output_tokens: 0,
          max_tokens: 256 + 2 * LIST.length,
          outcome: 'error',
        },
      ]);
      // The empty run is not counted; the failed one was answered offline and is.
      expect(await runs(email)).toEqual(['offline']);
    });

    it('past the per-seller cap of model calls the offline parser answers without calling the model', async () => {
      const { token, email } = await registerAndLogin(t);
      const other = await registerAndLogin(t);
      fake.mode = { kind: 'tool', items: [{ name: 'Da IA', price: 1, category: 'Geral' }] };
      for (let i = 0; i < 3; i += 1) {
        const res = await t.http
          .post('/catalog/process')
          .set(auth(token))
          .send({ inputData: LIST })
          .expect(200);
        expect(res.body.items).toEqual([{ name: 'Da IA', price: 1, category: 'Geral' }]);
      }
      expect(fake.requests).toHaveLength(3);
      const capped = await t.http
        .post('/catalog/process')
        .set(auth(token))
        .send({ inputData: LIST })
        .expect(200);
      expect(fake.requests).toHaveLength(3);
      expect(capped.body.items).toEqual(
        expect.arrayContaining([{ name: 'X-Salada', price: 18, category: 'Lanches' }]),
      );
      expect(await runs(email)).toEqual(['anthropic', 'anthropic', 'anthropic', 'offline']);
      // Calls older than 24 hours leave the cap; another seller was never capped.
      await t.http.post('/catalog/process').set(auth(other.token)).send({ inputData: LIST });
      expect(fake.requests).toHaveLength(4);
      await t.dataSource.query(
        `UPDATE ai_model_calls SET created_at = created_at - interval '25 hours'
          WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
        [email],
      );
      await t.http.post('/catalog/process').set(auth(token)).send({ inputData: LIST }).expect(200);
      expect(fake.requests).toHaveLength(5);
    });

    it('past the global daily token budget the offline parser answers for every seller until the next UTC day', async () => {
      const first = await registerAndLogin(t);
      const second = await registerAndLogin(t);
      fake.mode = {
        kind: 'tool',
        items: [{ name: 'Da IA', price: 1, category: 'Geral' }],
        usage: { input_tokens: 99_000, output_tokens: 1_000 },
      };
      // Today's spend so far, from earlier calls of the whole API, plus this call: the budget (100000).
      await t.dataSource.query(`DELETE FROM ai_model_calls`);
      await t.http
        .post('/catalog/process')
        .set(auth(first.token))
        .send({ inputData: LIST })
        .expect(200);
      expect(fake.requests).toHaveLength(1);
      for (const seller of [first, second]) {
        const res = await t.http
          .post('/catalog/process')
          .set(auth(seller.token))
          .send({ inputData: LIST })
          .expect(200);
        expect(res.body.items).toEqual(
          expect.arrayContaining([{ name: 'X-Salada', price: 18, category: 'Lanches' }]),
        );
      }
      expect(fake.requests).toHaveLength(1);
      // Yesterday's tokens do not count against today's budget.
      await t.dataSource.query(
        `UPDATE ai_model_calls SET created_at = date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' - interval '1 second'`,
      );
      await t.http
        .post('/catalog/process')
        .set(auth(second.token))
        .send({ inputData: LIST })
        .expect(200);
      expect(fake.requests).toHaveLength(2);
      await t.dataSource.query(`DELETE FROM ai_model_calls`); // leave the budget to later tests
    });

    it('sizes max_tokens to the input: 256 + 2 per character, at most 8192', async () => {
      fake.mode = { kind: 'tool', items: [{ name: 'Da IA', price: 1, category: 'Geral' }] };
      const { token } = await registerAndLogin(t);
      const texts = ['Coxinha 5', LIST, `${LIST}\n${'Pão de queijo - R$ 4,00\n'.repeat(400)}`];
      for (const inputData of texts)
        await t.http.post('/catalog/process').set(auth(token)).send({ inputData }).expect(200);
      expect(fake.requests.map((r) => r.body.max_tokens)).toEqual([
        256 + 2 * texts[0].length,
        256 + 2 * texts[1].length,
        8192,
      ]);
      expect(texts[2].length).toBeGreaterThan(4000);
    });
  });
});

describe('POST /catalog/process offline, with the quota', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ANTHROPIC_API_KEY: undefined });
  });
  afterAll(() => t.close());

  it('the first 15 pass, the 16th in the window → 429; failures and empty results do not count', async () => {
    const { token } = await registerAndLogin(t);
    // Not counted: a 400 and an empty result.
    const tooLong = await t.http
      .post('/catalog/process')
      .set(auth(token))
      .send({ inputData: 'x'.repeat(10001) })
      .expect(400);
    expect(tooLong.body.message).toEqual([Messages.inputTooLong]);
    const empty = await t.http
      .post('/catalog/process')
      .set(auth(token))
      .send({ inputData: 'Bom dia! Abrimos às 8h.' })
      .expect(200);
    expect(empty.body.items).toEqual([]);
    for (let i = 0; i < 15; i += 1) {
      const res = await t.http
        .post('/catalog/process')
        .set(auth(token))
        .send({ inputData: LIST })
        .expect(200);
      expect(res.body.items.length).toBeGreaterThan(0);
    }
    const info = await t.http.get('/stripe/dashboard-info').set(auth(token)).expect(200);
    expect(info.body.aiUsage.used).toBe(15);
    expect(info.body.aiUsage.limit).toBe(15);
    const renews = Date.parse(info.body.aiUsage.renewsAt);
    expect(Math.abs(renews - (Date.now() + 30 * 86_400_000))).toBeLessThan(120_000);
    const over = await t.http
      .post('/catalog/process')
      .set(auth(token))
      .send({ inputData: LIST })
      .expect(429);
    expect(over.body.message).toBe(Messages.processingQuotaReached);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(29 * 86_400);
    // 30 days later the window renews.
    await t.dataSource.query(
      `UPDATE ai_processing_runs SET created_at = created_at - interval '31 days'`,
    );
    await t.http.post('/catalog/process').set(auth(token)).send({ inputData: LIST }).expect(200);
    const after = await t.http.get('/stripe/dashboard-info').set(auth(token)).expect(200);
    expect(after.body.aiUsage.used).toBe(1);
  });

  it('turns "Pizza Calabresa P 35 / M 45 / G 55" into one item with a three-option "Tamanho" group', async () => {
    const res = await processAsNewSeller(t, 'Pizza Calabresa P 35 / M 45 / G 55');
    expect(res.body.items).toEqual([CALABRESA]);
  });

  it('accepts exactly 10.000 characters and refuses 10.001', async () => {
    const { token } = await registerAndLogin(t);
    const base = `${LIST}\n`;
    const exact = base + ' '.repeat(10000 - base.length);
    await t.http.post('/catalog/process').set(auth(token)).send({ inputData: exact }).expect(200);
    await t.http
      .post('/catalog/process')
      .set(auth(token))
      .send({ inputData: `${exact}x` })
      .expect(400);
  });

  it('refuses an empty or non-string input and needs a token', async () => {
    const { token } = await registerAndLogin(t);
    await t.http.post('/catalog/process').set(auth(token)).send({ inputData: '' }).expect(400);
    await t.http.post('/catalog/process').set(auth(token)).send({ inputData: 42 }).expect(400);
    await t.http.post('/catalog/process').send({ inputData: LIST }).expect(401);
  });
});
