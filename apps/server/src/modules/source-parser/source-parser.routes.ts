import multipart, { type Multipart } from '@fastify/multipart';
import { errorBodySchema, errorCodes } from '@ollida/contracts/errors';
import {
  csvLimits,
  parseCsvResponseSchema,
  urlParserRequestSchema,
  urlParserResponseSchema,
} from '@ollida/contracts/product-details';
import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentAuth } from '../../platform/authenticate.ts';
import { DomainError, Invalid } from '../../platform/domain-errors.ts';
import { isCsvFileName, parseCsvTable } from './csv-table.ts';
import type { UrlParserService } from './url-parser.service.ts';

const tags = ['parser'];
const security = [{ bearer: [] }];
/** Bulk modes parse one URL after another from one browser; this leaves room for them and stops a runaway loop. */
const parseRateLimit = { max: 120, timeWindow: '1 minute' };

export interface SourceParserRouteDeps {
  requireUser: preHandlerHookHandler;
  urlParser: UrlParserService;
}

/** Busboy's own failures (cut-off body, missing boundary) carry no status: they are the sender's malformed upload. */
async function readCsvUpload(parts: AsyncIterableIterator<Multipart>): Promise<Buffer> {
  try {
    return await readFirstCsvFile(parts);
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new Invalid('업로드한 파일을 읽지 못했습니다. 파일을 다시 선택해 주세요.', errorCodes.csvMalformed);
  }
}

async function readFirstCsvFile(parts: AsyncIterableIterator<Multipart>): Promise<Buffer> {
  for await (const part of parts) {
    if (part.type !== 'file') continue;
    if (!isCsvFileName(part.filename)) {
      throw new Invalid('CSV 파일만 업로드할 수 있습니다.', errorCodes.csvNotCsv);
    }
    const bytes = await part.toBuffer().catch((error: unknown) => {
      if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new DomainError(
          413,
          errorCodes.csvTooLarge,
          'CSV 파일이 너무 큽니다. 5MB 이하 파일만 올릴 수 있습니다.',
        );
      }
      throw error;
    });
    return bytes;
  }
  throw new Invalid('CSV 파일을 선택해 주세요.', errorCodes.csvMissingFile);
}

/** The parser endpoints of docs/product/listing.md#calls: one URL into a listing draft, and a CSV file into headers and rows. */
export async function registerSourceParserRoutes(app: FastifyInstance, deps: SourceParserRouteDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/url-parser',
    {
      preHandler: deps.requireUser,
      config: { rateLimit: parseRateLimit },
      schema: {
        tags,
        summary:
          '상품 URL을 불러와 등록용 상품 정보로 변환 (workspace_id: 그 워크스페이스의 환율로 외화 가격 환산)',
        security,
        body: urlParserRequestSchema,
        response: {
          200: urlParserResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
          502: errorBodySchema,
          504: errorBodySchema,
        },
      },
    },
    async (request) => deps.urlParser.parseForUser(currentAuth(request).user.id, request.body),
  );

  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { files: 1, fileSize: csvLimits.maxBytes, fields: 10, parts: 11, fieldSize: 1_024 },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/parse-csv',
      {
        preHandler: deps.requireUser,
        schema: {
          tags,
          summary: 'CSV 파일을 읽어 열 이름과 행 목록으로 변환 (최대 5MB, 5,000행)',
          security,
          consumes: ['multipart/form-data'],
          response: {
            200: parseCsvResponseSchema,
            400: errorBodySchema,
            401: errorBodySchema,
            413: errorBodySchema,
            415: errorBodySchema,
            422: errorBodySchema,
          },
        },
      },
      async (request) => {
        if (!request.isMultipart()) {
          throw new DomainError(
            415,
            errorCodes.csvMissingFile,
            'CSV 파일을 multipart/form-data로 보내 주세요.',
          );
        }
        return parseCsvTable(await readCsvUpload(request.parts()));
      },
    );
  });
}
