import { z } from 'zod';

export const userRoles = ['user', 'admin'] as const;
export const userRoleSchema = z.enum(userRoles);
export type UserRole = z.infer<typeof userRoleSchema>;

/** `GET /api/user/me`: the signed-in user as the screens read it (docs/product/account-area.md#session). */
export const userMeSchema = z.object({
  email: z.string(),
  name: z.string(),
  profile_picture: z.string().nullable(),
  role: userRoleSchema,
});
export type UserMe = z.infer<typeof userMeSchema>;
