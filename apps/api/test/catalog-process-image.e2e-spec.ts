import sharp from 'sharp';
import { Messages } from '@catalogo/contracts/core';
import { createTestApp, registerAndLogin, type TestApp } from './support/app';
import { startAppWithFakeAnthropic, type FakeAnthropic } from './support/fake-anthropic';
import { phoneJpeg, photo } from './support/images';

/**
 * `POST /catalog/process-image` ("Enviar foto do cardápio"): the photo of a menu read by the
 * model (vision), answered like `POST /catalog/process` and counted in the same quota. The real
 * `@anthropic-ai/sdk` talks to a local fake of the Messages API (ANTHROPIC_BASE_URL).
 */

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

const ITEMS = [
  { name: 'X-Salada', price: 18, category: 'Lanches' },
  { name: 'Coca-Cola Lata', price: 6, category: 'Bebidas' },
];

interface ContentBlock {
  type: string;
  text?: string;
  source?: { type: string; media_type: string; data: string };
}

/** The content blocks of the one user message of a recorded model request. */
function userBlocks(body: Record<string, unknown>): ContentBlock[] {
  const messages = body.messages as { role: string; content: ContentBlock[] | string }[];
  expect(messages).toHaveLength(1);
  expect(messages[0].role).toBe('user');
  expect(Array.isArray(messages[0].content)).toBe(true);
  return messages[0].content as ContentBlock[];
}

function postPhoto(t: TestApp, token: string | null, bytes: Buffer, filename = 'cardapio.jpg') {
  const req = t.http.post('/catalog/process-image');
  if (token) req.set(auth(token));
  return req.attach('file', bytes, { filename, contentType: 'image/jpeg' });
}

async function aiUsed(t: TestApp, token: string): Promise<number> {
  const info = await t.http.get('/stripe/dashboard-info').set(auth(token)).expect(200);
  return info.body.aiUsage.used as number;
}

describe('POST /catalog/process-image with Anthropic (fake server, real SDK)', () => {
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
    fake.mode = { kind: 'tool', items: ITEMS };
  });

  it('sends the photo as a base64 image block (downscaled, no metadata) with the tool; the items come back and the quota counts it', async () => {
    const { token, email } = await registerAndLogin(t);
    expect(await aiUsed(t, token)).toBe(0);
    // 2400 × 1800 pixels, EXIF orientation 6 (shown 1800 × 2400) and private EXIF.
    const res = await postPhoto(t, token, await phoneJpeg(2400, 1800)).expect(200);
    expect(res.body).toEqual({ items: ITEMS });

    expect(fake.requests).toHaveLength(1);
    const { body, path } = fake.requests[0];
    expect(path).toBe('/v1/messages');
    expect(body.model).toBe('claude-test-model');
    expect(body.tools).toEqual([expect.objectContaining({ name: 'extract_catalog_items' })]);
    expect(body.tool_choice).toEqual({ type: 'tool', name: 'extract_catalog_items' });
    const blocks = userBlocks(body);
    const image = blocks.find((b) => b.type === 'image');
    expect(image?.source).toEqual({
      type: 'base64',
      media_type: expect.stringMatching(/^image\/(jpeg|png|webp)$/),
      data: expect.stringMatching(/^[A-Za-z0-9+/]+=*$/),
    });
    const sent = Buffer.from(image!.source!.data, 'base64');
    const meta = await sharp(sent).metadata();
    // The media type is the one of the bytes sent.
    expect(image!.source!.media_type).toBe(`image/${meta.format}`);
    // Turned upright and at most 1568 px on the long side; nothing of the phone's EXIF is sent.
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 1176, height: 1568 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(sent.includes(Buffer.from('Ana Segredo'))).toBe(false);
    expect(blocks.some((b) => b.type === 'text' && /foto/i.test(b.text ?? ''))).toBe(true);

    expect(await aiUsed(t, token)).toBe(1);
    const calls = await t.dataSource.query(
      `SELECT outcome FROM ai_model_calls c JOIN users u ON u.id = c.user_id WHERE u.email = $1`,
      [email],
    );
    expect(calls).toEqual([{ outcome: 'ok' }]);
  });

  it('drops invalid items the model returns, like the text path', async () => {
    const { token } = await registerAndLogin(t);
    fake.mode = {
      kind: 'tool',
      items: [
        { name: 'Bom', price: 10, category: 'Geral' },
        { name: '', price: 10, category: 'Geral' },
        { name: 'Texto', price: '12', category: 'Geral' },
        'lixo',
      ],
    };
    const res = await postPhoto(t, token, await photo(800, 600, 'png'), 'menu.png').expect(200);
    expect(res.body.items).toEqual([{ name: 'Bom', price: 10, category: 'Geral' }]);
    const image = userBlocks(fake.requests[0].body).find((b) => b.type === 'image');
    const meta = await sharp(Buffer.from(image!.source!.data, 'base64')).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 800, height: 600 });
  });

  it('a photo where the model finds nothing → 200 with no items, not counted', async () => {
    const { token } = await registerAndLogin(t);
    fake.mode = { kind: 'tool', items: [] };
    const res = await postPhoto(t, token, await photo(300, 300)).expect(200);
    expect(res.body).toEqual({ items: [] });
    expect(await aiUsed(t, token)).toBe(0);
  });

  it('a file that is not an image (by its bytes) → 415 with the photo message; the model is not called', async () => {
    const { token } = await registerAndLogin(t);
    const res = await postPhoto(t, token, Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n'), 'a.jpg');
    expect(res.status).toBe(415);
    expect(res.body.message).toBe(Messages.imageUnsupportedType);
    expect(fake.requests).toHaveLength(0);
    expect(await aiUsed(t, token)).toBe(0);
  });

  it('over 5 MB → 413 with the photo message', async () => {
    const { token } = await registerAndLogin(t);
    const big = Buffer.concat([await photo(200, 200), Buffer.alloc(6 * 1024 * 1024, 7)]);
    const res = await postPhoto(t, token, big);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(Messages.imageTooLarge);
    expect(fake.requests).toHaveLength(0);
  });

  it('without a token → 401', async () => {
    const res = await postPhoto(t, null, await photo(100, 100));
    expect(res.status).toBe(401);
    expect(fake.requests).toHaveLength(0);
  });

  it('with the monthly quota used up → 429 with the quota message; the model is not called', async () => {
    const { token, email } = await registerAndLogin(t);
    await t.dataSource.query(
      `INSERT INTO ai_processing_runs (user_id, input_chars, item_count, engine)
        SELECT id, 10, 1, 'offline' FROM users, generate_series(1, 15) WHERE email = $1`,
      [email],
    );
    const res = await postPhoto(t, token, await photo(300, 300));
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(Messages.processingQuotaReached);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(29 * 86_400);
    expect(fake.requests).toHaveLength(0);
  });

  it('a model failure → 503 with a clear message, metered, not counted', async () => {
    const { token, email } = await registerAndLogin(t);
    fake.mode = { kind: 'status', status: 500 };
    const res = await postPhoto(t, token, await photo(300, 300));
    expect(res.status).toBe(503);
    expect(res.body.message).toBe(Messages.menuPhotoFailed);
    expect(await aiUsed(t, token)).toBe(0);
    const calls = await t.dataSource.query(
      `SELECT outcome FROM ai_model_calls c JOIN users u ON u.id = c.user_id WHERE u.email = $1`,
      [email],
    );
    expect(calls).toEqual([{ outcome: 'error' }]);
  });

  it('past the per-seller cap of model calls → 503 without calling the model', async () => {
    const { token, email } = await registerAndLogin(t);
    await t.dataSource.query(
      `INSERT INTO ai_model_calls (user_id, model, input_tokens, output_tokens, max_tokens, outcome)
        SELECT id, 'claude-test-model', 1, 1, 1, 'ok' FROM users, generate_series(1, 3) WHERE email = $1`,
      [email],
    );
    const res = await postPhoto(t, token, await photo(300, 300));
    expect(res.status).toBe(503);
    expect(res.body.message).toBe(Messages.menuPhotoFailed);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('POST /catalog/process-image without ANTHROPIC_API_KEY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ANTHROPIC_API_KEY: undefined });
  });
  afterAll(() => t.close());

  it('→ 503 "A leitura de fotos precisa da IA configurada.", not counted', async () => {
    const { token } = await registerAndLogin(t);
    const res = await postPhoto(t, token, await photo(300, 300));
    expect(res.status).toBe(503);
    expect(res.body.message).toBe('A leitura de fotos precisa da IA configurada.');
    expect(res.body.message).toBe(Messages.menuPhotoNeedsAi);
    expect(await aiUsed(t, token)).toBe(0);
  });
});
