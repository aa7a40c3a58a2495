/** SQLSTATE classes and codes of a database that is away: connection exceptions, shutdown, too many clients. */
const unavailableStates = /^(08|57P0[123]|53300)/;
const unavailableErrnos = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE']);

/**
 * A database error behind a thrown error (drizzle wraps the driver's in `cause`): the server being away, or text it
 * cannot store (input hygiene refuses NUL before any work; this is the safety net).
 */
export function databaseTrouble(error: unknown): 'unavailable' | 'character' | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (unavailableErrnos.has(code) || unavailableStates.test(code)) return 'unavailable';
      if (code === '22021' || code === '22P05') return 'character';
    }
    if (current.message === 'Connection terminated unexpectedly') return 'unavailable';
    current = current.cause;
  }
  return undefined;
}
