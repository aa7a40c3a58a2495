import { type ErrorBody, errorCodes } from '@ollida/contracts/errors';
import type { FastifyInstance } from 'fastify';
import { logPathOf } from './access-log.ts';
import { clientIpOf } from './client-ip.ts';

export const blockedIpMessage = '접근이 차단된 IP 주소입니다. 차단이 잘못되었다면 관리자에게 문의해 주세요.';

const blockedBody: ErrorBody = { detail: blockedIpMessage, code: errorCodes.ipBlocked };

export interface IpGuardDeps {
  isBlocked(ip: string): boolean;
  isDangerousPath(path: string): boolean;
  /** Blocks the address for the dangerous path; true when it is now blocked (false: spared). */
  autoBlock(ip: string, path: string): Promise<boolean>;
}

/**
 * First hook of every request, every route included (API, SPA, sandboxes, unknown paths): a blocked address gets 403;
 * a dangerous path marks the request for the access log and blocks its address, this request included.
 */
export function registerIpGuard(app: FastifyInstance, deps: IpGuardDeps): void {
  // The answer is sent here rather than thrown: plugins with their own error handlers (the sandboxes) would turn a
  // thrown error into their own shape.
  app.addHook('onRequest', async (request, reply) => {
    const ip = clientIpOf(request);
    if (deps.isBlocked(ip)) return reply.code(403).send(blockedBody);
    const path = logPathOf(request.url);
    if (!deps.isDangerousPath(path)) return;
    request.isDangerousPath = true;
    if (await deps.autoBlock(ip, path)) return reply.code(403).send(blockedBody);
  });
}
