import type { InvalidInput } from './responses.ts';

/** A JSON object as parsed from a request body. */
export type JsonObject = Record<string, unknown>;

/** Naver's own wording for a missing or unknown enum value (seen in a staff answer, GH#2216). */
export const ENUM_MESSAGE = 'Enum값을 입력하지 않았거나 허용되지 않은 Enum 값입니다.';

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Collects field problems under dotted JSON paths, the way Naver names them in `invalidInputs`. */
export class FieldChecker {
  readonly problems: InvalidInput[] = [];

  /** Records one problem. */
  add(name: string, type: string, message: string): void {
    this.problems.push({ name, type, message });
  }

  private missing(path: string): undefined {
    this.add(path, 'NotNull', `${path} 항목은 필수입니다.`);
    return undefined;
  }

  /** A nested object; records a problem when required and absent or not an object. */
  object(parent: JsonObject, key: string, path: string, required = true): JsonObject | undefined {
    const value = parent[key];
    if (value === undefined || value === null) return required ? this.missing(path) : undefined;
    if (!isObject(value)) {
      this.add(path, 'Type', `${path} 항목은 객체여야 합니다.`);
      return undefined;
    }
    return value;
  }

  /** A non-blank string. */
  string(parent: JsonObject, key: string, path: string, required = true): string | undefined {
    const value = parent[key];
    if (value === undefined || value === null) return required ? this.missing(path) : undefined;
    if (typeof value !== 'string') {
      this.add(path, 'Type', `${path} 항목은 문자열이어야 합니다.`);
      return undefined;
    }
    if (value.trim() === '') {
      this.add(path, 'NotBlank', `${path} 항목은 비어 있을 수 없습니다.`);
      return undefined;
    }
    return value;
  }

  /** An integer within [min, max]. */
  integer(
    parent: JsonObject,
    key: string,
    path: string,
    min: number,
    max: number,
    required = true,
  ): number | undefined {
    const value = parent[key];
    if (value === undefined || value === null) return required ? this.missing(path) : undefined;
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      this.add(path, 'Type', `${path} 항목은 정수여야 합니다.`);
      return undefined;
    }
    if (value < min || value > max) {
      this.add(path, 'Range', `${path} 항목은 ${min} 이상 ${max} 이하여야 합니다.`);
      return undefined;
    }
    return value;
  }

  /** A boolean. */
  boolean(parent: JsonObject, key: string, path: string, required = true): boolean | undefined {
    const value = parent[key];
    if (value === undefined || value === null) return required ? this.missing(path) : undefined;
    if (typeof value !== 'boolean') {
      this.add(path, 'Type', `${path} 항목은 true 또는 false여야 합니다.`);
      return undefined;
    }
    return value;
  }

  /** One of the allowed values. */
  enumOf<T extends string>(
    parent: JsonObject,
    key: string,
    path: string,
    allowed: readonly T[],
    required = true,
  ): T | undefined {
    const value = parent[key];
    if (value === undefined || value === null) {
      if (required) this.add(path, 'Enum', ENUM_MESSAGE);
      return undefined;
    }
    const found = allowed.find((candidate) => candidate === value);
    if (found === undefined) this.add(path, 'Enum', ENUM_MESSAGE);
    return found;
  }

  /** An array; records a problem when present but not an array. */
  array(parent: JsonObject, key: string, path: string, required = false): unknown[] | undefined {
    const value = parent[key];
    if (value === undefined || value === null) return required ? this.missing(path) : undefined;
    if (!Array.isArray(value)) {
      this.add(path, 'Type', `${path} 항목은 배열이어야 합니다.`);
      return undefined;
    }
    return value;
  }
}

/** Narrows a value to a JSON object. */
export function asObject(value: unknown): JsonObject | undefined {
  return isObject(value) ? value : undefined;
}
