// The web's nginx config: `nginx -t` passes, and serving the built SPA through it gives the SPA
// fallback for deep links, a year-long immutable cache on hashed assets, no-cache on index.html,
// gzip and the security headers. Needs Debian's nginx and `pnpm build` (apps/web/dist).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { ROOT, findFreePort, start, stop, waitForHttp } from './support.mjs';

const NGINX = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
const DIST = path.join(ROOT, 'apps/web/dist');

/** A main nginx.conf around our server block, with its root and port changed for the test. */
async function prepare() {
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
    .replaceAll('/etc/nginx/snippets/', `${dir}/snippets/`);
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

test('serves the SPA with the right caching', async () => {
  assert.ok(fs.existsSync(path.join(DIST, 'index.html')), 'run `pnpm build` first');
  const { conf, dir, port } = await prepare();
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
    // The SPA may call only the API and the CEP service (issue 11).
    assert.match(
      deep.headers.get('content-security-policy'),
      /; connect-src http:\/\/localhost:3000 https:\/\/viacep\.com\.br;/,
    );

    const asset = fs.readdirSync(path.join(DIST, 'assets')).find((f) => /-[\w-]{8,}\.js$/.test(f));
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
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
