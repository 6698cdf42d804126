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
  [...read('apps/api/src/config/env.validation.ts').matchAll(/^\s+([A-Z][A-Z0-9_]+)\?:/gm)].map(
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
    'postgres',
    'redis',
    'web',
  ]);
  const apiEnv = compose.services.api.environment;
  for (const v of REQUIRED_IN_PRODUCTION) assert.ok(apiEnv[v], `api lacks ${v}`);
  assert.equal(apiEnv.NODE_ENV, 'production');
  for (const name of Object.keys(apiEnv))
    assert.ok(API_VARIABLES.has(name) || name === 'NODE_ENV', `unknown variable ${name}`);
  assert.match(apiEnv.DATABASE_URL, /@postgres:5432\//);
  assert.match(apiEnv.REDIS_URL, /^redis:\/\/redis:6379/);
  assert.match(apiEnv.SMTP_URL, /^smtp:\/\/mailpit:1025/);
  for (const svc of ['api', 'web']) {
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

test('the SPA may connect only to the API origin and viacep (CSP connect-src)', () => {
  const conf = read('infra/nginx/security-headers.conf');
  const csp = /Content-Security-Policy "([^"]+)"/.exec(conf)?.[1];
  assert.ok(csp, 'no CSP in security-headers.conf');
  const directives = new Map(
    csp.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name, values];
    }),
  );
  assert.deepEqual(directives.get('connect-src'), [
    'http://localhost:3000',
    'https://viacep.com.br',
  ]);
  // The image rewrites the local API origin with the origin of its VITE_API_URL build argument,
  // and serves the rewritten file, not the original.
  const web = read('infra/docker/web.Dockerfile');
  const rewrite = /sed "s#connect-src http:\/\/localhost:3000 #connect-src \$\{API_ORIGIN\} #"/;
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
  assert.equal(container.readinessProbe.httpGet.path, '/health');
  assert.equal(container.livenessProbe.httpGet.path, '/health');
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
  const ingress = byKind('Ingress', 'catalogo');
  const services = ingress.spec.rules.flatMap((r) =>
    r.http.paths.map((p) => p.backend.service.name),
  );
  for (const s of services)
    assert.ok(byKind('Service', s), `Ingress points at a missing Service ${s}`);
});
