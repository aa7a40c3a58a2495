import { z } from 'zod';
import { canonicalIp } from './ip-address.ts';
import { userRoleSchema } from './user.ts';

/** Periods of the traffic statistics, in hours (docs/product/admin.md#limits); 24 is the default. */
export const statsHourOptions = [1, 6, 24, 72, 168] as const;
export type StatsHours = (typeof statsHourOptions)[number];
export const defaultStatsHours: StatsHours = 24;

/** Page sizes and shown counts of the panel (docs/product/admin.md#limits). */
export const topIpPageSize = 10;
export const bannedIpPageSize = 10;
export const maxAdminPageButtons = 7;
export const recentRequestsShown = 50;
export const topPathsInChart = 5;
export const chartPathLabelChars = 20;
export const topIpPathsShown = 5;
export const topIpPathChars = 30;
/** Lists of the stats response are bounded; exact counts travel beside them. */
export const statsListCap = 20;
/** IPs named per hour and per path (the busiest first); `unique_ip_count` is exact. */
export const statsIpSampleSize = 10;
/** Top paths the stats answer (the chart shows the first five). */
export const topPathsAnswered = 10;
/** Deepest page the IP lists answer. */
export const maxAdminPage = 100_000;

/** `banned_by` of blocks made by the automatic security system (docs/product/admin.md#automatic-security-system). */
export const autoSecurityBannedBy = 'auto_security_system';
/** Reason of a manual block left blank (docs/product/admin.md#ip-ban-management-tab). */
export const defaultManualBanReason = '관리자에 의한 차단';
/** Reason of a block from the statistics left blank (docs/product/admin.md#ip-ban-management-tab). */
export const defaultStatsBanReason = '의심스러운 활동 감지';
export const maxBanReasonLength = 200;

/** Dangerous path patterns the security system ships with (docs/product/admin.md#automatic-security-system; the first three are the original ones); configurable. */
export const defaultDangerousPathPatterns = [
  'wp-admin',
  'phpmyadmin',
  'config.php',
  'wp-login.php',
  'xmlrpc.php',
  '/.env',
  '/.git/',
  'phpunit',
  'cgi-bin/',
] as const;

/** An IP address field: required, then parsed (IPv4 or IPv6) and given in its canonical form. */
export const ipAddressSchema = (requiredMessage: string) =>
  z
    .string({ message: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(100, '올바른 IP 주소가 아닙니다.')
    .transform((value, context) => {
      const canonical = canonicalIp(value);
      if (canonical === null) {
        context.addIssue({
          code: 'custom',
          message: `올바른 IP 주소가 아닙니다: ${value} (예: 203.0.113.7 또는 2001:db8::1)`,
        });
        return z.NEVER;
      }
      return canonical;
    });

const pageNumber = z.coerce
  .number({ message: '페이지 번호는 숫자여야 합니다.' })
  .int('페이지 번호는 정수여야 합니다.')
  .min(1, '페이지 번호는 1 이상이어야 합니다.')
  .max(maxAdminPage, `페이지 번호는 ${maxAdminPage} 이하여야 합니다.`);

const hoursMessage = `기간은 ${statsHourOptions.join(', ')}시간 중 하나여야 합니다.`;
const statsHours = z.coerce
  .number({ message: hoursMessage })
  .refine((value): value is StatsHours => statsHourOptions.some((hours) => hours === value), hoursMessage);

/** `GET /api/admin/access-stats` (docs/product/admin.md#calls). */
export const accessStatsQuerySchema = z.object({
  hours: statsHours.default(defaultStatsHours),
  ip_page: pageNumber.default(1),
  ip_limit: z.coerce
    .number({ message: '한 페이지의 IP 수는 숫자여야 합니다.' })
    .int('한 페이지의 IP 수는 정수여야 합니다.')
    .min(1, '한 페이지의 IP 수는 1 이상이어야 합니다.')
    .max(50, '한 페이지의 IP 수는 50 이하여야 합니다.')
    .default(topIpPageSize),
});
export type AccessStatsQuery = z.input<typeof accessStatsQuerySchema>;

const pathCountSchema = z.object({ path: z.string(), count: z.number().int() });

/** The access statistics of a period (docs/product/admin.md#fields); keys keep the first client's `_id` spelling. */
export const accessStatsResponseSchema = z.object({
  summary: z.object({
    total_requests: z.number().int(),
    unique_ips: z.number().int(),
    unique_users: z.number().int(),
  }),
  /** Unblocked IPs that asked for dangerous paths, most dangerous requests first. */
  suspicious_ips: z.array(
    z.object({
      _id: z.string(),
      dangerous_requests: z.number().int(),
      /** The dangerous paths asked for (at most `statsListCap`), and how many distinct ones there were. */
      dangerous_paths: z.array(z.string()),
      dangerous_path_count: z.number().int(),
    }),
  ),
  /** One entry per clock hour of the period, oldest first, hours without requests included. */
  hourly_stats: z.array(
    z.object({
      _id: z.object({ hour: z.string() }),
      request_count: z.number().int(),
      /** The busiest IPs of the hour (at most `statsIpSampleSize`); `unique_ip_count` is the exact number. */
      unique_ips: z.array(z.string()),
      unique_ip_count: z.number().int(),
    }),
  ),
  top_paths: z.array(
    z.object({
      _id: z.string(),
      request_count: z.number().int(),
      unique_ips: z.array(z.string()),
      unique_ip_count: z.number().int(),
    }),
  ),
  top_ips: z.array(
    z.object({
      _id: z.string(),
      request_count: z.number().int(),
      is_banned: z.boolean(),
      /** Its paths, most requested first (at most `statsListCap`); `path_count` is how many distinct ones. */
      paths: z.array(pathCountSchema),
      path_count: z.number().int(),
    }),
  ),
  ip_pagination: z.object({
    current_page: z.number().int(),
    total_pages: z.number().int(),
    total_count: z.number().int(),
    limit: z.number().int(),
  }),
  /** The period actually counted: whole clock hours, the current one included. */
  period: z.object({ hours: z.number().int(), from: z.string(), to: z.string() }),
});
export type AccessStats = z.infer<typeof accessStatsResponseSchema>;

export const ipParamsSchema = z.object({ ip: ipAddressSchema('IP 주소를 입력해 주세요.') });

/** `GET /api/admin/ip-details/{ip}`. */
export const ipDetailsQuerySchema = z.object({ hours: statsHours.default(defaultStatsHours) });

const banRecordSchema = z.object({
  reason: z.string(),
  banned_at: z.string(),
  banned_by: z.string(),
  detected_path: z.string().nullable(),
});
export type BanRecord = z.infer<typeof banRecordSchema>;

export const ipDetailsResponseSchema = z.object({
  ip_address: z.string(),
  summary: z.object({
    total_requests: z.number().int(),
    unique_paths: z.number().int(),
    unique_user_agents: z.number().int(),
    is_banned: z.boolean(),
  }),
  ban_record: banRecordSchema.nullable(),
  /** The last `recentRequestsShown` requests, newest first. */
  recent_logs: z.array(
    z.object({
      id: z.string(),
      timestamp: z.string(),
      method: z.string(),
      path: z.string(),
      status_code: z.number().int(),
      user_agent: z.string().nullable(),
    }),
  ),
  path_statistics: z.array(pathCountSchema),
});
export type IpDetails = z.infer<typeof ipDetailsResponseSchema>;

/** A blocked IP (docs/product/admin.md#fields). */
export const bannedIpSchema = banRecordSchema.extend({ _id: z.string(), ip_address: z.string() });
export type BannedIp = z.infer<typeof bannedIpSchema>;

export const bannedIpsQuerySchema = z.object({
  page: pageNumber.default(1),
  limit: z.coerce
    .number({ message: '한 페이지의 항목 수는 숫자여야 합니다.' })
    .int('한 페이지의 항목 수는 정수여야 합니다.')
    .min(1, '한 페이지의 항목 수는 1 이상이어야 합니다.')
    .max(100, '한 페이지의 항목 수는 100 이하여야 합니다.')
    .default(bannedIpPageSize),
});

export const bannedIpsResponseSchema = z.object({
  data: z.array(bannedIpSchema),
  pagination: z.object({
    current_page: z.number().int(),
    total_pages: z.number().int(),
    total_count: z.number().int(),
  }),
});
export type BannedIps = z.infer<typeof bannedIpsResponseSchema>;

export const myIpResponseSchema = z.object({
  ip_address: z.string(),
  is_banned: z.boolean(),
  user: z.object({ email: z.string(), name: z.string(), role: userRoleSchema }),
});
export type MyIp = z.infer<typeof myIpResponseSchema>;

export const checkIpResponseSchema = z.object({
  ip_address: z.string(),
  is_banned: z.boolean(),
  ban_record: banRecordSchema.nullable(),
});
export type CheckIp = z.infer<typeof checkIpResponseSchema>;

const banReason = z
  .string()
  .trim()
  .max(maxBanReasonLength, `차단 사유는 ${maxBanReasonLength}자 이하여야 합니다.`)
  .optional();

/** `POST /api/admin/ban-ip`: a blank reason becomes the administrator block (docs/product/admin.md#ip-ban-management-tab). */
export const banIpBodySchema = z.object({
  ip_address: ipAddressSchema('차단할 IP 주소를 입력해 주세요.'),
  reason: banReason.transform((value) => value || defaultManualBanReason),
});

/** `POST /api/admin/ban-ip-from-stats`: a blank reason becomes "suspicious activity" (docs/product/admin.md#ip-ban-management-tab). */
export const banIpFromStatsBodySchema = z.object({
  ip_address: ipAddressSchema('차단할 IP 주소를 입력해 주세요.'),
  reason: banReason.transform((value) => value || defaultStatsBanReason),
});
export type BanIpBody = z.input<typeof banIpBodySchema>;

export const unbanIpBodySchema = z.object({ ip_address: ipAddressSchema('해제할 IP 주소를 입력해 주세요.') });

export const adminMessageResponseSchema = z.object({ message: z.string() });
export const unbanAllResponseSchema = z.object({ message: z.string(), unbanned_count: z.number().int() });

/** `GET /api/admin/security-system`: what the automatic security system is doing now. */
export const securitySystemResponseSchema = z.object({
  active: z.boolean(),
  patterns: z.array(z.string()),
  auto_blocked_total: z.number().int(),
  /** Access-log entries this server dropped because the database could not keep up (since it started). */
  dropped_log_entries: z.number().int(),
});
export type SecuritySystem = z.infer<typeof securitySystemResponseSchema>;
