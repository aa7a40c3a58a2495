import { DOMEGGOOK_DEMO_API_KEY } from '@ollida/sandbox/domeggook/demo-accounts';
import { OWNERCLAN_DEMO_PASSWORD, OWNERCLAN_DEMO_USERNAME } from '@ollida/sandbox/ownerclan/demo-accounts';
import type { SuppliersConfig } from './config.ts';

/** The supplier variables of the environment (already trimmed to undefined when blank). */
export interface SupplierEnv {
  DOMEGGOOK_API_KEY?: string | undefined;
  DOMEGGOOK_API_BASE?: string | undefined;
  OWNERCLAN_USERNAME?: string | undefined;
  OWNERCLAN_PASSWORD?: string | undefined;
  OWNERCLAN_AUTH_BASE?: string | undefined;
  OWNERCLAN_API_BASE?: string | undefined;
}

/**
 * The supplier APIs to use. Outside sandbox mode an API is on only when its credentials are set; in sandbox mode the
 * local stand-ins (mounted under /sandbox/domeggook and /sandbox/ownerclan) are on with their demo credentials, and
 * real credentials are refused unless their base URL is set too (they would otherwise travel to the stand-in).
 */
export function resolveSuppliers(
  env: SupplierEnv,
  sandbox: boolean,
  sandboxBase: (provider: string) => string,
  problems: string[],
): SuppliersConfig {
  if (sandbox && env.DOMEGGOOK_API_KEY && !env.DOMEGGOOK_API_BASE) {
    problems.push('샌드박스 모드에서는 DOMEGGOOK_API_KEY를 비워 두세요: 실제 키가 모의 서비스로 전송됩니다.');
  }
  if (sandbox && env.OWNERCLAN_PASSWORD && !env.OWNERCLAN_AUTH_BASE) {
    problems.push(
      '샌드박스 모드에서는 OWNERCLAN_PASSWORD를 비워 두세요: 실제 비밀번호가 모의 서비스로 전송됩니다.',
    );
  }
  if (Boolean(env.OWNERCLAN_USERNAME) !== Boolean(env.OWNERCLAN_PASSWORD)) {
    problems.push('OWNERCLAN_USERNAME과 OWNERCLAN_PASSWORD는 함께 설정해야 합니다.');
  }
  const domeggookKey = env.DOMEGGOOK_API_KEY ?? (sandbox ? DOMEGGOOK_DEMO_API_KEY : undefined);
  const ownerclanUser = env.OWNERCLAN_USERNAME ?? (sandbox ? OWNERCLAN_DEMO_USERNAME : undefined);
  const ownerclanPassword = env.OWNERCLAN_PASSWORD ?? (sandbox ? OWNERCLAN_DEMO_PASSWORD : undefined);
  return {
    domeggook:
      domeggookKey === undefined
        ? null
        : {
            baseUrl: env.DOMEGGOOK_API_BASE ?? (sandbox ? sandboxBase('domeggook') : 'https://domeggook.com'),
            apiKey: domeggookKey,
          },
    ownerclan:
      ownerclanUser === undefined || ownerclanPassword === undefined
        ? null
        : {
            authUrl:
              env.OWNERCLAN_AUTH_BASE ?? (sandbox ? sandboxBase('ownerclan') : 'https://auth.ownerclan.com'),
            apiUrl:
              env.OWNERCLAN_API_BASE ?? (sandbox ? sandboxBase('ownerclan') : 'https://api.ownerclan.com'),
            username: ownerclanUser,
            password: ownerclanPassword,
          },
  };
}
