import { z } from 'zod';

/** Longest URL accepted in a sign-in request parameter. */
export const maxRedirectUrlLength = 2048;

/** `GET /auth/google/login` query: where the provider returns and where the SPA lands afterwards. */
export const googleLoginQuerySchema = z.object({
  redirect_uri: z.string().max(maxRedirectUrlLength).optional(),
  final_redirect: z.string().max(maxRedirectUrlLength).optional(),
});
export type GoogleLoginQuery = z.infer<typeof googleLoginQuerySchema>;

/** `GET /auth/google/callback` query as the provider sends it. */
export const googleCallbackQuerySchema = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(256).optional(),
  error: z.string().max(256).optional(),
  error_description: z.string().max(1024).optional(),
  iss: z.string().max(512).optional(),
  scope: z.string().max(1024).optional(),
  authuser: z.string().max(16).optional(),
  prompt: z.string().max(64).optional(),
});

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
