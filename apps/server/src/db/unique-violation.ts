/** True when a query failed on the named unique index (PostgreSQL 23505), whichever driver or wrapper threw it. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const fields = current as Error & { code?: unknown; constraint?: unknown; message: string };
    if (fields.code === '23505')
      return fields.constraint === constraint || fields.message.includes(constraint);
  }
  return false;
}
