import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkBatches, bulkItems } from '../src/db/schema/uploads.ts';
import { workspaceMembers, workspaces } from '../src/db/schema/workspaces.ts';
import { buildTestApp, type TestContext } from '../test/build-test-app.ts';
import { createUser, loginAs } from '../test/factories.ts';

/**
 * Issue 22 §1: 150 progress streams of one user stalled the server (each polled the database and re-sent the whole
 * batch), and a stream outlived its token and its reader's membership. Batches are written straight to the database
 * (no job runs them), so a test decides exactly when they change.
 */

let ctx: TestContext;
let baseUrl: string;

beforeAll(async () => {
  ctx = await buildTestApp({ bulkEvents: { debounceMs: 20, heartbeatMs: 200, accessCheckMs: 200 } });
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => ctx.close());

async function seller() {
  const user = await createUser(ctx);
  const [workspace] = await ctx.database.db
    .insert(workspaces)
    .values({ name: `${user.email} 스토어`, platform: 'coupang', ownerId: user.id })
    .returning({ id: workspaces.id });
  if (!workspace) throw new Error('no workspace');
  await ctx.database.db
    .insert(workspaceMembers)
    .values({ workspaceId: workspace.id, userId: user.id, role: 'owner' });
  return { user, token: await loginAs(ctx, user.id), workspaceId: workspace.id };
}

async function runningBatch(owner: { user: { id: string }; workspaceId: string }, size: number) {
  const [batch] = await ctx.database.db
    .insert(bulkBatches)
    .values({ workspaceId: owner.workspaceId, userId: owner.user.id, platform: 'coupang' })
    .returning({ id: bulkBatches.id });
  if (!batch) throw new Error('no batch');
  const items = await ctx.database.db
    .insert(bulkItems)
    .values(
      Array.from({ length: size }, (_, position) => ({
        batchId: batch.id,
        position,
        url: `https://shop.example.com/p/${position}`,
      })),
    )
    .returning({ id: bulkItems.id });
  return { batchId: batch.id, itemIds: items.map((item) => item.id) };
}

const finishItem = (itemId: string, productName: string) =>
  ctx.database.db.update(bulkItems).set({ status: 'success', productName }).where(eq(bulkItems.id, itemId));

/** An open stream: its text so far, whether it ended, and a way to leave. */
async function openStream(token: string, batchId: string) {
  const aborter = new AbortController();
  const response = await fetch(`${baseUrl}/api/product-registration/bulk/${batchId}/events`, {
    headers: { authorization: `Bearer ${token}` },
    signal: aborter.signal,
  });
  const state = { status: response.status, text: '', ended: false, body: '' };
  if (response.status !== 200) {
    state.body = await response.text();
    return { state, leave: () => undefined };
  }
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    try {
      for (;;) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) break;
        state.text += decoder.decode(chunk.value, { stream: true });
      }
    } catch {
      // Aborted by the test.
    }
    state.ended = true;
  })();
  return { state, leave: () => aborter.abort() };
}

async function eventually(condition: () => boolean, what: string, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const events = (text: string, name: string) =>
  text
    .split('\n\n')
    .filter((block) => block.startsWith(`event: ${name}\n`))
    .map((block) => JSON.parse(block.slice(block.indexOf('data: ') + 6)));

describe('bulk progress streams', () => {
  it('are capped at five per user (429 past it), leave other users alone, and free a slot when one ends', async () => {
    const owner = await seller();
    const { batchId } = await runningBatch(owner, 2);
    const open = await Promise.all(Array.from({ length: 5 }, () => openStream(owner.token, batchId)));
    expect(open.map((stream) => stream.state.status)).toEqual([200, 200, 200, 200, 200]);

    const sixth = await openStream(owner.token, batchId);
    expect(sixth.state.status).toBe(429);
    expect(JSON.parse(sixth.state.body)).toEqual({
      code: 'too_many_streams',
      detail: '실시간 진행 화면이 이미 5개 열려 있습니다. 다른 창이나 탭을 닫고 다시 시도해 주세요.',
    });

    const other = await seller();
    const theirs = await openStream(other.token, (await runningBatch(other, 1)).batchId);
    expect(theirs.state.status).toBe(200);
    theirs.leave();

    open[0]?.leave();
    let again = await openStream(owner.token, batchId);
    const deadline = Date.now() + 5_000;
    while (again.state.status === 429 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      again = await openStream(owner.token, batchId);
    }
    expect(again.state.status).toBe(200);
    for (const stream of [...open, again]) stream.leave();
  });

  it('send only the items that changed, not the whole batch again', async () => {
    const owner = await seller();
    const { batchId, itemIds } = await runningBatch(owner, 300);
    const stream = await openStream(owner.token, batchId);
    await eventually(() => events(stream.state.text, 'snapshot').length === 1, 'the snapshot');
    const snapshotBytes = stream.state.text.length;

    await finishItem(itemIds[7] ?? '', '무선 청소기');
    await eventually(() => events(stream.state.text, 'change').length === 1, 'the change');
    const [change] = events(stream.state.text, 'change');
    expect(change.items).toEqual([expect.objectContaining({ position: 7, product_name: '무선 청소기' })]);
    expect(change).toMatchObject({ status: 'running', total: 300, success: 1, fail: 0 });
    expect(stream.state.text.length - snapshotBytes).toBeLessThan(snapshotBytes / 50);
    stream.leave();
  });

  it('end when the token is logged out', async () => {
    const owner = await seller();
    const { batchId } = await runningBatch(owner, 1);
    const stream = await openStream(owner.token, batchId);
    expect(stream.state.status).toBe(200);
    const logout = await fetch(`${baseUrl}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(logout.status).toBe(200);
    await eventually(() => stream.state.ended, 'the stream to end after logout');
  });

  it('end when the reader is removed from the workspace, before any further product is sent to them', async () => {
    const owner = await seller();
    const member = await createUser(ctx);
    await ctx.database.db
      .insert(workspaceMembers)
      .values({ workspaceId: owner.workspaceId, userId: member.id, role: 'member' });
    const { batchId, itemIds } = await runningBatch(owner, 2);
    const stream = await openStream(await loginAs(ctx, member.id), batchId);
    await eventually(() => events(stream.state.text, 'snapshot').length === 1, 'the snapshot');

    const removed = await fetch(
      `${baseUrl}/api/workspaces/${owner.workspaceId}/members/${encodeURIComponent(member.email)}`,
      { method: 'DELETE', headers: { authorization: `Bearer ${owner.token}` } },
    );
    expect(removed.status).toBe(200);
    await finishItem(itemIds[0] ?? '', '비밀 신상품');
    await eventually(() => stream.state.ended, 'the stream to end after removal');
    expect(stream.state.text).not.toContain('비밀 신상품');
  });
});
