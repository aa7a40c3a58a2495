import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * A sandbox's state as one JSON document: in memory when `file` is undefined (tests), otherwise loaded at start
 * and written back (atomically, at most every `delayMs`) so the embedded default keeps it across restarts.
 */
export class JsonState<T> {
  readonly value: T;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly file: string | undefined,
    initial: () => T,
    private readonly delayMs = 200,
  ) {
    this.value = (file && JsonState.read<T>(file)) || initial();
  }

  private static read<T>(file: string): T | undefined {
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as T;
    } catch {
      return undefined;
    }
  }

  /** Schedules a write of the current value. */
  changed(): void {
    if (!this.file || this.timer) return;
    this.timer = setTimeout(() => this.flush(), this.delayMs);
    this.timer.unref();
  }

  /** Writes pending changes now (call on close). */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.file) return;
    mkdirSync(dirname(this.file), { recursive: true });
    const temporary = `${this.file}.tmp`;
    writeFileSync(temporary, JSON.stringify(this.value));
    renameSync(temporary, this.file);
  }
}
