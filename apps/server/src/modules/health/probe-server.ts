import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { apiNotFound, registerErrorHandler } from '../../platform/error-handler.ts';
import { registerProbeRoutes } from './health.routes.ts';
import type { ReadinessCheck } from './readiness.ts';

/**
 * `/api/health` and `/api/ready` alone, for the worker process: an orchestrator can probe it like an HTTP instance
 * while nothing else of the app is reachable there. No logger: probes every few seconds are noise.
 */
export function createProbeApp(readiness: ReadinessCheck): FastifyInstance {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerProbeRoutes(app, readiness);
  app.setNotFoundHandler((_request, reply) => apiNotFound(reply));
  return app;
}
