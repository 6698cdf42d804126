/**
 * The benchmark's yardstick: the two public hot-path endpoints written with nothing but
 * `node:http` and a `pg` pool (no framework, ORM, validation or logging), so `pnpm bench` can
 * report the product's throughput as a share of what a bare server reaches on the same machine,
 * the same PostgreSQL and the same load, in the same run.
 *
 *   GET /public-catalog/{slug}  → 200 {"products":[{id,name,price (reais)},…≤ 50],"store":{name,phone}}
 *   PUT /store/access/{slug}    → 200 {"accessCount","lastAccessedAt"} (one UPDATE … RETURNING)
 *   unknown or malformed slug   → 404; GET /health → 200 {"status":"ok"}
 *
 * Its tables live in the PostgreSQL schema `baseline` (never the product's tables), seeded with
 * 1,000 stores × 50 items, slugs `loja-0001` … `loja-1000`, like the product's bench seed.
 *
 * Usage: DATABASE_URL=postgres://… node --import tsx scripts/baseline-server.ts [--seed] [--port N]
 * (`--port 0` or none picks a free port). Prints `listening <port>` once the pool is warm.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';
import { Client, Pool } from 'pg';

/** Same slug rule as the product (lower-case letters, digits, inner hyphens, ≤ 40 characters). */
const SLUG_RE = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;
const POOL_SIZE = 10; // pg's default, as the product uses
const NOT_FOUND = Buffer.from(
  JSON.stringify({ statusCode: 404, message: 'Loja não encontrada.', error: 'Not Found' }),
);

const SEED_SQL = `
  DROP SCHEMA IF EXISTS baseline CASCADE;
  CREATE SCHEMA baseline;
  CREATE TABLE baseline.stores (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    slug varchar(40) NOT NULL UNIQUE,
    name varchar(80) NOT NULL,
    phone varchar(11) NOT NULL,
    access_count integer NOT NULL DEFAULT 0,
    last_accessed_at timestamptz
  );
  CREATE TABLE baseline.items (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    store_id integer NOT NULL REFERENCES baseline.stores (id) ON DELETE CASCADE,
    name varchar(120) NOT NULL,
    price_cents integer NOT NULL CHECK (price_cents > 0),
    category varchar(50) NOT NULL
  );
  CREATE INDEX items_by_store ON baseline.items (store_id, id);
  INSERT INTO baseline.stores (slug, name, phone)
    SELECT format('loja-%s', lpad(n::text, 4, '0')), format('Loja %s', n),
           '119' || lpad(n::text, 8, '0')
    FROM generate_series(1, 1000) AS n;
  INSERT INTO baseline.items (store_id, name, price_cents, category)
    SELECT st.id, format('Produto %s da %s', k, st.name), 100 + (st.id * 31 + k * 977) % 99900,
           (ARRAY['Roupas', 'Alimentos', 'Casa', 'Beleza', 'Brinquedos', 'Livros'])[1 + k % 6]
    FROM baseline.stores st, generate_series(1, 50) AS k
    ORDER BY st.id, k;
  ANALYZE baseline.stores;
  ANALYZE baseline.items;`;

/** One query for the whole page: the store row joined to its first 50 items (none → one row). */
const CATALOGUE_QUERY = {
  name: 'baseline_catalogue',
  text: `SELECT st.name AS store_name, st.phone, it.id, it.name, it.price_cents, it.category
           FROM baseline.stores st
           LEFT JOIN LATERAL (
             SELECT id, name, price_cents, category FROM baseline.items
             WHERE store_id = st.id ORDER BY id LIMIT 50
           ) it ON true
          WHERE st.slug = $1`,
};
const ACCESS_QUERY = {
  name: 'baseline_access',
  text: `UPDATE baseline.stores
            SET access_count = access_count + 1, last_accessed_at = now()
          WHERE slug = $1
      RETURNING access_count, last_accessed_at`,
};

interface CatalogueRow {
  store_name: string;
  phone: string;
  id: number | null;
  name: string | null;
  price_cents: number | null;
  category: string | null;
}

interface AccessRow {
  access_count: number;
  last_accessed_at: Date;
}

/** Value of `--name <value>` on the command line, or undefined. */
function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
}

/** Writes a JSON answer with an explicit length (no chunked encoding). */
function reply(res: ServerResponse, status: number, body: Buffer | string): void {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}

/** The slug after `prefix` in the request target (query string ignored), or null if invalid. */
function slugAfter(target: string, prefix: string): string | null {
  const end = target.indexOf('?');
  let raw = end === -1 ? target.slice(prefix.length) : target.slice(prefix.length, end);
  try {
    raw = decodeURIComponent(raw);
  } catch {
    return null;
  }
  return SLUG_RE.test(raw) ? raw : null;
}

async function catalogue(pool: Pool, slug: string, res: ServerResponse): Promise<void> {
  const { rows } = await pool.query<CatalogueRow>({ ...CATALOGUE_QUERY, values: [slug] });
  if (rows.length === 0) return reply(res, 404, NOT_FOUND);
  const products = [];
  for (const r of rows) {
    if (r.id === null) continue;
    products.push({
      id: r.id,
      name: r.name,
      price: (r.price_cents ?? 0) / 100,
      category: r.category,
    });
  }
  reply(
    res,
    200,
    JSON.stringify({ products, store: { name: rows[0].store_name, phone: rows[0].phone } }),
  );
}

async function access(pool: Pool, slug: string, res: ServerResponse): Promise<void> {
  const { rows } = await pool.query<AccessRow>({ ...ACCESS_QUERY, values: [slug] });
  if (rows.length === 0) return reply(res, 404, NOT_FOUND);
  reply(
    res,
    200,
    JSON.stringify({
      accessCount: rows[0].access_count,
      lastAccessedAt: rows[0].last_accessed_at.toISOString(),
    }),
  );
}

/** Routes one request; every database error answers 500 without details. */
function handle(pool: Pool, req: IncomingMessage, res: ServerResponse): void {
  const target = req.url ?? '/';
  let work: Promise<void> | undefined;
  if (req.method === 'GET' && target.startsWith('/public-catalog/')) {
    const slug = slugAfter(target, '/public-catalog/');
    work = slug ? catalogue(pool, slug, res) : undefined;
    if (!slug) reply(res, 404, NOT_FOUND);
  } else if (req.method === 'PUT' && target.startsWith('/store/access/')) {
    req.resume(); // no body is expected; drain whatever came
    const slug = slugAfter(target, '/store/access/');
    work = slug ? access(pool, slug, res) : undefined;
    if (!slug) reply(res, 404, NOT_FOUND);
  } else if (req.method === 'GET' && target === '/health') {
    work = pool.query('SELECT 1').then(() => reply(res, 200, '{"status":"ok"}'));
  } else {
    reply(res, 404, '{"statusCode":404,"message":"Not Found"}');
  }
  work?.catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    if (res.headersSent) res.destroy();
    else reply(res, 500, '{"statusCode":500,"message":"Internal server error"}');
  });
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is required');
  if (process.argv.includes('--seed')) {
    const client = new Client({ connectionString: url });
    await client.connect();
    await client.query(SEED_SQL);
    await client.end();
    console.log('seeded schema baseline (1,000 stores × 50 items)');
  }
  const pool = new Pool({ connectionString: url, max: POOL_SIZE });
  pool.on('error', (error) => console.error('pool:', error.message));
  // Open every connection before the first request, as a warmed-up product would have.
  await Promise.all(Array.from({ length: POOL_SIZE }, () => pool.query('SELECT 1')));

  const server = createServer((req, res) => handle(pool, req, res));
  server.keepAliveTimeout = 65_000;
  const stop = (): void => {
    server.close();
    server.closeAllConnections();
    void pool.end().finally(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  server.listen(Number(option('--port') ?? 0), '127.0.0.1', () => {
    console.log(`listening ${(server.address() as AddressInfo).port}`);
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
