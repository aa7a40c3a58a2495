import type { ParseHtmlResponse, parseHtmlBodySchema } from '@ollida/contracts/investigator';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { investigatorPath } from './investigator-path';

export type ParseHtmlInput = z.input<typeof parseHtmlBodySchema>;

/** `POST /api/product-investigator/parse`: HTML read as a page of `domain` (the parser tab). */
export function useParseHtml() {
  return useMutation({
    mutationFn: (input: ParseHtmlInput) =>
      apiRequest<ParseHtmlResponse>(investigatorPath('parse'), { method: 'POST', body: input }),
  });
}
