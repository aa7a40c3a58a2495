import { messageResponseSchema } from '@ollida/contracts/auth';
import { errorBodySchema } from '@ollida/contracts/errors';
import {
  notificationListSchema,
  notificationParamsSchema,
  notificationReadResultSchema,
} from '@ollida/contracts/notifications';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentAuth } from '../../platform/authenticate.ts';
import type { WorkspaceModuleDeps } from '../workspaces/index.ts';
import { createNotificationsRepo } from './notifications.repo.ts';
import { createNotificationsService } from './notifications.service.ts';

const tags = ['notifications'];
const security = [{ bearer: [] }];

/** The notification bell: list, answer invitations, mark one or all read (docs/product/account-area.md#notifications). */
export function registerNotificationRoutes(app: FastifyInstance, deps: WorkspaceModuleDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const notifications = createNotificationsService({
    repo: createNotificationsRepo(deps.db),
    clock: deps.clock,
  });

  routes.get(
    '/api/notifications',
    {
      preHandler: deps.requireUser,
      schema: {
        tags,
        summary: '내 알림 목록 (최신 50개)',
        security,
        response: { 200: notificationListSchema, 401: errorBodySchema },
      },
    },
    async (request) => notifications.list(currentAuth(request).user),
  );

  const answerSchema = (summary: string) => ({
    tags,
    summary,
    security,
    params: notificationParamsSchema,
    response: {
      200: messageResponseSchema,
      400: errorBodySchema,
      401: errorBodySchema,
      404: errorBodySchema,
      409: errorBodySchema,
    },
  });

  routes.post(
    '/api/notifications/:id/accept',
    { preHandler: deps.requireUser, schema: answerSchema('워크스페이스 초대 수락') },
    async (request) => notifications.accept(currentAuth(request).user, request.params.id),
  );

  routes.post(
    '/api/notifications/:id/decline',
    { preHandler: deps.requireUser, schema: answerSchema('워크스페이스 초대 거절') },
    async (request) => notifications.decline(currentAuth(request).user, request.params.id),
  );

  routes.post(
    '/api/notifications/:id/read',
    {
      preHandler: deps.requireUser,
      schema: {
        tags,
        summary: '알림 읽음 표시',
        security,
        params: notificationParamsSchema,
        response: {
          200: notificationReadResultSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => notifications.markRead(currentAuth(request).user, request.params.id),
  );

  routes.post(
    '/api/notifications/read-all',
    {
      preHandler: deps.requireUser,
      schema: {
        tags,
        summary: '모든 알림 읽음 표시',
        security,
        response: { 200: notificationReadResultSchema, 401: errorBodySchema },
      },
    },
    async (request) => notifications.markAllRead(currentAuth(request).user),
  );
}
