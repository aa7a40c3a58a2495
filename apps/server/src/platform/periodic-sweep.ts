import type { FastifyInstance } from 'fastify';

/**
 * Runs `sweep` every `intervalSeconds` once the app is ready, one run at a time in this process (a slow run makes the
 * next tick skip), and waits for a running one on close. `intervalSeconds` 0 runs nothing here (an HTTP-only instance).
 */
export function registerPeriodicSweep(
  app: FastifyInstance,
  options: { intervalSeconds: number; name: string; sweep: () => Promise<unknown> },
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  if (options.intervalSeconds > 0) {
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        if (running !== undefined) return;
        running = options
          .sweep()
          .catch((error: unknown) => app.log.error({ err: error }, `${options.name} failed`))
          .finally(() => {
            running = undefined;
          });
      }, options.intervalSeconds * 1_000).unref();
    });
  }
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
