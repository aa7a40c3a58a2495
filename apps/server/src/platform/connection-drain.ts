import type { FastifyInstance } from 'fastify';

/**
 * Graceful close for keep-alive clients: once the app starts closing, every response still being sent asks the
 * client to close its connection. Without it a connection whose request was in flight at the signal stays open
 * after its answer until the keep-alive timeout (72 s in Fastify), and the server cannot finish closing.
 */
export function registerConnectionDrain(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
}
