import { z } from 'zod';

/** Kinds of change the supplier sync reports (`GET /api/sync/events?kind=`); `held` filters on the outcome instead. */
export const syncEventKinds = [
  'sold_out',
  'restocked',
  'price_changed',
  'option_changed',
  'unreadable',
] as const;
export type SyncEventKind = (typeof syncEventKinds)[number];
export const syncEventFilters = [...syncEventKinds, 'held'] as const;

/** What was done about a change: applied to the marketplace, held for the seller, decided by them, or only noted. */
export const syncOutcomes = ['applied', 'held', 'approved', 'rejected', 'failed', 'recorded'] as const;
export type SyncOutcome = (typeof syncOutcomes)[number];

const uuid = z.uuid();

/** `POST /api/sync/check`: one listing, or every listing of a workspace. */
export const syncCheckRequestSchema = z
  .object({ workspace_id: uuid.optional(), uploaded_product_id: uuid.optional() })
  .refine((body) => (body.workspace_id === undefined) !== (body.uploaded_product_id === undefined), {
    message: 'workspace_id와 uploaded_product_id 중 하나만 보내 주세요.',
  });
export type SyncCheckRequest = z.infer<typeof syncCheckRequestSchema>;

export const syncRunSchema = z.object({
  id: uuid,
  workspace_id: uuid,
  status: z.enum(['running', 'done', 'failed']),
  product_count: z.number().int(),
  checked_count: z.number().int(),
  change_count: z.number().int(),
  held_count: z.number().int(),
  failed_count: z.number().int(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
});
export type SyncRun = z.infer<typeof syncRunSchema>;
export const syncCheckResponseSchema = z.object({ data: z.object({ run_id: uuid }) });
export const syncRunResponseSchema = z.object({ data: syncRunSchema });

export const syncEventSchema = z.object({
  id: uuid,
  workspace_id: uuid,
  uploaded_product_id: uuid,
  product_name: z.string(),
  platform: z.enum(['coupang', 'naver']),
  run_id: uuid.nullable(),
  kind: z.enum(syncEventKinds),
  option_name: z.string().nullable(),
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
  outcome: z.enum(syncOutcomes),
  rule: z.string(),
  marketplace_message: z.string(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type SyncEvent = z.infer<typeof syncEventSchema>;

export const syncEventsQuerySchema = z.object({
  workspace_id: uuid,
  kind: z.enum(syncEventFilters).optional(),
  uploaded_product_id: uuid.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const syncEventsResponseSchema = z.object({
  data: z.array(syncEventSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export const syncEventResponseSchema = z.object({ data: syncEventSchema });

/** The re-check intervals a seller can choose, in minutes (15분 … 24시간). */
export const syncIntervalChoices = [15, 30, 60, 180, 360, 720, 1_440] as const;

/** "15분", "1시간", "24시간". */
export function syncIntervalText(minutes: number): string {
  return minutes % 60 === 0 ? `${minutes / 60}시간` : `${minutes}분`;
}

/** A workspace's sync rules (`GET|PUT /api/workspaces/{id}/sync-settings`). */
export const syncSettingsSchema = z.object({
  enabled: z.boolean(),
  /** Minutes between scheduled checks; null follows the plan (its shortest interval). */
  interval_minutes: z
    .number()
    .int()
    .refine((minutes) => (syncIntervalChoices as readonly number[]).includes(minutes), {
      message: '확인 주기는 15분, 30분, 1시간, 3시간, 6시간, 12시간, 24시간 중에서 골라 주세요.',
    })
    .nullable()
    .default(null),
  max_change_percent: z
    .number()
    .int()
    .min(1, '자동 반영 한도는 1~100% 사이로 입력해 주세요.')
    .max(100, '자동 반영 한도는 1~100% 사이로 입력해 주세요.'),
  min_margin_percent: z
    .number()
    .int()
    .min(0, '최소 마진율은 0~90% 사이로 입력해 주세요.')
    .max(90, '최소 마진율은 0~90% 사이로 입력해 주세요.'),
  never_lower_price: z.boolean(),
  restock_quantity: z
    .number()
    .int()
    .min(1, '재입고 수량은 1~99,999개 사이로 입력해 주세요.')
    .max(99_999, '재입고 수량은 1~99,999개 사이로 입력해 주세요.'),
});
export type SyncSettings = z.infer<typeof syncSettingsSchema>;
/** The rules as read back, with the shortest interval the owner's plan allows. */
export const syncSettingsViewSchema = syncSettingsSchema.extend({ plan_interval_minutes: z.number().int() });
export type SyncSettingsView = z.infer<typeof syncSettingsViewSchema>;
export const syncSettingsResponseSchema = z.object({ data: syncSettingsViewSchema });

export const defaultSyncSettings: SyncSettings = {
  enabled: true,
  interval_minutes: null,
  max_change_percent: 30,
  min_margin_percent: 0,
  never_lower_price: false,
  restock_quantity: 100,
};
