import * as http from 'node:http';

/** One Server-Sent Event, or a comment line (`event: 'comment'`). */
export interface SseMessage {
  event: string;
  data: string;
  /** The event's `id:` line, if it had one. */
  id?: string;
}

/** An open event stream read by a test. */
export interface SseStream {
  status: number;
  messages: SseMessage[];
  /** Resolves with the first message (already received or to come) that matches. */
  next(match: (m: SseMessage) => boolean, timeoutMs?: number): Promise<SseMessage>;
  close(): void;
}

/**
 * Opens `url` as an EventSource would (GET, `Accept: text/event-stream`) and parses the stream:
 * events (`event:` + `data:` lines) and comments (`: text`). Resolves once the headers arrive.
 */
export function openSse(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const messages: SseMessage[] = [];
    const waiters: { match: (m: SseMessage) => boolean; resolve: (m: SseMessage) => void }[] = [];
    const push = (m: SseMessage): void => {
      messages.push(m);
      for (const w of [...waiters]) {
        if (w.match(m)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(m);
        }
      }
    };
    const req = http.get(url, { headers: { Accept: 'text/event-stream', ...headers } }, (res) => {
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = 'message';
          let id: string | undefined;
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) push({ event: 'comment', data: line.slice(1).trim() });
            else if (line.startsWith('event:')) event = line.slice(6).trim();
            else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
            else if (line.startsWith('id:')) id = line.slice(3).trim();
          }
          if (data.length > 0) push({ event, data: data.join('\n'), ...(id ? { id } : {}) });
        }
      });
      res.on('error', () => undefined);
      resolve({
        status: res.statusCode ?? 0,
        messages,
        next(match, timeoutMs = 10_000) {
          const found = messages.find(match);
          if (found) return Promise.resolve(found);
          return new Promise((ok, fail) => {
            const timer = setTimeout(
              () => fail(new Error(`no matching SSE message in ${timeoutMs} ms`)),
              timeoutMs,
            );
            waiters.push({
              match,
              resolve: (m) => {
                clearTimeout(timer);
                ok(m);
              },
            });
          });
        },
        close() {
          req.destroy();
        },
      });
    });
    req.on('error', reject);
  });
}
