import { databaseTrouble } from './database-trouble.ts';

/** Waits between tries: about half a minute in all, enough for a database restart or a failover. */
export const persistentWriteDelaysMs = [250, 500, 1_000, 2_000, 4_000, 8_000, 15_000] as const;

/**
 * Runs a write that must not be lost because it records something already done elsewhere (a marketplace's answer
 * to a listing), trying again while the database is away. Any other error (a constraint, a bug) is thrown at once:
 * waiting would not change it. Only for idempotent writes (an update by id).
 */
export async function persistently<T>(
  write: () => Promise<T>,
  options: { delaysMs?: readonly number[]; sleep?: (ms: number) => Promise<void> } = {},
): Promise<T> {
  const delays = options.delaysMs ?? persistentWriteDelaysMs;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  for (const delay of delays) {
    try {
      return await write();
    } catch (error) {
      if (databaseTrouble(error) !== 'unavailable') throw error;
      await sleep(delay);
    }
  }
  return write();
}
