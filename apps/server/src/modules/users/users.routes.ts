import { errorBodySchema } from '@ollida/contracts/errors';
import { type UserMe, userMeSchema } from '@ollida/contracts/user';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { UserRow } from '../../db/schema/users.ts';
import { currentAuth } from '../../platform/authenticate.ts';

/** Maps a user row to the `GET /api/user/me` shape. */
export function toUserMe(user: UserRow): UserMe {
  return { email: user.email, name: user.name, profile_picture: user.profilePicture, role: user.role };
}

/** The signed-in user's own profile. */
export function registerUserRoutes(app: FastifyInstance, deps: { requireUser: preHandlerAsyncHookHandler }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/user/me',
    {
      preHandler: deps.requireUser,
      schema: {
        tags: ['user'],
        summary: '내 정보',
        security: [{ bearer: [] }],
        response: { 200: userMeSchema, 401: errorBodySchema },
      },
    },
    async (request) => toUserMe(currentAuth(request).user),
  );
}
