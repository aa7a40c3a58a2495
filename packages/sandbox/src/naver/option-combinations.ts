import { asObject, type JsonObject } from './field-checker.ts';

/** The stored `detailAttribute.optionInfo.optionCombinations` rows of an origin product (empty without options). */
export function combinationsOf(originProduct: JsonObject): JsonObject[] {
  const optionInfo = asObject(asObject(originProduct.detailAttribute)?.optionInfo);
  const rows = optionInfo?.optionCombinations;
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row: unknown): JsonObject[] => {
    const object = asObject(row);
    return object === undefined ? [] : [object];
  });
}

/** Gives every option combination of a new product its id, as Naver does on create (ids are int64, never reused). */
export function numberCombinations(originProduct: JsonObject, nextId: () => number): void {
  for (const row of combinationsOf(originProduct)) row.id = nextId();
}
