import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** One marketplace store account; its keys are encrypted (see platform/secret-box.ts). */
export const workspaces = pgTable(
  'workspaces',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    platform: text('platform', { enum: ['coupang', 'naver'] }).notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    wingAccount: text('wing_account'),
    vendorCode: text('vendor_code'),
    storeId: text('store_id'),
    storeName: text('store_name'),
    channels:
      jsonb('channels').$type<{ channel_no: string; name: string; type: string; url: string | null }[]>(),
    /** Encrypted JSON of the marketplace keys; null when none are stored. */
    credentials: text('credentials'),
    /** First characters of the access key / client id, the only part ever shown. */
    keyPrefix: text('key_prefix'),
    keyStatus: text('key_status', {
      enum: ['valid', 'invalid', 'expired', 'missing_credentials', 'untested'],
    })
      .notNull()
      .default('untested'),
    keyStatusMessage: text('key_status_message'),
    lastTestValid: boolean('last_test_valid'),
    lastTestErrorType: text('last_test_error_type', { enum: ['api_error', 'network_error'] }),
    lastTestMessage: text('last_test_message'),
    lastTestedAt: timestamp('last_tested_at', { withTimezone: true }),
    returnCenterCode: text('return_center_code'),
    returnCenterName: text('return_center_name'),
    outboundShippingPlaceCode: text('outbound_shipping_place_code'),
    shippingPlaceName: text('shipping_place_name'),
    /** Coupang store settings (docs/product/workspaces-and-stores.md#coupang-store-fields): the chosen return center's and outbound place's contact and address. */
    returnCenterContact: text('return_center_contact'),
    returnCenterZipcode: text('return_center_zipcode'),
    returnCenterAddress: text('return_center_address'),
    returnCenterAddressDetail: text('return_center_address_detail'),
    outboundShippingPlaceContact: text('outbound_shipping_place_contact'),
    outboundZipcode: text('outbound_zipcode'),
    outboundAddress: text('outbound_address'),
    outboundAddressDetail: text('outbound_address_detail'),
    /**
     * The outbound place's usable remote-area fees per courier as Wing had them when the place was chosen; null for a
     * place chosen before they were kept (then listings go out as not deliverable to remote areas).
     */
    outboundRemoteFees:
      jsonb('outbound_remote_fees').$type<{ courier: string; jeju: number; notJeju: number }[]>(),
    /** Initial-delivery fee charged on a return, in won (docs/product/workspaces-and-stores.md#limits: default 3,000). */
    deliveryChargeOnReturn: integer('delivery_charge_on_return').notNull().default(3000),
    returnCharge: integer('return_charge').notNull().default(3000),
    /** The auto-approval flag of the store settings. */
    requested: boolean('requested').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the store is disconnected: the row stays for uploaded-product history but is hidden everywhere. */
    disconnectedAt: timestamp('disconnected_at', { withTimezone: true }),
  },
  (table) => [
    check('workspaces_platform_check', sql`${table.platform} in ('coupang', 'naver')`),
    check(
      'workspaces_store_fees_check',
      sql`${table.deliveryChargeOnReturn} >= 0 and ${table.returnCharge} >= 0`,
    ),
    // Only connected stores count: a disconnected one may be connected again as a new workspace.
    uniqueIndex('workspaces_coupang_wing_account_unique')
      .on(table.ownerId, sql`lower(${table.wingAccount})`)
      .where(sql`${table.platform} = 'coupang' and ${table.disconnectedAt} is null`),
  ],
);

export const workspaceMembers = pgTable(
  'workspace_members',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'admin', 'member'] }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.userId] }),
    index('workspace_members_user_idx').on(table.userId),
    check('workspace_members_role_check', sql`${table.role} in ('owner', 'admin', 'member')`),
  ],
);

/** Per-user choices that persist across devices: the workspace being worked in and the main one. */
export const userWorkspaceSettings = pgTable('user_workspace_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  currentWorkspaceId: uuid('current_workspace_id').references(() => workspaces.id, { onDelete: 'set null' }),
  mainWorkspaceId: uuid('main_workspace_id').references(() => workspaces.id, { onDelete: 'set null' }),
});

export const workspaceInvitations = pgTable(
  'workspace_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ['admin', 'member'] }).notNull(),
    invitedBy: uuid('invited_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'accepted', 'declined'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('workspace_invitations_pending_unique')
      .on(table.workspaceId, sql`lower(${table.email})`)
      .where(sql`${table.status} = 'pending'`),
    index('workspace_invitations_email_idx').on(sql`lower(${table.email})`),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['workspace_invitation', 'info'] }).notNull(),
    message: text('message').notNull(),
    invitationId: uuid('invitation_id').references(() => workspaceInvitations.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('notifications_user_invitation_unique').on(table.userId, table.invitationId),
  ],
);
