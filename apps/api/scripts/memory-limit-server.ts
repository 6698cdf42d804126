/**
 * The in-memory limit of `pnpm bench`: the public catalogue answers of every seeded store, read
 * once from the running product, then served by bare `node:http` from memory (no database, no
 * framework, no middleware). The product's ratio to it, in the same run, says how close the
 * public GET comes to what the machine can serve at all.
 *
 *   tsx scripts/memory-limit-server.ts --from http://127.0.0.1:3000 --stores 1000 --port 3200
 *
 * Prints "listening <port>" once every answer is held. Answers as the product answers a client
 * that takes no compression (the bench's GET): the JSON with its ETag, 304 on a matching
 * `If-None-Match`, 404 for any other path.
 */
import { createServer } from 'node:http';
import { PLAIN_PREFIX, PUBLIC_CATALOG_PATH, STORES, slug } from './bench-constants';

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
}

const from = option('--from');
const stores = Number(option('--stores') ?? STORES);
const port = Number(option('--port') ?? 0);
const prefix = option('--prefix') ?? PLAIN_PREFIX;
const JSON_TYPE = 'application/json; charset=utf-8';
const NOT_FOUND = Buffer.from('{"statusCode":404,"message":"Loja não encontrada."}');

/** One held answer: its bytes and the headers the product sent with them. */
interface Held {
  body: Buffer;
  etag: string;
  cacheControl: string;
}

async function holdAnswers(): Promise<Map<string, Held>> {
  if (!from) throw new Error('--from <product URL> is required');
  const held = new Map<string, Held>();
  const slugs = Array.from({ length: stores }, (_, i) => slug(i + 1, prefix));
  for (let i = 0; i < slugs.length; i += 50)
    await Promise.all(
      slugs.slice(i, i + 50).map(async (storeSlug) => {
        const res = await fetch(`${from}${PUBLIC_CATALOG_PATH}${storeSlug}`, {
          headers: { 'accept-encoding': 'identity' },
        });
        if (res.status !== 200) throw new Error(`${storeSlug}: ${res.status}`);
        held.set(storeSlug, {
          body: Buffer.from(await res.arrayBuffer()),
          etag: res.headers.get('etag') ?? '',
          cacheControl: res.headers.get('cache-control') ?? 'no-cache',
        });
      }),
    );
  return held;
}

async function main(): Promise<void> {
  const held = await holdAnswers();
  const server = createServer((req, res) => {
    const url = req.url ?? '';
    const end = url.indexOf('?');
    const asked = url.startsWith(PUBLIC_CATALOG_PATH)
      ? url.slice(PUBLIC_CATALOG_PATH.length, end === -1 ? undefined : end)
      : '';
    const answer = req.method === 'GET' ? held.get(asked) : undefined;
    if (!answer) {
      res.writeHead(404, { 'Content-Type': JSON_TYPE, 'Content-Length': NOT_FOUND.length });
      res.end(NOT_FOUND);
      return;
    }
    if (req.headers['if-none-match'] === answer.etag) {
      res.writeHead(304, { ETag: answer.etag });
      res.end();
      return;
    }
    res.writeHead(200, {
      'Content-Type': JSON_TYPE,
      'Content-Length': answer.body.length,
      ETag: answer.etag,
      'Cache-Control': answer.cacheControl,
    });
    res.end(answer.body);
  });
  server.keepAliveTimeout = 65_000;
  server.listen(port, '127.0.0.1', () => {
    const address = server.address();
    console.log(`listening ${typeof address === 'object' && address ? address.port : port}`);
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
