// The web's nginx config: `nginx -t` passes, and serving the built SPA through it gives the SPA
// fallback for deep links, a year-long immutable cache on hashed assets, no-cache on index.html,
// gzip and the security headers. Issue 17: pages go to the web server (apps/web/dist-server),
// which renders a store's `/{slug}` from the real API: the HTML a link preview reads holds the
// tags and the items, unknown and malformed slugs are 404, and /admin is still the SPA shell.
// Needs Debian's nginx and `pnpm build` (apps/api/dist, apps/web/dist, apps/web/dist-server).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  ROOT,
  createDatabase,
  findFreePort,
  seedStore,
  start,
  startApi,
  startEmbeddedPostgres,
  stop,
  waitForHttp,
} from './support.mjs';

const NGINX = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
const DIST = path.join(ROOT, 'apps/web/dist');
const WEB_SERVER = path.join(ROOT, 'apps/web/dist-server/main.js');

/**
 * The built web server (`node dist-server/main.js`) on a free port, reading the API at `apiUrl`
 * (a dead address: the API is down).
 */
async function startWebServer(apiUrl, env = {}) {
  assert.ok(fs.existsSync(WEB_SERVER), 'run `pnpm build` first (apps/web/dist-server)');
  const port = await findFreePort();
  const child = await start('node', [WEB_SERVER], {
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      API_INTERNAL_URL: apiUrl,
      API_PUBLIC_URL: 'https://api.catalogo.example.com',
      WEB_URL: 'https://catalogo.example.com',
      ...env,
    },
    ready: /listening on/,
  });
  return { child, port };
}

/**
 * A main nginx.conf around our server block, with its root and port changed for the test and
 * the web server's upstream at `webPort`.
 */
async function prepare(webPort = 9) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogo-nginx-'));
  const port = await findFreePort();
  fs.mkdirSync(path.join(dir, 'snippets'));
  fs.copyFileSync(
    path.join(ROOT, 'infra/nginx/security-headers.conf'),
    path.join(dir, 'snippets/security-headers.conf'),
  );
  const server = fs
    .readFileSync(path.join(ROOT, 'infra/nginx/default.conf'), 'utf8')
    .replace('listen 8080;', `listen 127.0.0.1:${port};`)
    .replace('listen [::]:8080;', '')
    .replace('root /usr/share/nginx/html;', `root ${DIST};`)
    .replace('server web-ssr:3001;', `server 127.0.0.1:${webPort};`)
    .replaceAll('/etc/nginx/snippets/', `${dir}/snippets/`)
    .replaceAll('/var/log/nginx/access.log', `${dir}/access.log`);
  fs.writeFileSync(path.join(dir, 'server.conf'), server);
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log stderr warn;
${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/server.conf;
}
`,
  );
  return { dir, port, conf: path.join(dir, 'nginx.conf') };
}

test('nginx -t accepts the config', async () => {
  const { conf, dir } = await prepare();
  execFileSync(NGINX, ['-t', '-c', conf, '-p', dir], { stdio: 'pipe' });
});

test('the access log keeps no order token nor reset token (path, query or Referer)', async () => {
  // The web server is down (port 9): pages answer 502, and are logged all the same.
  const { conf, dir, port } = await prepare();
  const nginx = await start(NGINX, ['-c', conf, '-p', dir]);
  const token = 'Zq3xK9vB2mN7pL4sT8wR1yU6cF0hJ5dA';
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForHttp(`${base}/nginx-health`, 10_000);
    for (const [url, referer] of [
      [`/lanches-da-ana/pedido/${token}`, undefined],
      [`/lanches-da-ana/pedido/${token}?from=whatsapp`, undefined],
      [`/redefinir-senha?token=${token}`, undefined],
      [`/redefinir-senha?a=1&Token=${token}`, undefined],
      ['/index.html', `https://catalogo.example.com/lanches-da-ana/pedido/${token}`],
      ['/index.html', `https://catalogo.example.com/redefinir-senha?token=${token}`],
      ['/lanches-da-ana', undefined],
    ])
      await (await fetch(`${base}${url}`, referer ? { headers: { referer } } : {})).arrayBuffer();
    // nginx writes the line when the request ends; wait until all 7 are in (the health check
    // is not logged).
    const log = path.join(dir, 'access.log');
    const deadline = Date.now() + 10_000;
    while ((fs.existsSync(log) ? fs.readFileSync(log, 'utf8').split('\n').length : 0) < 8) {
      assert.ok(Date.now() < deadline, 'the access log stays short');
      await new Promise((r) => setTimeout(r, 50));
    }
    const lines = fs.readFileSync(log, 'utf8');
    assert.ok(!lines.includes(token), `a token is in the access log:\n${lines}`);
    assert.match(lines, /"GET \/lanches-da-ana\/pedido\/\[REDACTED\] HTTP\/1\.1" 502/);
    assert.match(lines, /"GET \/redefinir-senha\?\[REDACTED\] HTTP\/1\.1"/);
    // Other pages are logged as they are.
    assert.match(lines, /"GET \/lanches-da-ana HTTP\/1\.1" 502/);
  } finally {
    await stop(nginx);
  }
});

test('serves the SPA with the right caching', async () => {
  assert.ok(fs.existsSync(path.join(DIST, 'index.html')), 'run `pnpm build` first');
  // The API is down: a store link falls back to the SPA shell (the app shows its own retry).
  const web = await startWebServer('http://127.0.0.1:9');
  const { conf, dir, port } = await prepare(web.port);
  const nginx = await start(NGINX, ['-c', conf, '-p', dir]);
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForHttp(`${base}/`, 10_000);
    const deep = await fetch(`${base}/loja-da-ana`);
    assert.equal(deep.status, 200);
    assert.match(deep.headers.get('content-type'), /text\/html/);
    assert.equal(await deep.text(), fs.readFileSync(path.join(DIST, 'index.html'), 'utf8'));
    assert.equal(deep.headers.get('cache-control'), 'no-cache');
    assert.equal(deep.headers.get('x-content-type-options'), 'nosniff');
    assert.match(deep.headers.get('content-security-policy'), /default-src 'self'/);
    // The SPA may call only its own origin (the panel's service worker), the API and the CEP
    // service.
    assert.match(
      deep.headers.get('content-security-policy'),
      /; connect-src 'self' http:\/\/localhost:3000 https:\/\/viacep\.com\.br;/,
    );

    const asset = fs
      .readdirSync(path.join(DIST, 'assets'))
      .find((f) => /^[\w.]*-[\w-]{8,}\.js$/.test(f));
    assert.ok(asset, 'no hashed asset in dist/assets');
    const res = await fetch(`${base}/assets/${asset}`, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.match(res.headers.get('content-type'), /javascript/);
    assert.equal(res.headers.get('content-encoding'), 'gzip');

    const missing = await fetch(`${base}/assets/nao-existe-123.js`);
    assert.equal(missing.status, 404);
  } finally {
    await stop(nginx);
    await stop(web.child);
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

// ---- Issue 17: the server-rendered store page through nginx, from the real API. ----

let pg;
let stack;
const SLUG = 'lanchonete-da-ana';
const TTL_MS = 400;
const WHATSAPP = { 'user-agent': 'WhatsApp/2.23.20.0 A' };

async function call(api, method, route, body, token) {
  const res = await fetch(`${api}${route}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  assert.ok(res.ok, `${method} ${route} → ${res.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/** A seller with a 50-item store at SLUG, made through the API; resolves with the token. */
async function seed(api) {
  const email = 'ana@example.com';
  const password = 'senha-segura-123';
  await call(api, 'POST', '/user/register', { email, password, phone: '11987654321' });
  const { accessToken } = await call(api, 'POST', '/auth/login', { email, password });
  await call(api, 'POST', '/store/info', { name: 'Lanchonete "da" <Ana>' }, accessToken);
  await call(api, 'POST', '/short-link', { slug: SLUG }, accessToken);
  const items = Array.from({ length: 50 }, (_, i) => ({
    name: `${['X-Salada', 'Suco', 'Pudim', 'Batata', 'Prato'][i % 5]} ${i + 1}`,
    price: Math.round((6 + i * 1.35) * 100) / 100,
    category: ['Lanches', 'Bebidas', 'Sobremesas', 'Porções', 'Pratos'][i % 5],
  }));
  await call(api, 'POST', '/catalog/save', items, accessToken);
  return accessToken;
}

before(async () => {
  if (!fs.existsSync(WEB_SERVER) || !fs.existsSync(path.join(ROOT, 'apps/api/dist/main.js')))
    return;
  pg = await startEmbeddedPostgres();
  const api = await startApi({
    DATABASE_URL: await createDatabase(pg, 'nginx_ssr'),
    PUBLIC_CATALOG_CACHE_TTL_MS: String(TTL_MS),
  });
  const token = await seed(api.url);
  const web = await startWebServer(api.url, { PUBLIC_CATALOG_CACHE_TTL_MS: String(TTL_MS) });
  const { conf, dir, port } = await prepare(web.port);
  const nginx = await start(NGINX, ['-c', conf, '-p', dir]);
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/nginx-health`, 10_000);
  stack = { api, web, nginx, dir, base, token };
});

after(async () => {
  if (stack) {
    await stop(stack.nginx);
    await stop(stack.web.child);
    await stop(stack.api.child);
    fs.rmSync(stack.dir, { recursive: true, force: true });
  }
  await pg?.stop();
});

test('/{slug} through nginx: a WhatsApp fetch (no JavaScript) gets the tags and the items', async () => {
  assert.ok(stack, 'run `pnpm build` first');
  const res = await fetch(`${stack.base}/${SLUG}`, { headers: WHATSAPP });
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type'), /^text\/html/);
  assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
  assert.match(res.headers.get('content-security-policy'), /script-src 'self'/);
  const html = await res.text();
  const name = 'Lanchonete &quot;da&quot; &lt;Ana&gt;';
  for (const tag of [
    `<title>${name} · Catálogo</title>`,
    `<meta property="og:title" content="${name}"/>`,
    '<meta property="og:description" content="50 produtos · Peça pelo WhatsApp"/>',
    `<meta property="og:url" content="https://catalogo.example.com/${SLUG}"/>`,
    '<meta name="twitter:card" content="summary_large_image"/>',
    `<link rel="canonical" href="https://catalogo.example.com/${SLUG}"/>`,
  ]) {
    assert.ok(html.includes(tag), `missing ${tag}`);
  }
  // The preview's URL carries the catalogue version, so WhatsApp fetches it again after a change.
  const image = `https://api.catalogo.example.com/public-catalog/${SLUG}/og.png?v=`;
  assert.match(
    html,
    new RegExp(`<meta property="og:image" content="${image.replace(/[.?]/g, '\\$&')}\\d+"/>`),
  );
  assert.ok(html.includes(`<h1 class="`) && html.includes(`>${name}</h1>`), 'store header');
  for (const item of ['X-Salada 1', 'Suco 2', 'Pudim 3', 'Prato 50']) {
    assert.ok(html.includes(`>${item}<`), `item ${item} missing from the HTML`);
  }
  assert.ok(html.includes('R$ 6,00') || html.includes('R$\u00a06,00'), 'price of the first item');
  const ld = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)[1]);
  assert.equal(ld['@type'], 'Store');
  assert.equal(ld.makesOffer.length, 50);
  assert.deepEqual(
    ld.makesOffer.find((o) => o.itemOffered.name === 'X-Salada 1'),
    {
      '@type': 'Offer',
      price: '6.00',
      priceCurrency: 'BRL',
      availability: 'https://schema.org/InStock',
      itemOffered: { '@type': 'Product', name: 'X-Salada 1', category: 'Lanches' },
    },
  );
  // The budget: the HTML of a 50-item page ≤ 30 KB gzip.
  const gzipped = gzipSync(Buffer.from(html)).length;
  assert.ok(gzipped <= 30 * 1024, `50-item page is ${gzipped} B gzip (budget 30 KB)`);
});

test('/{slug} follows the catalogue within the cache TTL, and revalidates with ETags', async () => {
  assert.ok(stack, 'run `pnpm build` first');
  const first = await fetch(`${stack.base}/${SLUG}`);
  const etag = first.headers.get('etag');
  assert.ok(etag);
  const again = await fetch(`${stack.base}/${SLUG}`, { headers: { 'if-none-match': etag } });
  assert.equal(again.status, 304);
  await call(stack.api.url, 'POST', '/store/info', { name: 'Lanchonete Nova' }, stack.token);
  await new Promise((r) => setTimeout(r, TTL_MS * 3));
  const renamed = await (await fetch(`${stack.base}/${SLUG}`)).text();
  assert.ok(renamed.includes('<meta property="og:title" content="Lanchonete Nova"/>'));
  await call(stack.api.url, 'POST', '/store/info', { name: 'Lanchonete "da" <Ana>' }, stack.token);
  await new Promise((r) => setTimeout(r, TTL_MS * 3));
});

test('unknown and malformed store links are 404 pages, never files; /admin stays the SPA', async () => {
  assert.ok(stack, 'run `pnpm build` first');
  const unknown = await fetch(`${stack.base}/loja-que-nao-existe`, { headers: WHATSAPP });
  assert.equal(unknown.status, 404);
  assert.match(await unknown.text(), /Oops! Página não encontrada/);
  for (const bad of ['/loja.da.ana', '/loja%2fana', '/loja%2e', '/loja%20ana', '/Loja', '/.env']) {
    const res = await fetch(`${stack.base}${bad}`);
    assert.equal(res.status, 404, bad);
    const html = await res.text();
    assert.match(html, /Oops! Página não encontrada/, bad);
    assert.doesNotMatch(html, /root:/, bad);
  }
  // Above the root: nginx refuses it itself.
  const traversal = await fetch(`${stack.base}/..%2f..%2fetc%2fpasswd`);
  assert.equal(traversal.status, 400);
  const admin = await fetch(`${stack.base}/admin`);
  assert.equal(admin.status, 200);
  assert.equal(await admin.text(), fs.readFileSync(path.join(DIST, 'index.html'), 'utf8'));
  const signin = await fetch(`${stack.base}/signin`);
  assert.equal(await signin.text(), fs.readFileSync(path.join(DIST, 'index.html'), 'utf8'));
});

test("the API's per-client limit counts the customers the web server renders for, not the server", async () => {
  assert.ok(stack, 'run `pnpm build` first');
  // An API allowing 3 public reads per client per minute that trusts one hop (the web server),
  // and a web server behind one hop (nginx, simulated: the test writes what nginx appends) that
  // keeps no page (every view asks the API).
  const url = await createDatabase(pg, 'nginx_limit');
  const api = await startApi({
    DATABASE_URL: url,
    PUBLIC_RATE_LIMIT_PER_MINUTE: '3',
    TRUST_PROXY: '1',
  });
  await seedStore(url, 'loja-limite');
  const web = await startWebServer(api.url, { PUBLIC_CATALOG_CACHE_TTL_MS: '0', TRUST_PROXY: '1' });
  const rendered = '<meta property="og:title" content="Loja"/>';
  const view = async (forwardedFor) => {
    const res = await fetch(`http://127.0.0.1:${web.port}/loja-limite`, {
      headers: { 'x-forwarded-for': forwardedFor },
    });
    assert.equal(res.status, 200);
    return (await res.text()).includes(rendered);
  };
  try {
    // One customer: 3 pages rendered, then the SPA shell (the API answered 429 for them).
    const first = [];
    for (let i = 0; i < 4; i += 1) first.push(await view('203.0.113.7'));
    assert.deepEqual(first, [true, true, true, false]);
    // Another customer still gets the rendered page: before, the web server was one client.
    assert.equal(await view('198.51.100.20'), true);
    // A customer cannot pass as another by writing an address left of what nginx appended.
    assert.equal(await view('198.51.100.20, 203.0.113.7'), false);
  } finally {
    await stop(web.child);
    await stop(api.child);
  }
});
