/** Makes names unique by appending ' (2)', ' (3)'…, cutting the base so the result stays within `maxLength`. */
export function uniqueNames(names: readonly string[], maxLength: number): string[] {
  const used = new Set<string>();
  return names.map((raw) => {
    const name = raw.trim().slice(0, maxLength);
    let candidate = name;
    for (let copy = 2; used.has(candidate); copy += 1) {
      const suffix = ` (${copy})`;
      candidate = `${name.slice(0, maxLength - suffix.length).trimEnd()}${suffix}`;
    }
    used.add(candidate);
    return candidate;
  });
}
