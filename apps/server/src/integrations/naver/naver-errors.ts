import { z } from 'zod';
import { Upstream, type UpstreamInfo } from '../../platform/domain-errors.ts';
import type { OutboundResponse } from '../http-client.ts';

/** One field problem reported by the API layer; `name` is a dotted JSON path. */
export interface NaverInvalidInput {
  name: string;
  type: string | undefined;
  message: string;
}

/** A Naver failure: Upstream plus the field problems and the trace id support asks for. */
export class NaverUpstream extends Upstream {
  constructor(
    detail: string,
    info: UpstreamInfo,
    public readonly invalidInputs: readonly NaverInvalidInput[] = [],
    public readonly traceId?: string,
  ) {
    super(detail, info);
  }
}

// Both layers share `code` + `message`; gateway errors add `traceId`, API errors `invalidInputs` (which may be absent).
const errorBodySchema = z.looseObject({
  code: z.string().optional(),
  message: z.string().optional(),
  traceId: z.string().optional(),
  invalidInputs: z
    .array(
      z.looseObject({
        name: z.string().optional(),
        type: z.string().optional(),
        message: z.string().optional(),
      }),
    )
    .optional(),
});

/** The parsed error body, when the answer had one in either documented shape. */
export interface NaverErrorBody {
  code: string | undefined;
  message: string | undefined;
  traceId: string | undefined;
  invalidInputs: NaverInvalidInput[];
}

/** Reads a Naver error body; undefined for anything that is not a JSON object (HTML error pages, garbage). */
export function readNaverErrorBody(text: string): NaverErrorBody | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = errorBodySchema.safeParse(json);
  if (!parsed.success) return undefined;
  return {
    code: parsed.data.code,
    message: parsed.data.message,
    traceId: parsed.data.traceId,
    invalidInputs: (parsed.data.invalidInputs ?? []).map((input) => ({
      name: input.name ?? '',
      type: input.type,
      message: input.message ?? '',
    })),
  };
}

/** The gateway (`GW.*`) code of an answer, if it carries one. */
export function gatewayCodeOf(response: OutboundResponse): string | undefined {
  const code = readNaverErrorBody(response.text)?.code;
  return code?.startsWith('GW.') ? code : undefined;
}

function hintFor(code: string | undefined, response: OutboundResponse): string | undefined {
  const header = (name: string) => response.headers.get(name) ?? undefined;
  switch (code) {
    case 'GW.AUTHN':
      return '애플리케이션 ID·시크릿이 맞는지, API 그룹(상품·판매자정보) 권한이 있는지 확인해 주세요.';
    case 'GW.IP_NOT_ALLOWED':
      return '이 서버의 IP를 네이버 커머스 API센터 애플리케이션의 허용 IP에 등록해 주세요.';
    case 'GW.RATE_LIMIT': {
      const rate = header('gncp-gw-ratelimit-replenish-rate');
      return `호출 한도${rate === undefined ? '' : `(초당 ${rate}회)`}를 넘었습니다. 잠시 후 다시 시도해 주세요.`;
    }
    case 'GW.QUOTA_LIMIT': {
      const period = header('gncp-gw-quota-period');
      const limit = header('gncp-gw-quota-limit');
      const scope = period === undefined || limit === undefined ? '' : `(${period} 기준 ${limit}회)`;
      return `할당량${scope}을 넘었습니다. 토큰 요청 형식 위반에 따른 제한일 수 있으니 네이버 커머스 API센터에 문의해 주세요.`;
    }
    default:
      return response.status >= 500
        ? '네이버 커머스 서버에 일시적인 문제가 있습니다. 잠시 후 다시 시도해 주세요.'
        : undefined;
  }
}

const MAX_LISTED_INPUTS = 5;

/**
 * Turns a non-2xx answer into an Upstream error that keeps Naver's own code and message. `retryable` says a repeat is
 * safe and may succeed: a 429 was refused before anything happened, a 5xx may pass next time but is only safe for
 * idempotent calls, and any other 4xx (wrong secret, invalid product) would just fail the same way again.
 */
export function naverErrorFrom(
  response: OutboundResponse,
  context: { action: string; idempotent: boolean },
): NaverUpstream {
  const body = readNaverErrorBody(response.text);
  const traceId = body?.traceId ?? response.headers.get('gncp-gw-trace-id') ?? undefined;
  const providerMessage = body?.message?.trim() || `HTTP ${response.status} 오류`;
  const inputs = (body?.invalidInputs ?? []).filter((input) => input.name !== '' || input.message !== '');
  const listed = inputs
    .slice(0, MAX_LISTED_INPUTS)
    .map((input) => (input.name === '' ? input.message : `${input.name}: ${input.message}`));
  if (inputs.length > MAX_LISTED_INPUTS) listed.push(`외 ${inputs.length - MAX_LISTED_INPUTS}건`);
  const hint = hintFor(body?.code, response);
  const detail = [
    `네이버 커머스 ${context.action}에 실패했습니다: ${providerMessage}`,
    listed.length > 0 ? ` [${listed.join('; ')}]` : '',
    hint === undefined ? '' : ` ${hint}`,
    traceId === undefined || traceId === '' ? '' : ` (추적 ID: ${traceId})`,
  ].join('');
  const throttled = response.status === 429;
  const serverFault = response.status >= 500;
  return new NaverUpstream(
    detail,
    {
      provider: 'naver',
      ...(body?.code === undefined ? {} : { providerCode: body.code }),
      httpStatus: response.status,
      retryable: throttled || (serverFault && context.idempotent),
    },
    inputs,
    traceId,
  );
}
