import { josa } from 'es-hangul';
import { z } from 'zod';

/**
 * A marketplace key or secret as the seller pastes it: trimmed, then printable ASCII only. Keys travel in HTTP headers
 * and signatures, where a line break or a Korean letter cannot go (it used to surface as a 502 "cannot connect").
 */
export function marketplaceKeySchema(label: string, max: number) {
  return z
    .string({ message: `${josa(label, '을/를')} 입력해 주세요.` })
    .trim()
    .min(1, `${josa(label, '을/를')} 입력해 주세요.`)
    .max(max, `${josa(label, '은/는')} ${max}자 이하여야 합니다.`)
    .regex(
      /^[\x21-\x7E]+$/,
      `${label}에는 영문, 숫자, 기호만 쓸 수 있습니다. 공백이나 줄바꿈 없이 그대로 붙여 넣어 주세요.`,
    );
}
