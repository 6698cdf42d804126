import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from './app';

/** What the fake answers to `POST /v1/messages`. */
export type FakeAnthropicMode =
  | { kind: 'tool'; items: unknown; usage?: { input_tokens: number; output_tokens: number } }
  | { kind: 'status'; status: number }
  | { kind: 'hang' };

/**
 * A local stand-in for the Anthropic Messages API, reached by the real `@anthropic-ai/sdk`
 * through `ANTHROPIC_BASE_URL`. Records every request body.
 */
export interface FakeAnthropic {
  url: string;
  requests: { path: string; headers: http.IncomingHttpHeaders; body: Record<string, unknown> }[];
  mode: FakeAnthropicMode;
  close(): Promise<void>;
}

export async function startFakeAnthropic(): Promise<FakeAnthropic> {
  const sockets = new Set<import('node:net').Socket>();
  const fake: FakeAnthropic = {
    url: '',
    requests: [],
    mode: { kind: 'tool', items: [] },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<
        string,
        unknown
      >;
      fake.requests.push({ path: req.url ?? '', headers: req.headers, body });
      const mode = fake.mode;
      if (mode.kind === 'hang') return; // never answers: the SDK's timeout fires
      if (mode.kind === 'status') {
        res.writeHead(mode.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ type: 'error', error: { type: 'api_error', message: 'boom' } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'msg_test',
          type: 'message',
          role: 'assistant',
          model: body.model,
          content: [
            {
              type: 'tool_use',
              id: 'toolu_1',
              name: 'extract_catalog_items',
              input: { items: mode.items },
            },
          ],
          stop_reason: 'tool_use',
          stop_sequence: null,
          usage: mode.usage ?? { input_tokens: 10, output_tokens: 10 },
        }),
      );
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

/**
 * A fake Anthropic server and an API pointed at it (the real SDK, a 300 ms timeout, 3 AI calls
 * per seller a day, a 100,000-token daily budget): the import specs' setup. Close both after.
 */
export async function startAppWithFakeAnthropic(): Promise<{ t: TestApp; fake: FakeAnthropic }> {
  const fake = await startFakeAnthropic();
  const t = await createTestApp({
    ANTHROPIC_API_KEY: 'sk-ant-test',
    ANTHROPIC_BASE_URL: fake.url,
    ANTHROPIC_MODEL: 'claude-test-model',
    ANTHROPIC_TIMEOUT_MS: '300',
    AI_SELLER_CALLS_PER_DAY: '3',
    AI_DAILY_TOKEN_BUDGET: '100000',
  });
  return { t, fake };
}
