import type { GqlLocation } from './graphql-lexer.ts';
import type { GqlField, GqlOperation, GqlValue } from './graphql-parse.ts';
import { OWNERCLAN_IMAGE_SIZES } from './items.ts';

/** The object types of the sandbox's schema subset. */
export type ObjectTypeName = 'Query' | 'Item' | 'Category' | 'ItemOption' | 'OptionAttribute';

/** One argument of a field: its type as GraphQL prints it, and the values of an enum type. */
export interface ArgSpec {
  type: string;
  enumName?: string;
  enumValues?: readonly string[];
}

/** One field: the printed type, the object type when it has subfields, and its arguments. */
export interface FieldSpec {
  type: string;
  object?: ObjectTypeName;
  args?: Record<string, ArgSpec>;
}

/** One entry of a GraphQL `errors` list. */
export interface GqlError {
  message: string;
  locations?: GqlLocation[];
  path?: Array<string | number>;
  extensions: { code: string };
}

const LANGUAGES = ['ko_KR', 'en_US', 'zh_CN'] as const;
const CURRENCIES = ['KRW', 'USD', 'CNY'] as const;
const localeArgs: Record<string, ArgSpec> = {
  lang: { type: 'Language', enumName: 'Language', enumValues: LANGUAGES },
  currency: { type: 'Currency', enumName: 'Currency', enumValues: CURRENCIES },
};

/** The part of Ownerclan's seller schema the sandbox answers: `item`, `items` and what an item carries. */
export const OWNERCLAN_SCHEMA: Record<ObjectTypeName, Record<string, FieldSpec>> = {
  Query: {
    item: { type: 'Item', object: 'Item', args: { key: { type: 'String!' }, ...localeArgs } },
    items: { type: '[Item]', object: 'Item', args: { keys: { type: '[String!]!' }, ...localeArgs } },
  },
  Item: {
    key: { type: 'String' },
    name: { type: 'Text' },
    model: { type: 'String' },
    production: { type: 'String' },
    origin: { type: 'String' },
    price: { type: 'Float' },
    pricePolicy: { type: 'PricePolicy' },
    fixedPrice: { type: 'Float' },
    searchKeywords: { type: '[String]' },
    category: { type: 'Category', object: 'Category' },
    content: { type: 'String' },
    sellerOnlyContent: { type: 'String' },
    shippingFee: { type: 'Int' },
    shippingType: { type: 'ShippingType' },
    images: {
      type: '[URL]',
      args: { size: { type: 'ImageSize!', enumName: 'ImageSize', enumValues: OWNERCLAN_IMAGE_SIZES } },
    },
    status: { type: 'String' },
    options: { type: '[ItemOption]', object: 'ItemOption' },
    taxFree: { type: 'Boolean' },
    adultOnly: { type: 'Boolean' },
    returnable: { type: 'Boolean' },
    noReturnReason: { type: 'String' },
    guaranteedShippingPeriod: { type: 'Int' },
    openmarketSellable: { type: 'Boolean' },
    boxQuantity: { type: 'Int' },
    attributes: { type: '[String]' },
    metadata: { type: 'JSON' },
    createdAt: { type: 'Int' },
    updatedAt: { type: 'Int' },
  },
  Category: {
    key: { type: 'ID' },
    id: { type: 'ID' },
    name: { type: 'String' },
    fullName: { type: 'String' },
    level: { type: 'Int' },
  },
  ItemOption: {
    key: { type: 'ID' },
    id: { type: 'ID' },
    price: { type: 'Float' },
    quantity: { type: 'Int' },
    optionAttributes: { type: '[OptionAttribute]', object: 'OptionAttribute' },
  },
  OptionAttribute: {
    name: { type: 'String' },
    value: { type: 'String' },
  },
};

function validationError(message: string, loc: GqlLocation): GqlError {
  return { message, locations: [loc], extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } };
}

function variablesUsed(value: GqlValue): string[] {
  switch (value.kind) {
    case 'variable':
      return [value.name];
    case 'list':
      return value.values.flatMap(variablesUsed);
    case 'object':
      return value.fields.flatMap((field) => variablesUsed(field.value));
    case 'int':
    case 'float':
    case 'string':
    case 'boolean':
    case 'null':
    case 'enum':
      return [];
    default: {
      const unknown: never = value;
      throw new Error(`unknown value ${JSON.stringify(unknown)}`);
    }
  }
}

function checkArgs(
  field: GqlField,
  parent: ObjectTypeName,
  spec: FieldSpec,
  defined: Set<string>,
): GqlError[] {
  const errors: GqlError[] = [];
  const specs = spec.args ?? {};
  for (const arg of field.args) {
    const argSpec = specs[arg.name];
    if (argSpec === undefined) {
      errors.push(
        validationError(`Unknown argument "${arg.name}" on field "${parent}.${field.name}".`, arg.loc),
      );
      continue;
    }
    for (const name of variablesUsed(arg.value)) {
      if (!defined.has(name)) errors.push(validationError(`Variable "$${name}" is not defined.`, arg.loc));
    }
    const { enumName, enumValues } = argSpec;
    if (enumName === undefined || enumValues === undefined) continue;
    if (arg.value.kind === 'enum' && !enumValues.includes(arg.value.value)) {
      errors.push(
        validationError(`Value "${arg.value.value}" does not exist in "${enumName}" enum.`, arg.loc),
      );
    } else if (arg.value.kind === 'string') {
      errors.push(
        validationError(`Enum "${enumName}" cannot represent non-enum value: "${arg.value.value}".`, arg.loc),
      );
    }
  }
  for (const [name, argSpec] of Object.entries(specs)) {
    if (!argSpec.type.endsWith('!')) continue;
    if (!field.args.some((arg) => arg.name === name)) {
      errors.push(
        validationError(
          `Field "${field.name}" argument "${name}" of type "${argSpec.type}" is required, but it was not provided.`,
          field.loc,
        ),
      );
    }
  }
  return errors;
}

function checkSelections(
  fields: readonly GqlField[],
  parent: ObjectTypeName,
  defined: Set<string>,
): GqlError[] {
  const errors: GqlError[] = [];
  for (const field of fields) {
    if (field.name === '__typename') continue;
    const spec = OWNERCLAN_SCHEMA[parent][field.name];
    if (spec === undefined) {
      errors.push(validationError(`Cannot query field "${field.name}" on type "${parent}".`, field.loc));
      continue;
    }
    errors.push(...checkArgs(field, parent, spec, defined));
    if (spec.object !== undefined && field.selections === undefined) {
      errors.push(
        validationError(
          `Field "${field.name}" of type "${spec.type}" must have a selection of subfields. Did you mean "${field.name} { ... }"?`,
          field.loc,
        ),
      );
    } else if (spec.object === undefined && field.selections !== undefined) {
      errors.push(
        validationError(
          `Field "${field.name}" must not have a selection since type "${spec.type}" has no subfields.`,
          field.loc,
        ),
      );
    } else if (spec.object !== undefined && field.selections !== undefined) {
      errors.push(...checkSelections(field.selections, spec.object, defined));
    }
  }
  return errors;
}

/** Validates an operation against the schema subset, the way graphql-js words its messages. */
export function validateOperation(operation: GqlOperation): GqlError[] {
  if (operation.operation !== 'query') {
    return [
      validationError(`Schema is not configured to execute ${operation.operation} operation.`, operation.loc),
    ];
  }
  const defined = new Set(operation.variables.map((variable) => variable.name));
  return checkSelections(operation.selections, 'Query', defined);
}
