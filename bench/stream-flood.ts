import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { bulkBatches, bulkItems } from '../apps/server/src/db/schema/uploads.ts';
import { workspaceMembers, workspaces } from '../apps/server/src/db/schema/workspaces.ts';
import { createUser, loginAs } from '../apps/server/test/factories.ts';
import { freePort } from '../scripts/built-server.ts';
import type { BenchResult } from './benchmark.ts';

const readers = 30;
const streamsPerReader = 5;
const batchSize = 1_000;
const changes = 200;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function healthLatencies(base: string, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let sent = 0; sent < count; sent += 1) {
    const started = performance.now();
    await (await fetch(`${base}/api/health`)).text();
    times.push(performance.now() - started);
  }
  return times;
}

/**
 * Issue 22 §1: 150 progress streams (30 members × 5 tabs) on one 1,000-URL batch while its items change, on the
 * embedded default. Measures `/api/health` during the flood against the same probe with no stream open, and the bytes
 * streamed per change per stream (the whole batch was re-sent before).
 */
export async function measureStreamFlood(): Promise<{ results: BenchResult[]; summary: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ollida-bench-streams-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const config = loadConfig({ PORT: String(port), PUBLIC_URL: base, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const database = openDatabase({ dataDir });
  await database.migrate();
  const app = await buildApp({ config, database, sandboxStateDir: join(dataDir, 'sandbox') });
  await app.listen({ port, host: '127.0.0.1' });
  const aborter = new AbortController();
  try {
    const ctx = { database, config, clock: { now: new Date() } };
    const { db } = database;
    const owner = await createUser(ctx, { email: 'owner@ollida.kr' });
    const [workspace] = await db
      .insert(workspaces)
      .values({ name: '벤치 스토어', platform: 'coupang', ownerId: owner.id })
      .returning({ id: workspaces.id });
    if (!workspace) throw new Error('no workspace');
    const tokens: string[] = [];
    for (let index = 0; index < readers; index += 1) {
      const user = index === 0 ? owner : await createUser(ctx, { email: `reader${index}@ollida.kr` });
      await db
        .insert(workspaceMembers)
        .values({ workspaceId: workspace.id, userId: user.id, role: index === 0 ? 'owner' : 'member' });
      tokens.push(await loginAs(ctx, user.id));
    }
    const [batch] = await db
      .insert(bulkBatches)
      .values({ workspaceId: workspace.id, userId: owner.id, platform: 'coupang' })
      .returning({ id: bulkBatches.id });
    if (!batch) throw new Error('no batch');
    const items = await db
      .insert(bulkItems)
      .values(
        Array.from({ length: batchSize }, (_, position) => ({
          batchId: batch.id,
          position,
          url: `https://shop.example.com/p/${position}`,
        })),
      )
      .returning({ id: bulkItems.id });

    const baseline = await healthLatencies(base, 40);
    let bytes = 0;
    const opened = await Promise.all(
      tokens.flatMap((token) =>
        Array.from({ length: streamsPerReader + 1 }, async () => {
          const response = await fetch(`${base}/api/product-registration/bulk/${batch.id}/events`, {
            headers: { authorization: `Bearer ${token}` },
            signal: aborter.signal,
          });
          if (response.status !== 200) return response.status;
          void (async () => {
            const reader = response.body?.getReader();
            for (;;) {
              const chunk = await reader?.read().catch(() => undefined);
              if (!chunk || chunk.done) return;
              bytes += chunk.value.byteLength;
            }
          })();
          return 200;
        }),
      ),
    );
    const accepted = opened.filter((status) => status === 200).length;
    const refused = opened.filter((status) => status === 429).length;
    const afterSnapshots = bytes;
    let writing = true;
    const writer = (async () => {
      for (let index = 0; index < changes; index += 1) {
        await db
          .update(bulkItems)
          .set({ status: 'success', productName: `상품 ${index}` })
          .where(eq(bulkItems.id, items[index]?.id ?? ''));
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      writing = false;
    })();
    const during: number[] = [];
    while (writing) during.push(...(await healthLatencies(base, 1)));
    await writer;
    await new Promise((resolve) => setTimeout(resolve, 500));
    const perChangePerStream = (bytes - afterSnapshots) / changes / accepted;
    const snapshotBytes = afterSnapshots / accepted;
    const ratio = median(during) / Math.max(median(baseline), 0.5);
    return {
      summary: `streams: ${accepted} open, ${refused} refused (429); health median ${median(baseline).toFixed(1)} ms → ${median(during).toFixed(1)} ms (worst ${Math.max(...during).toFixed(0)} ms); ${perChangePerStream.toFixed(0)} B per change per stream vs ${snapshotBytes.toFixed(0)} B snapshot`,
      results: [
        {
          figure: `Health median with ${accepted} progress streams on a ${batchSize}-item batch changing, ÷ idle`,
          target: 5,
          measured: ratio,
          unit: '×',
          detail: `${median(baseline).toFixed(1)} ms idle → ${median(during).toFixed(1)} ms (worst ${Math.max(...during).toFixed(0)} ms); ${refused} of ${opened.length} streams refused at 5 per user`,
        },
        {
          figure: 'Bytes streamed per change per stream ÷ whole-batch snapshot',
          target: 0.05,
          measured: perChangePerStream / snapshotBytes,
          unit: '×',
          detail: `${perChangePerStream.toFixed(0)} B per change per stream (heartbeats and coalesced changes included) vs ${snapshotBytes.toFixed(0)} B snapshot`,
        },
      ],
    };
  } finally {
    aborter.abort();
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
