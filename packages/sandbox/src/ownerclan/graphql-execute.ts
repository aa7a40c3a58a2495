import { GqlSyntaxError } from './graphql-lexer.ts';
import { type GqlField, type GqlOperation, type GqlValue, parseGraphql } from './graphql-parse.ts';
import { type GqlError, type ObjectTypeName, OWNERCLAN_SCHEMA, validateOperation } from './graphql-schema.ts';
import { OWNERCLAN_IMAGE_SIZES, type OwnerclanImageSize, type OwnerclanItemRecord } from './items.ts';

/** A GraphQL request as GET parameters or a POST body carry it. */
export interface GqlRequest {
  query: string;
  variables: Record<string, unknown>;
  operationName: string | undefined;
}

/** The HTTP status and JSON body to answer. */
export interface GqlResponse {
  status: number;
  body: { data?: Record<string, unknown> | null; errors?: GqlError[] };
}

/** `items(keys:)` answers at most this many keys, as Ownerclan documents. */
const MAX_KEYS = 5000;
const ITEM_KEY = /^W[0-9A-Z]{4,12}$/;

type Variables = Record<string, unknown>;

function requestError(status: number, code: string, message: string): GqlResponse {
  return { status, body: { errors: [{ message, extensions: { code } }] } };
}

function literalValue(value: GqlValue, variables: Variables): unknown {
  switch (value.kind) {
    case 'variable':
      return variables[value.name] ?? null;
    case 'int':
    case 'float':
    case 'string':
    case 'boolean':
    case 'enum':
      return value.value;
    case 'null':
      return null;
    case 'list':
      return value.values.map((item) => literalValue(item, variables));
    case 'object':
      return Object.fromEntries(
        value.fields.map((field) => [field.name, literalValue(field.value, variables)]),
      );
    default: {
      const unknown: never = value;
      throw new Error(`unknown value ${JSON.stringify(unknown)}`);
    }
  }
}

function argOf(field: GqlField, name: string, variables: Variables): unknown {
  const arg = field.args.find((candidate) => candidate.name === name);
  return arg === undefined ? undefined : literalValue(arg.value, variables);
}

/** Applies defaults and checks required and String-typed variables. */
function coerceVariables(
  operation: GqlOperation,
  given: Variables,
): { ok: true; values: Variables } | { ok: false; response: GqlResponse } {
  const values: Variables = {};
  for (const definition of operation.variables) {
    const provided = given[definition.name];
    const value =
      provided === undefined && definition.defaultValue !== undefined
        ? literalValue(definition.defaultValue, {})
        : provided;
    if (definition.type.endsWith('!') && (value === undefined || value === null)) {
      const message = `Variable "$${definition.name}" of required type "${definition.type}" was not provided.`;
      return { ok: false, response: requestError(400, 'BAD_USER_INPUT', message) };
    }
    const base = definition.type.replace(/!/g, '');
    const wrong =
      (base === 'String' && value !== undefined && value !== null && typeof value !== 'string') ||
      (base === '[String]' &&
        value !== undefined &&
        value !== null &&
        !(Array.isArray(value) && value.every((item) => typeof item === 'string')));
    if (wrong) {
      const message = `Variable "$${definition.name}" got invalid value ${JSON.stringify(value)}; ${base} cannot represent it.`;
      return { ok: false, response: requestError(400, 'BAD_USER_INPUT', message) };
    }
    values[definition.name] = value;
  }
  return { ok: true, values };
}

function isImageSize(value: unknown): value is OwnerclanImageSize {
  return OWNERCLAN_IMAGE_SIZES.some((size) => size === value);
}

function resolveField(type: ObjectTypeName, source: unknown, field: GqlField, variables: Variables): unknown {
  if (field.name === '__typename') return type;
  if (type === 'Item' && field.name === 'images') {
    const size = argOf(field, 'size', variables);
    return isImageSize(size) ? (source as OwnerclanItemRecord).images(size) : null;
  }
  // Ownerclan's own docs name these identifiers both `key` and `id`; the sandbox answers either.
  if ((type === 'Category' || type === 'ItemOption') && field.name === 'id')
    return Reflect.get(Object(source), 'key');
  return Reflect.get(Object(source), field.name) ?? null;
}

function project(
  type: ObjectTypeName,
  source: unknown,
  fields: readonly GqlField[],
  variables: Variables,
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const field of fields) {
    const value = resolveField(type, source, field, variables);
    const object = OWNERCLAN_SCHEMA[type][field.name]?.object;
    const selections = field.selections;
    const key = field.alias ?? field.name;
    if (object === undefined || selections === undefined || value === null) result[key] = value;
    else if (Array.isArray(value))
      result[key] = value.map((item) => project(object, item, selections, variables));
    else result[key] = project(object, value, selections, variables);
  }
  return result;
}

function runQuery(
  operation: GqlOperation,
  variables: Variables,
  items: readonly OwnerclanItemRecord[],
): GqlResponse {
  const data: Record<string, unknown> = {};
  const errors: GqlError[] = [];
  for (const field of operation.selections) {
    const key = field.alias ?? field.name;
    const selections = field.selections ?? [];
    if (field.name === '__typename') {
      data[key] = 'Query';
    } else if (field.name === 'item') {
      const itemKey = String(argOf(field, 'key', variables) ?? '');
      const item = items.find((candidate) => candidate.key === itemKey);
      data[key] = item === undefined ? null : project('Item', item, selections, variables);
      if (item === undefined) {
        const invalid = !ITEM_KEY.test(itemKey);
        errors.push({
          message: invalid ? '잘못된 상품 키입니다.' : '상품을 찾을 수 없습니다.',
          locations: [field.loc],
          path: [key],
          extensions: { code: invalid ? 'INVALID_KEY' : 'ITEM_NOT_FOUND' },
        });
      }
    } else if (field.name === 'items') {
      const keys = argOf(field, 'keys', variables);
      const list = Array.isArray(keys) ? keys.map(String) : [];
      if (list.length > MAX_KEYS) {
        data[key] = null;
        errors.push({
          message: `한 번에 최대 ${MAX_KEYS}개의 상품만 조회할 수 있습니다.`,
          locations: [field.loc],
          path: [key],
          extensions: { code: 'BAD_USER_INPUT' },
        });
        continue;
      }
      data[key] = list
        .map((itemKey) => items.find((candidate) => candidate.key === itemKey))
        .filter((item): item is OwnerclanItemRecord => item !== undefined)
        .map((item) => project('Item', item, selections, variables));
    }
  }
  return { status: 200, body: errors.length === 0 ? { data } : { errors, data } };
}

/** Parses, validates and runs one request against the seeded items, answering like a GraphQL server would. */
export function executeOwnerclanQuery(
  request: GqlRequest,
  items: readonly OwnerclanItemRecord[],
): GqlResponse {
  let operations: GqlOperation[];
  try {
    operations = parseGraphql(request.query);
  } catch (error) {
    if (!(error instanceof GqlSyntaxError)) throw error;
    return {
      status: 400,
      body: {
        errors: [
          { message: error.message, locations: [error.loc], extensions: { code: 'GRAPHQL_PARSE_FAILED' } },
        ],
      },
    };
  }
  const named = request.operationName;
  const candidates =
    named === undefined ? operations : operations.filter((operation) => operation.name === named);
  const operation = candidates[0];
  if (operation === undefined)
    return requestError(400, 'BAD_USER_INPUT', `Unknown operation named "${named}".`);
  if (candidates.length > 1) {
    return requestError(
      400,
      'BAD_USER_INPUT',
      'Must provide operation name if query contains multiple operations.',
    );
  }
  const invalid = validateOperation(operation);
  if (invalid.length > 0) return { status: 400, body: { errors: invalid } };
  const variables = coerceVariables(operation, request.variables);
  return variables.ok ? runQuery(operation, variables.values, items) : variables.response;
}
