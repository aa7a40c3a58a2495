import { messageResponseSchema } from '@ollida/contracts/auth';
import { errorBodySchema } from '@ollida/contracts/errors';
import {
  invitationParamsSchema,
  inviteMemberSchema,
  memberListSchema,
  memberParamsSchema,
} from '@ollida/contracts/members';
import { workspaceIdParamsSchema } from '@ollida/contracts/workspaces';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentAuth } from '../../platform/authenticate.ts';
import type { WorkspaceModuleDeps } from '../workspaces/index.ts';
import { createMembersRepo } from './members.repo.ts';
import { createMembersService } from './members.service.ts';

const tags = ['members'];
const security = [{ bearer: [] }];

/** A workspace's team: member list, invitations and removal (docs/product/workspaces-and-stores.md#members-and-invitations). */
export function registerMemberRoutes(app: FastifyInstance, deps: WorkspaceModuleDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const members = createMembersService({
    repo: createMembersRepo(deps.db),
    access: deps.access,
    limits: deps.limits,
    clock: deps.clock,
  });

  routes.get(
    '/api/workspaces/:id/members',
    {
      preHandler: deps.requireUser,
      schema: {
        tags,
        summary: '워크스페이스 멤버와 대기 중인 초대 목록',
        security,
        params: workspaceIdParamsSchema,
        response: { 200: memberListSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const { user } = currentAuth(request);
      return {
        data: await members.listMembers(user, request.params.id),
        invitations: await members.listInvitations(user, request.params.id),
      };
    },
  );

  routes.post(
    '/api/workspaces/:id/members/invite',
    {
      preHandler: deps.requireUser,
      schema: {
        tags,
        summary: '멤버 초대',
        security,
        params: workspaceIdParamsSchema,
        body: inviteMemberSchema,
        response: {
          201: messageResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const result = await members.invite(currentAuth(request).user, request.params.id, request.body);
      return reply.status(201).send(result);
    },
  );

  routes.delete(
    '/api/workspaces/:workspace_id/invitations/:invitation_id',
    {
      preHandler: deps.requireUser,
      schema: {
        tags,
        summary: '대기 중인 초대 취소',
        security,
        params: invitationParamsSchema,
        response: {
          200: messageResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) =>
      members.cancelInvitation(
        currentAuth(request).user,
        request.params.workspace_id,
        request.params.invitation_id,
      ),
  );

  routes.delete(
    '/api/workspaces/:workspace_id/members/:email',
    {
      preHandler: deps.requireUser,
      schema: {
        tags,
        summary: '멤버 내보내기 (대기 중인 초대는 취소)',
        security,
        params: memberParamsSchema,
        response: {
          200: messageResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) =>
      members.removeMember(currentAuth(request).user, request.params.workspace_id, request.params.email),
  );
}
