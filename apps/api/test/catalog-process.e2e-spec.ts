import { Messages } from '@catalogo/contracts/core';
import { createTestApp, registerAndLogin, type TestApp } from './support/app';
import { startFakeAnthropic, type FakeAnthropic } from './support/fake-anthropic';

const LIST =
  '*LANCHES*\nX-Salada - R$ 18,00\nX-Bacon - R$ 22,00\n\n*BEBIDAS*\nCoca-Cola lata - R$ 6,00';
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('POST /catalog/process with Anthropic (fake server, real SDK)', () => {
  let t: TestApp;
  let fake: FakeAnthropic;
  beforeAll(async () => {
    fake = await startFakeAnthropic();
    t = await createTestApp({
      ANTHROPIC_API_KEY: 'sk-ant-test',
      ANTHROPIC_BASE_URL: fake.url,
      ANTHROPIC_MODEL: 'claude-test-model',
      ANTHROPIC_TIMEOUT_MS: '300',
    });
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
    const { token } = await registerAndLogin(t);
    const res = await t.http
      .post('/catalog/process')
      .set(auth(token))
      .send({ inputData: LIST })
      .expect(200);
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
    const { token } = await registerAndLogin(t);
    const res = await t.http
      .post('/catalog/process')
      .set(auth(token))
      .send({ inputData: LIST })
      .expect(200);
    expect(res.body.items).toEqual([{ name: 'Bom', price: 10, category: 'Geral' }]);
  });

  it.each([
    ['a 500', { kind: 'status', status: 500 } as const],
    ['an overload (529)', { kind: 'status', status: 529 } as const],
    ['a timeout', { kind: 'hang' } as const],
  ])('falls back to the offline parser on %s', async (_case, mode) => {
    fake.mode = mode;
    const { token } = await registerAndLogin(t);
    const res = await t.http
      .post('/catalog/process')
      .set(auth(token))
      .send({ inputData: LIST })
      .expect(200);
    expect(res.body.items).toEqual(
      expect.arrayContaining([
        { name: 'X-Salada', price: 18, category: 'Lanches' },
        { name: 'X-Bacon', price: 22, category: 'Lanches' },
      ]),
    );
    expect(fake.requests.length).toBe(2); // one retry, then the fallback
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
