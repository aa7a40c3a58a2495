import { z } from 'zod';
import { workspaceRoles } from './workspaces.ts';

export const notificationTypes = ['workspace_invitation', 'info'] as const;

export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(notificationTypes),
  message: z.string(),
  created_at: z.string(),
  read: z.boolean(),
  /** For invitations: what the invitation is about and where it stands. */
  invitation: z
    .object({
      workspace_id: z.string(),
      workspace_name: z.string(),
      role: z.enum(workspaceRoles),
      status: z.enum(['pending', 'accepted', 'declined']),
    })
    .nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unread_count: z.number().int(),
});

export const notificationParamsSchema = z.object({ id: z.uuid('알림을 찾을 수 없습니다.') });

/** Most notifications `GET /api/notifications` returns, newest first. */
export const notificationListLimit = 50;

/** Answer of marking one or all notifications read: what happened and what is still unread. */
export const notificationReadResultSchema = z.object({
  message: z.string(),
  unread_count: z.number().int(),
});
export type NotificationReadResult = z.infer<typeof notificationReadResultSchema>;
