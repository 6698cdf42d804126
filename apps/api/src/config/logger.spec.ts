import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import pinoHttp, { type Options as PinoHttpOptions } from 'pino-http';
import { QueryFailedError } from 'typeorm';
import { loggerOptions, redactUrl } from './logger';
import type { AppConfig } from './app.config';

const config = { logLevel: 'info' } as AppConfig;

/** A pino logger built from the app's options, writing its lines into `lines`. */
function capture(): { logger: pino.Logger; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  const options = loggerOptions(config).pinoHttp as PinoHttpOptions;
  const logger = pinoHttp({ ...options, stream }).logger;
  return { logger, lines };
}

describe('log redaction', () => {
  it('removes the values of a failed query from the 500 log', () => {
    const driverError = Object.assign(new Error('duplicate key value violates unique constraint'), {
      detail: 'Key (email)=(maria@example.com) already exists.',
      code: '23505',
    });
    const error = new QueryFailedError(
      'INSERT INTO users (email, phone, password_hash) VALUES ($1, $2, $3)',
      ['maria@example.com', '11987654321', '$argon2id$v=19$secret-hash'],
      driverError,
    );
    const { logger, lines } = capture();
    logger.error({ err: error, url: '/user/register' }, 'boom');
    const line = lines.join('');
    expect(line).toContain('INSERT INTO users');
    expect(line).not.toContain('maria@example.com');
    expect(line).not.toContain('11987654321');
    expect(line).not.toContain('argon2id');
  });

  it('logs request URLs without link tokens', () => {
    expect(redactUrl('/email/confirm/abc123def')).toBe('/email/confirm/[REDACTED]');
    expect(redactUrl('/stripe/local-checkout/tok_9/pay')).toBe(
      '/stripe/local-checkout/[REDACTED]/pay',
    );
    expect(redactUrl('/redefinir-senha?token=xyz&a=1')).toBe(
      '/redefinir-senha?token=[REDACTED]&a=1',
    );
    expect(redactUrl('/public/catalog/loja')).toBe('/public/catalog/loja');
  });

  it('serializes the request URL redacted in the access log', () => {
    const options = loggerOptions(config).pinoHttp as PinoHttpOptions;
    const serializers = options.serializers as Record<string, (v: unknown) => { url: string }>;
    const out = serializers.req({ id: '1', method: 'GET', url: '/email/confirm/secret-token' });
    expect(out.url).toBe('/email/confirm/[REDACTED]');
  });
});

describe('order status tokens in the request log', () => {
  const token = 'Zq3xK9vB2mN7pL4sT8wR1yU6cF0hJ5dA';

  /** Runs one request through pino-http built from the app's options; returns the log lines. */
  async function logOf(url: string): Promise<string> {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const options = loggerOptions(config).pinoHttp as PinoHttpOptions;
    const middleware = pinoHttp({ ...options, stream });
    const server = http.createServer((req, res) => {
      middleware(req, res);
      res.end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      await fetch(`http://127.0.0.1:${port}${url}`);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    return lines.join('');
  }

  it('logs the status page read without its token', async () => {
    const line = await logOf(`/public-catalog/lanches-da-ana/orders/${token}`);
    expect(line).toContain('/public-catalog/lanches-da-ana/orders/[REDACTED]');
    expect(line).not.toContain(token);
  });

  it('logs a token query (reset link) without its value', async () => {
    const line = await logOf(`/redefinir-senha?token=${token}`);
    expect(line).toContain('/redefinir-senha?token=[REDACTED]');
    expect(line).not.toContain(token);
  });

  it('keeps the order creation path, which holds no token', () => {
    expect(redactUrl('/public-catalog/lanches-da-ana/orders')).toBe(
      '/public-catalog/lanches-da-ana/orders',
    );
    expect(redactUrl(`/lanches-da-ana/pedido/${token}`)).toBe('/lanches-da-ana/pedido/[REDACTED]');
  });
});
