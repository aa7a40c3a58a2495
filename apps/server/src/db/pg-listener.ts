import pg from 'pg';

/** Called with a notification's payload, or with `undefined` after a reconnect (notifications may have been missed). */
export type NotificationHandler = (payload: string | undefined) => void;

const reconnectDelayMs = 1_000;
const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * LISTEN on a PostgreSQL server through one dedicated connection (a pooled one would be handed to other queries).
 * The connection is opened at the first `listen`; when it drops it is reopened after a second, every channel is
 * listened to again and every handler hears `undefined`, so subscribers re-read what they follow.
 */
export function createPgListener(connectionString: string) {
  const handlers = new Map<string, Set<NotificationHandler>>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  function dropped(failed: pg.Client): void {
    if (client !== failed) return;
    client = undefined;
    failed.end().catch(() => undefined);
    if (closed || handlers.size === 0) return;
    retry = setTimeout(() => {
      connect().then(
        () => {
          for (const set of handlers.values()) for (const handler of set) handler(undefined);
        },
        () => undefined,
      );
    }, reconnectDelayMs);
  }

  function connect(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString });
      next.on('error', () => dropped(next));
      next.on('end', () => dropped(next));
      next.on('notification', (message) => {
        for (const handler of handlers.get(message.channel) ?? []) handler(message.payload);
      });
      try {
        await next.connect();
        for (const channel of handlers.keys()) await next.query(`LISTEN ${quoteIdentifier(channel)}`);
      } catch (error) {
        next.end().catch(() => undefined);
        throw error;
      }
      client = next;
      return next;
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  }

  return {
    async listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>> {
      let set = handlers.get(channel);
      const first = set === undefined;
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
      }
      set.add(handler);
      // LISTEN twice is harmless: a connection opened just now already listens to every channel in the map.
      if (first) await (await connect()).query(`LISTEN ${quoteIdentifier(channel)}`);
      return async () => {
        set.delete(handler);
        if (set.size > 0 || handlers.get(channel) !== set) return;
        handlers.delete(channel);
        await client?.query(`UNLISTEN ${quoteIdentifier(channel)}`).catch(() => undefined);
      };
    },
    async close(): Promise<void> {
      closed = true;
      clearTimeout(retry);
      handlers.clear();
      const open = client;
      client = undefined;
      await open?.end().catch(() => undefined);
    },
  };
}
