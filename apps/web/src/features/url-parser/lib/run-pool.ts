/** Runs `worker` over `inputs` with at most `limit` calls in flight; resolves when all have settled. */
export async function runPool<T>(
  inputs: readonly T[],
  limit: number,
  worker: (input: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  async function lane() {
    while (next < inputs.length) {
      const index = next;
      next += 1;
      const input = inputs[index] as T;
      await worker(input, index);
    }
  }
  const lanes = Array.from({ length: Math.min(limit, inputs.length) }, () => lane());
  await Promise.all(lanes);
}
