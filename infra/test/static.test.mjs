// Checks what can be checked without Docker or a cluster: docker-compose.yml, the Dockerfiles
// and the Kubernetes manifests parse, reference files that exist, and match the app (ports,
// health path, environment variables the API's config knows and requires).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { ROOT } from './support.mjs';

const read = (p) => fs.readFileSync(path.join(ROOT, p), 'utf8');

/** Variable names the API validates (class properties of EnvironmentVariables). */
const API_VARIABLES = new Set(
  [...read('apps/api/src/config/env.validation.ts').matchAll(/^[ \t]+([A-Z][A-Z0-9_]+)\?:/gm)].map(
    (m) => m[1],
  ),
);
const REQUIRED_IN_PRODUCTION = ['DATABASE_URL', 'JWT_SECRET'];

test('the API config knows the variables of CONTRACT §1', () => {
  for (const v of [
    'PORT',
    'DATABASE_URL',
    'JWT_SECRET',
    'WEB_URL',
    'API_URL',
    'CORS_ORIGINS',
    'SMTP_URL',
    'MAIL_FROM',
    'STRIPE_SECRET_KEY',
    'STRIPE_WEBHOOK_SECRET',
    'STRIPE_PRICE_ID',
    'STRIPE_API_BASE',
    'ANTHROPIC_API_KEY',
    'ANTHROPIC_MODEL',
    'ANTHROPIC_BASE_URL',
    'REDIS_URL',
    'TRUST_PROXY',
  ]) {
    assert.ok(API_VARIABLES.has(v), `${v} missing from EnvironmentVariables`);
  }
});

test('docker-compose.yml parses and wires every service', () => {
  const compose = parse(read('docker-compose.yml'));
  assert.deepEqual(Object.keys(compose.services).sort(), [
    'api',
    'mailpit',
    'minio',
    'minio-init',
    'postgres',
    'redis',
    'web',
    'web-ssr',
  ]);
  const apiEnv = compose.services.api.environment;
  for (const v of REQUIRED_IN_PRODUCTION) assert.ok(apiEnv[v], `api lacks ${v}`);
  assert.equal(apiEnv.NODE_ENV, 'production');
  for (const name of Object.keys(apiEnv))
    assert.ok(API_VARIABLES.has(name) || name === 'NODE_ENV', `unknown variable ${name}`);
  assert.match(apiEnv.DATABASE_URL, /@postgres:5432\//);
  assert.match(apiEnv.REDIS_URL, /^redis:\/\/redis:6379/);
  assert.match(apiEnv.SMTP_URL, /^smtp:\/\/mailpit:1025/);
  for (const svc of ['api', 'web', 'web-ssr']) {
    const dockerfile = compose.services[svc].build.dockerfile;
    assert.ok(fs.existsSync(path.join(ROOT, dockerfile)), `${dockerfile} missing`);
  }
  // Every ${VAR} without a default is defined in .env.example.
  const example = new Set([...read('.env.example').matchAll(/^([A-Z0-9_]+)=/gm)].map((m) => m[1]));
  for (const [, name, dflt] of read('docker-compose.yml').matchAll(
    /\$\{([A-Z0-9_]+)(:-[^}]*)?\}/g,
  )) {
    assert.ok(
      dflt !== undefined || example.has(name),
      `${name} is used without a default and missing from .env.example`,
    );
  }
});

test('Dockerfiles copy files that exist and run as intended', () => {
  const api = read('infra/docker/api.Dockerfile');
  assert.match(api, /pnpm --filter @catalogo\/api deploy --prod/);
  assert.match(api, /^USER node$/m);
  assert.match(api, /HEALTHCHECK[\s\S]*\/health/);
  assert.match(api, /CMD \["node", "dist\/main.js"\]/);
  const web = read('infra/docker/web.Dockerfile');
  for (const [, src] of web.matchAll(/^COPY (infra\/\S+)/gm)) {
    assert.ok(fs.existsSync(path.join(ROOT, src)), `${src} missing`);
  }
  assert.ok(
    fs.existsSync(path.join(ROOT, 'apps/api/src/database/migrate.ts')),
    'one-off migration command missing',
  );
});

test('the API image builds every workspace package the API depends on before the API', () => {
  const api = read('infra/docker/api.Dockerfile');
  const apiBuild = api.indexOf('pnpm --filter @catalogo/api build');
  assert.ok(apiBuild > 0, 'the API image does not build the API');
  const deps = JSON.parse(read('apps/api/package.json')).dependencies;
  const workspace = Object.keys(deps).filter((d) => deps[d].startsWith('workspace:'));
  assert.ok(
    workspace.includes('@catalogo/list-parser'),
    'the API no longer uses the parser package',
  );
  for (const dep of workspace) {
    const at = api.indexOf(`pnpm --filter ${dep} build`);
    assert.ok(at > 0 && at < apiBuild, `${dep} is not built before the API`);
  }
});

test('the SPA may connect only to its own origin, the API origin and viacep (CSP connect-src)', () => {
  const conf = read('infra/nginx/security-headers.conf');
  const csp = /Content-Security-Policy "([^"]+)"/.exec(conf)?.[1];
  assert.ok(csp, 'no CSP in security-headers.conf');
  const directives = new Map(
    csp.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name, values];
    }),
  );
  // 'self': the panel's service worker fetches the build it keeps for offline use.
  assert.deepEqual(directives.get('connect-src'), [
    "'self'",
    'http://localhost:3000',
    'https://viacep.com.br',
  ]);
  // The image rewrites the local API origin with the origin of its VITE_API_URL build argument,
  // and serves the rewritten file, not the original.
  const web = read('infra/docker/web.Dockerfile');
  const rewrite =
    /sed (-e )?"s#connect-src 'self' http:\/\/localhost:3000 #connect-src 'self' \$\{API_ORIGIN\} #"/;
  assert.match(web, rewrite);
  assert.match(web, /API_ORIGIN="\$\(node -p 'new URL\(process\.env\.VITE_API_URL\)\.origin'\)"/);
  assert.match(
    web,
    /^COPY --from=build \/tmp\/security-headers.conf \/etc\/nginx\/snippets\/security-headers.conf$/m,
  );
  assert.doesNotMatch(web, /^COPY infra\/nginx\/security-headers.conf/m);
});

test('Kubernetes manifests parse and match the app', () => {
  const docs = fs
    .readdirSync(path.join(ROOT, 'infra/k8s'))
    .filter((f) => f.endsWith('.yaml'))
    .flatMap((f) =>
      parseAllDocuments(read(`infra/k8s/${f}`)).map((d) => {
        assert.deepEqual(d.errors, [], `${f} does not parse`);
        return d.toJS();
      }),
    );
  const byKind = (kind, name) => docs.find((d) => d.kind === kind && d.metadata.name === name);
  for (const d of docs) {
    assert.ok(
      d.apiVersion && d.kind && d.metadata?.name,
      'apiVersion, kind and metadata.name are required',
    );
  }
  const api = byKind('Deployment', 'catalogo-api');
  const container = api.spec.template.spec.containers[0];
  const config = byKind('ConfigMap', 'catalogo-api').data;
  assert.equal(container.ports[0].containerPort, Number(config.PORT));
  // Readiness pings the database; liveness must not.
  assert.equal(container.readinessProbe.httpGet.path, '/health/ready');
  assert.equal(container.livenessProbe.httpGet.path, '/health/live');
  assert.equal(container.startupProbe.httpGet.path, '/health/live');
  assert.deepEqual(api.spec.selector.matchLabels, api.spec.template.metadata.labels);
  const secret = byKind('Secret', 'catalogo-api').stringData;
  for (const v of REQUIRED_IN_PRODUCTION) assert.ok(secret[v], `Secret lacks ${v}`);
  for (const name of [...Object.keys(config), ...Object.keys(secret)]) {
    assert.ok(API_VARIABLES.has(name) || name === 'NODE_ENV', `unknown variable ${name}`);
  }
  assert.equal(config.NODE_ENV, 'production');
  const hpa = byKind('HorizontalPodAutoscaler', 'catalogo-api');
  assert.equal(hpa.spec.scaleTargetRef.name, 'catalogo-api');
  const job = byKind('Job', 'catalogo-migrate');
  assert.deepEqual(job.spec.template.spec.containers[0].command, [
    'node',
    'dist/database/migrate.js',
  ]);
  assert.equal(job.spec.template.spec.containers[0].image, container.image);
  const web = byKind('Deployment', 'catalogo-web').spec.template.spec.containers[0];
  assert.equal(web.ports[0].containerPort, 8080);
  assert.match(read('infra/nginx/default.conf'), /listen 8080;/);
  assert.ok(byKind('Ingress', 'catalogo'), 'the web Ingress');
  const services = docs
    .filter((d) => d.kind === 'Ingress')
    .flatMap((ingress) =>
      ingress.spec.rules.flatMap((r) => r.http.paths.map((p) => p.backend.service.name)),
    );
  assert.ok(services.includes('catalogo-web') && services.includes('catalogo-api'));
  for (const s of services)
    assert.ok(byKind('Service', s), `Ingress points at a missing Service ${s}`);
});

/** Every Kubernetes document of infra/k8s. */
function k8sDocs() {
  return fs
    .readdirSync(path.join(ROOT, 'infra/k8s'))
    .filter((f) => f.endsWith('.yaml'))
    .flatMap((f) => parseAllDocuments(read(`infra/k8s/${f}`)).map((d) => d.toJS()));
}
const k8s = (kind, name) => k8sDocs().find((d) => d.kind === kind && d.metadata.name === name);

test('preStop + drain + shutdown timeout fit in terminationGracePeriodSeconds', () => {
  const pod = k8s('Deployment', 'catalogo-api').spec.template.spec;
  const config = k8s('ConfigMap', 'catalogo-api').data;
  const preStop = pod.containers[0].lifecycle.preStop.exec.command;
  assert.equal(preStop[0], 'sleep', 'preStop is a plain sleep');
  const preStopMs = Number(preStop[1]) * 1000;
  const drainMs = Number(config.SHUTDOWN_DRAIN_MS);
  const timeoutMs = Number(config.SHUTDOWN_TIMEOUT_MS);
  for (const v of [preStopMs, drainMs, timeoutMs]) assert.ok(Number.isFinite(v) && v > 0);
  const graceMs = pod.terminationGracePeriodSeconds * 1000;
  // 2 s spare for the process to exit and the kubelet to notice before SIGKILL.
  assert.ok(
    preStopMs + drainMs + timeoutMs + 2000 <= graceMs,
    `preStop ${preStopMs} + drain ${drainMs} + timeout ${timeoutMs} ms exceed ${graceMs} ms`,
  );
});

test('PostgreSQL connections: replicas × (DB_POOL_MAX + LISTEN connections) stay under max_connections', () => {
  const api = k8s('Deployment', 'catalogo-api');
  const config = k8s('ConfigMap', 'catalogo-api').data;
  const hpa = k8s('HorizontalPodAutoscaler', 'catalogo-api');
  const maxConnections = Number(
    api.metadata.annotations['catalogo.example.com/postgres-max-connections'],
  );
  const poolMax = Number(config.DB_POOL_MAX);
  assert.ok(poolMax >= 1, 'DB_POOL_MAX is set in the ConfigMap');
  for (const v of [
    'DB_CONNECTION_TIMEOUT_MS',
    'DB_STATEMENT_TIMEOUT_MS',
    'DB_IDLE_IN_TRANSACTION_TIMEOUT_MS',
  ])
    assert.ok(Number(config[v]) > 0, `${v} is set in the ConfigMap`);
  const pods = hpa.spec.maxReplicas + Number(api.spec.strategy.rollingUpdate.maxSurge);
  const migrationJob = 1; // migrate.js uses a pool of one connection
  const reserved = 3; // PostgreSQL's superuser_reserved_connections default
  const headroom = 10; // psql, backups, monitoring
  // Each process also holds one LISTEN connection outside its pool (DatabaseNotifications: the
  // public catalogue's version events, the order events and alerts).
  const listeners = 1;
  const total = pods * (poolMax + listeners) + migrationJob;
  assert.ok(
    total <= maxConnections - reserved - headroom,
    `${pods} pods × (${poolMax} + ${listeners}) + ${migrationJob} = ${total} > ${maxConnections} - ${reserved} - ${headroom}`,
  );
  // The API's built-in default must not exceed what the manifests were sized for either.
  assert.match(read('apps/api/src/config/app.config.ts'), /poolMax: env\.DB_POOL_MAX \?\? \d+/);
});

test('images are pinned by version, never :latest', () => {
  const images = [
    ...k8sDocs().flatMap((d) =>
      (d.spec?.template?.spec?.containers ?? []).map((c) => [
        `infra/k8s ${d.metadata.name}`,
        c.image,
      ]),
    ),
    ...Object.entries(parse(read('docker-compose.yml')).services)
      .filter(([, svc]) => svc.image)
      .map(([name, svc]) => [`compose ${name}`, svc.image]),
    ...['infra/docker/api.Dockerfile', 'infra/docker/web.Dockerfile'].flatMap((f) =>
      [...read(f).matchAll(/^FROM (\S+)/gm)].map((m) => [f, m[1]]),
    ),
  ];
  assert.ok(images.length >= 8, `found only ${images.length} images`);
  for (const [where, image] of images) {
    const tag = image.includes('@sha256:') ? 'digest' : image.split('/').pop().split(':')[1];
    assert.ok(tag, `${where}: ${image} has no tag`);
    assert.notEqual(tag, 'latest', `${where}: ${image} deploys :latest`);
    // MinIO names its releases by date: RELEASE.2025-04-22T22-12-26Z is as pinned as 1.2.3.
    assert.match(
      tag,
      /^(digest|v?\d+(\.\d+)+|RELEASE\.\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z$)/,
      `${where}: ${image} is not pinned to a version`,
    );
  }
  // Our own images carry the release version of the packages they are built from.
  const version = (pkg) => JSON.parse(read(`apps/${pkg}/package.json`)).version;
  const api = k8s('Deployment', 'catalogo-api').spec.template.spec.containers[0].image;
  assert.equal(api, `ghcr.io/catalogo/api:${version('api')}`);
  const web = k8s('Deployment', 'catalogo-web').spec.template.spec.containers[0].image;
  assert.equal(web, `ghcr.io/catalogo/web:${version('web')}`);
});

test('the CI workflow limits its token with a permissions block', () => {
  for (const f of fs.readdirSync(path.join(ROOT, '.github/workflows'))) {
    const workflow = parse(read(`.github/workflows/${f}`));
    assert.ok(workflow.permissions, `${f} has no top-level permissions block`);
    assert.deepEqual(workflow.permissions, { contents: 'read' }, `${f}: read-only contents`);
  }
});

test('docker compose never opts into the free local checkout or logged e-mail', () => {
  const apiEnv = parse(read('docker-compose.yml')).services.api.environment;
  assert.doesNotMatch(String(apiEnv.PAYMENTS ?? ''), /local/);
  assert.doesNotMatch(String(apiEnv.MAIL ?? ''), /log/);
  assert.doesNotMatch(read('.env.example'), /^PAYMENTS=\s*local/m);
  assert.doesNotMatch(read('.env.example'), /^MAIL=\s*log/m);
});

test('images: compose stores them in MinIO, k8s takes the bucket from the Secret', () => {
  const S3 = [
    'S3_BUCKET',
    'S3_ENDPOINT',
    'S3_REGION',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
    'S3_PUBLIC_URL',
  ];
  for (const v of [...S3, 'UPLOADS_DIR', 'UPLOAD_RATE_LIMIT_PER_10_MINUTES'])
    assert.ok(API_VARIABLES.has(v), `${v} missing from EnvironmentVariables`);

  // compose: the API writes to the MinIO bucket that minio-init creates before the API starts.
  const compose = parse(read('docker-compose.yml'));
  const apiEnv = compose.services.api.environment;
  for (const v of S3) assert.ok(apiEnv[v], `compose api lacks ${v}`);
  assert.equal(apiEnv.S3_ENDPOINT, 'http://minio:9000');
  assert.match(apiEnv.S3_PUBLIC_URL, new RegExp(`/${apiEnv.S3_BUCKET}\\}?$`));
  assert.deepEqual(compose.services.api.depends_on['minio-init'], {
    condition: 'service_completed_successfully',
  });
  const init = compose.services['minio-init'];
  assert.equal(init.environment.S3_BUCKET, apiEnv.S3_BUCKET);
  assert.equal(init.environment.S3_ACCESS_KEY_ID, apiEnv.S3_ACCESS_KEY_ID);
  assert.equal(init.environment.S3_SECRET_ACCESS_KEY, apiEnv.S3_SECRET_ACCESS_KEY);
  const script = init.command.join('\n');
  assert.match(script, /mc mb --ignore-existing "local\/\$\$S3_BUCKET"/);
  assert.match(script, /mc anonymous set download "local\/\$\$S3_BUCKET"/);
  assert.deepEqual(init.depends_on, { minio: { condition: 'service_healthy' } });
  assert.ok(compose.services.minio.healthcheck, 'minio has a healthcheck');
  assert.ok(compose.volumes && 'minio-data' in compose.volumes, 'minio keeps its data in a volume');
  // The published port serves S3_PUBLIC_URL's default.
  assert.ok(compose.services.minio.ports.includes('9000:9000'));
  assert.match(apiEnv.S3_PUBLIC_URL, /localhost:9000\/catalogo/);

  // k8s: every S3 setting comes from the Secret (pods keep nothing on disk), none from the ConfigMap.
  const secret = k8s('Secret', 'catalogo-api').stringData;
  const config = k8s('ConfigMap', 'catalogo-api').data;
  for (const v of S3) {
    assert.ok(secret[v], `Secret lacks ${v}`);
    assert.equal(config[v], undefined, `${v} belongs in the Secret, not the ConfigMap`);
  }
  const container = k8s('Deployment', 'catalogo-api').spec.template.spec.containers[0];
  assert.ok(
    container.envFrom.some((e) => e.secretRef?.name === 'catalogo-api'),
    'the API takes its environment from the Secret',
  );

  // CSP: images may come from the API (local storage) and the bucket, rewritten per build.
  const csp = /Content-Security-Policy "([^"]+)"/.exec(
    read('infra/nginx/security-headers.conf'),
  )[1];
  assert.match(csp, /img-src 'self' data: http:\/\/localhost:3000 http:\/\/localhost:9000;/);
  const web = read('infra/docker/web.Dockerfile');
  assert.match(
    web,
    /-e "s#img-src 'self' data: http:\/\/localhost:3000 http:\/\/localhost:9000;#img-src 'self' data: \$\{API_ORIGIN\} \$\{IMAGES_ORIGIN\};#"/,
  );
  assert.equal(compose.services.web.build.args.IMAGES_URL, apiEnv.S3_PUBLIC_URL);
});

test('nginx sends pages to the web server, wired the same in compose and k8s', () => {
  const conf = read('infra/nginx/default.conf');
  assert.match(conf, /upstream web_ssr \{[^}]*\bserver web-ssr:3001;/);
  assert.match(conf, /try_files \$uri @web;/);
  const compose = parse(read('docker-compose.yml'));
  const ssr = compose.services['web-ssr'];
  assert.equal(ssr.build.target, 'ssr');
  assert.equal(ssr.environment.PORT, '3001');
  assert.equal(ssr.environment.API_INTERNAL_URL, 'http://api:3000');
  assert.equal(
    ssr.environment.PUBLIC_CATALOG_CACHE_TTL_MS,
    compose.services.api.environment.PUBLIC_CATALOG_CACHE_TTL_MS,
    'the page cache follows the API cache',
  );
  assert.match(read('infra/docker/web.Dockerfile'), /^FROM \S+ AS ssr$/m);
  assert.match(read('infra/docker/web.Dockerfile'), /CMD \["node", "dist-server\/main.js"\]/);
  const service = k8s('Service', 'web-ssr');
  assert.equal(service.spec.ports[0].port, 3001);
  const deployment = k8s('Deployment', 'catalogo-web-ssr');
  assert.deepEqual(service.spec.selector, deployment.spec.template.metadata.labels);
  const env = Object.fromEntries(
    deployment.spec.template.spec.containers[0].env.map((e) => [e.name, e.value]),
  );
  assert.equal(env.API_INTERNAL_URL, 'http://catalogo-api');
  assert.ok(k8s('Service', 'catalogo-api'));
});

/** An nginx size ("6m", "512k", "1048576") in bytes; "0" (no limit) is Infinity. */
function nginxSize(value) {
  const m = /^(\d+)([kKmMgG]?)$/.exec(String(value).trim());
  assert.ok(m, `not an nginx size: ${value}`);
  const unit = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[m[2].toLowerCase()];
  return Number(m[1]) === 0 ? Infinity : Number(m[1]) * unit;
}

test("the API's Ingress takes the largest documented upload (photo 5 MB, spreadsheet 2 MB) with its multipart wrapping", async () => {
  const { Limits, SpreadsheetLimits } = await import(
    path.join(ROOT, 'packages/contracts/dist/core.mjs')
  );
  const largest = Math.max(Limits.imageUploadMaxBytes, SpreadsheetLimits.maxFileBytes);
  assert.ok(largest >= 5 * 1024 * 1024, 'the photo limit is the one documented (5 MB)');
  // Every Ingress rule that reaches the API: nginx-ingress refuses bodies over its
  // proxy-body-size (default 1m) with its own 413 before the API can answer.
  const routes = k8sDocs()
    .filter((d) => d.kind === 'Ingress')
    .flatMap((ing) =>
      ing.spec.rules.flatMap((r) =>
        r.http.paths
          .filter((p) => p.backend.service.name === 'catalogo-api')
          .map(() => ({ ing, host: r.host })),
      ),
    );
  assert.ok(routes.length > 0, 'no Ingress reaches catalogo-api');
  for (const { ing, host } of routes) {
    const size = ing.metadata.annotations?.['nginx.ingress.kubernetes.io/proxy-body-size'] ?? '1m';
    // Room for the multipart boundary and part headers (a few hundred bytes) and more.
    assert.ok(
      nginxSize(size) >= largest + 64 * 1024,
      `Ingress ${ing.metadata.name} (${host}) caps bodies at ${size}, under ${largest} bytes`,
    );
  }
  // The web's nginx proxies no API path: its default body cap (1m) never meets an upload.
  assert.doesNotMatch(read('infra/nginx/default.conf'), /catalogo-api|api\.catalogo/);
});

test('the API image runs on jemalloc, so decoded photos do not pile up in glibc arenas', () => {
  const api = read('infra/docker/api.Dockerfile');
  const runtime = api.slice(api.indexOf('AS runtime'));
  assert.match(runtime, /apt-get install -y --no-install-recommends libjemalloc2/);
  assert.match(runtime, /LD_PRELOAD=\/usr\/local\/lib\/libjemalloc\.so\.2/);
  assert.match(runtime, /ln -s .*libjemalloc\.so\.2.* \/usr\/local\/lib\/libjemalloc\.so\.2/);
});
