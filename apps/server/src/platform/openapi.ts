import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface OpenApiOperation {
  summary?: string;
  tags?: string[];
  parameters?: unknown[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
  security?: unknown[];
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const pretty = (value: unknown) => escapeHtml(JSON.stringify(value, null, 2));

function renderOperation(method: string, path: string, op: OpenApiOperation): string {
  const parts = [
    op.parameters?.length ? `<h4>파라미터</h4><pre>${pretty(op.parameters)}</pre>` : '',
    op.requestBody ? `<h4>요청 본문</h4><pre>${pretty(op.requestBody)}</pre>` : '',
    op.responses ? `<h4>응답</h4><pre>${pretty(op.responses)}</pre>` : '',
  ].join('');
  const lock = op.security?.length ? ' <span class="auth">Bearer 토큰</span>' : '';
  return `<details><summary><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code> — ${escapeHtml(op.summary ?? '')}${lock}</summary>${parts}</details>`;
}

/** Browsable HTML rendering of the OpenAPI document; no scripts, so the strict CSP holds. */
function renderDocsPage(document: { paths?: object }): string {
  // Every operation @fastify/swagger emits has this shape; the wider OpenAPI types also allow $ref items we never emit.
  const paths = (document.paths ?? {}) as Record<
    string,
    Partial<Record<(typeof methods)[number], OpenApiOperation>>
  >;
  const rows = Object.entries(paths).flatMap(([path, item]) =>
    methods.flatMap((method) => {
      const operation = item[method];
      return operation ? [renderOperation(method, path, operation)] : [];
    }),
  );
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>올리다 API 문서</title>
<link rel="stylesheet" href="/api/docs/docs.css"></head><body><h1>올리다 API</h1>
<p>기계가 읽는 문서: <a href="/api/docs/openapi.json">openapi.json</a>. 인증이 필요한 API는 <code>Authorization: Bearer &lt;토큰&gt;</code> 헤더를 보냅니다. 오류는 <code>{"detail", "code"}</code> 형식입니다.</p>
${rows.join('\n')}</body></html>`;
}

const docsCss = `body{font-family:system-ui,"Apple SD Gothic Neo","Malgun Gothic",sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#1f2937}
details{border:1px solid #e5e7eb;border-radius:8px;margin:.5rem 0;padding:.5rem 1rem}summary{cursor:pointer}
pre{background:#f9fafb;padding:.75rem;overflow:auto;font-size:12px}.method{display:inline-block;min-width:4rem;font-weight:700}
.get{color:#2563eb}.post{color:#16a34a}.put,.patch{color:#d97706}.delete{color:#dc2626}.auth{font-size:12px;color:#6b7280}`;

/** OpenAPI generated from the routes' zod schemas: `/api/docs/openapi.json` and the `/api/docs` page. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Ollida API', version: '1.0.0', description: '올리다 서버 API' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
    hideUntagged: true,
  });
  app.get('/api/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  app.get('/api/docs/docs.css', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').send(docsCss),
  );
  app.get('/api/docs', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(renderDocsPage(app.swagger())),
  );
}
