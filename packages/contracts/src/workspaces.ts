import { josa } from 'es-hangul';
import { z } from 'zod';
import { marketplaceKeySchema } from './marketplace-key.ts';

export const platforms = ['coupang', 'naver'] as const;
export const platformSchema = z.enum(platforms, {
  message: '쿠팡 또는 네이버 워크스페이스만 만들 수 있습니다.',
});
export type Platform = z.infer<typeof platformSchema>;

export const workspaceRoles = ['owner', 'admin', 'member'] as const;
export type WorkspaceRole = (typeof workspaceRoles)[number];

export const keyStatuses = ['valid', 'invalid', 'expired', 'missing_credentials', 'untested'] as const;
export type KeyStatus = (typeof keyStatuses)[number];

/** Characters of a stored key shown back to people (docs/product/workspaces-and-stores.md#limits). */
export const keyPrefixLength = 8;

const required = (label: string, max: number) =>
  z
    .string({ message: `${josa(label, '을/를')} 입력해 주세요.` })
    .trim()
    .min(1, `${josa(label, '을/를')} 입력해 주세요.`)
    .max(max, `${josa(label, '은/는')} ${max}자 이하여야 합니다.`);

const workspaceName = required('워크스페이스 이름', 50);

export const createCoupangWorkspaceSchema = z.object({
  platform: z.literal('coupang'),
  workspace_name: workspaceName,
  wing_account: required('Wing 아이디', 50),
  vendor_code: required('업체코드', 20).regex(
    /^[A-Za-z0-9]+$/,
    '업체코드는 영문과 숫자로만 이루어져야 합니다.',
  ),
  access_key: marketplaceKeySchema('액세스 키', 100),
  secret_key: marketplaceKeySchema('시크릿 키', 200),
});

export const createNaverWorkspaceSchema = z.object({
  platform: z.literal('naver'),
  workspace_name: workspaceName,
  naver_client_id: marketplaceKeySchema('애플리케이션 ID', 100),
  naver_client_secret: marketplaceKeySchema('애플리케이션 시크릿', 100),
});

/** `POST /api/workspaces`: one body per platform (docs/product/workspaces-and-stores.md#creating-a-workspace). */
export const createWorkspaceSchema = z.discriminatedUnion(
  'platform',
  [createCoupangWorkspaceSchema, createNaverWorkspaceSchema],
  { message: '쿠팡 또는 네이버 워크스페이스만 만들 수 있습니다.' },
);
export type CreateWorkspace = z.infer<typeof createWorkspaceSchema>;

/** `PUT /api/workspaces/{id}/credentials`: Coupang sends access/secret key, Naver client id/secret. */
export const updateCredentialsSchema = z.union(
  [
    z.object({
      access_key: marketplaceKeySchema('액세스 키', 100),
      secret_key: marketplaceKeySchema('시크릿 키', 200),
    }),
    z.object({
      client_id: marketplaceKeySchema('애플리케이션 ID', 100),
      client_secret: marketplaceKeySchema('애플리케이션 시크릿', 100),
    }),
  ],
  { message: '두 키를 모두 입력해 주세요.' },
);
export type UpdateCredentials = z.infer<typeof updateCredentialsSchema>;

export const workspaceIdParamsSchema = z.object({ id: z.uuid('워크스페이스를 찾을 수 없습니다.') });

export const credentialTestSchema = z.object({
  is_valid: z.boolean(),
  error_type: z.enum(['api_error', 'network_error']).nullable(),
  message: z.string(),
  timestamp: z.string(),
});
export type CredentialTest = z.infer<typeof credentialTestSchema>;

export const naverChannelSchema = z.object({
  channel_no: z.string(),
  name: z.string(),
  type: z.string(),
  url: z.string().nullable(),
});

/** A workspace as every screen reads it (docs/product/workspaces-and-stores.md#workspace-fields); secrets only as their first 8 characters. */
export const workspaceSchema = z.object({
  workspace_id: z.string(),
  workspace_name: z.string(),
  platform: platformSchema,
  is_owner: z.boolean(),
  user_role: z.enum(workspaceRoles),
  wing_account: z.string().nullable(),
  vendor_code: z.string().nullable(),
  store_id: z.string().nullable(),
  store_name: z.string().nullable(),
  access_key: z.string().nullable(),
  client_id: z.string().nullable(),
  created_at: z.string(),
  api_keys_configured: z.boolean(),
  key_status: z.object({ status: z.enum(keyStatuses), message: z.string().nullable() }),
  last_test: credentialTestSchema.nullable(),
  is_current: z.boolean(),
  is_main: z.boolean(),
  member_count: z.number().int(),
  return_center_code: z.string().nullable(),
  return_center_name: z.string().nullable(),
  outbound_shipping_place_code: z.string().nullable(),
  shipping_place_name: z.string().nullable(),
});
export type Workspace = z.infer<typeof workspaceSchema>;

export const workspaceListSchema = z.object({ data: z.array(workspaceSchema) });

export const createdWorkspaceSchema = z.object({
  data: workspaceSchema.extend({
    auto_retrieved: z
      .object({ store_id: z.string(), store_name: z.string(), channels: z.array(naverChannelSchema) })
      .optional(),
  }),
});

/** `GET`-style answer carrying one workspace (credentials update, current/main selection). */
export const workspaceResponseSchema = z.object({ data: workspaceSchema });

/** `GET /api/workspaces/{id}/stats`: this Seoul calendar month's listings and the team, for the stats card. */
export const workspaceStatsResponseSchema = z.object({
  data: z.object({
    /** Successful listings made this month (Asia/Seoul). */
    products_this_month: z.number().int(),
    /** Every attempt that is a live listing (successful), all time. */
    products_total: z.number().int(),
    /** The owner and the members. */
    members: z.number().int(),
  }),
});
export type WorkspaceStats = z.infer<typeof workspaceStatsResponseSchema>['data'];

/** `POST /api/workspaces/{id}/test-credentials`. */
export const credentialTestResponseSchema = z.object({ data: credentialTestSchema });
