/** Query keys of the admin panel; every block and unblock invalidates `all`. */
export const adminQueryKeys = {
  all: ['admin'] as const,
  stats: (hours: number, ipPage: number) => [...adminQueryKeys.all, 'stats', hours, ipPage] as const,
  ipDetails: (ip: string, hours: number) => [...adminQueryKeys.all, 'ip-details', ip, hours] as const,
  bannedIps: (page: number) => [...adminQueryKeys.all, 'banned-ips', page] as const,
  myIp: () => [...adminQueryKeys.all, 'my-ip'] as const,
  securitySystem: () => [...adminQueryKeys.all, 'security-system'] as const,
};
