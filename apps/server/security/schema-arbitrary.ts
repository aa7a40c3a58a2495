import fc from 'fast-check';

/** The part of JSON Schema (OpenAPI 3.0 flavour) the app's document uses for parameters and request bodies. */
export interface JsonSchema {
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array';
  enum?: readonly unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean;
  exclusiveMaximum?: boolean;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: readonly JsonSchema[];
  oneOf?: readonly JsonSchema[];
  nullable?: boolean;
}

export interface ArbitraryOptions {
  /** Values worth trying for a property or parameter of that name (ids of the fixture, its dates, its e-mails). */
  known: Readonly<Record<string, readonly unknown[]>>;
  /** Values no schema allows, tried in place of any value (none: only valid and known values). */
  hostile: readonly unknown[];
  /** URLs to use for `format: uri`: none of them may lead off the machine. */
  urls: readonly string[];
}

// Long enough to pass most minimum lengths and to cross a few maximums, short enough to keep requests cheap.
const longestGenerated = 60;
const mostItems = 4;
const defaultBound = 1_000_000;

function stringArbitrary(schema: JsonSchema, options: ArbitraryOptions): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? longestGenerated, longestGenerated));
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'uri') return fc.constantFrom(...options.urls);
  if (schema.pattern !== undefined) {
    const upper = schema.maxLength ?? Number.POSITIVE_INFINITY;
    return fc
      .stringMatching(new RegExp(schema.pattern), { size: 'small' })
      .filter((text) => text.length >= minLength && text.length <= upper);
  }
  const bounds = { minLength, maxLength };
  return fc.oneof(
    fc.string(bounds),
    fc.string({ ...bounds, unit: 'grapheme' }),
    fc.string({ ...bounds, unit: 'binary' }),
  );
}

function numberArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? -defaultBound;
  const max = schema.maximum ?? defaultBound;
  if (schema.type === 'integer') {
    const lowest = Math.ceil(schema.exclusiveMinimum ? min + 1 : min);
    const highest = Math.floor(schema.exclusiveMaximum ? max - 1 : max);
    return fc.integer({
      min: Math.max(lowest, Number.MIN_SAFE_INTEGER),
      max: Math.min(highest, Number.MAX_SAFE_INTEGER),
    });
  }
  return fc.double({
    min,
    max,
    minExcluded: schema.exclusiveMinimum === true,
    maxExcluded: schema.exclusiveMaximum === true,
    noNaN: true,
    noDefaultInfinity: true,
  });
}

function objectArbitrary(schema: JsonSchema, options: ArbitraryOptions): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, valueArbitrary(property, options, name)]),
  );
  const required = (schema.required ?? []).filter((name) => name in properties);
  const record = fc.record(model, { requiredKeys: required });
  const extra = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
  if (extra === undefined) return record;
  return fc
    .tuple(
      record,
      fc.dictionary(fc.string({ maxLength: 10 }), valueArbitrary(extra, options), { maxKeys: 3 }),
    )
    .map(([fixed, more]) => ({ ...more, ...fixed }));
}

/** Values the schema allows, ignoring the hostile and the known ones. */
function validArbitrary(schema: JsonSchema, options: ArbitraryOptions): fc.Arbitrary<unknown> {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices !== undefined) return fc.oneof(...choices.map((choice) => valueArbitrary(choice, options)));
  if (schema.enum !== undefined) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'string':
      return stringArbitrary(schema, options);
    case 'number':
    case 'integer':
      return numberArbitrary(schema);
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? mostItems, mostItems));
      return fc.array(valueArbitrary(schema.items ?? {}, options), { minLength, maxLength });
    }
    case 'object':
      return objectArbitrary(schema, options);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * Values for one schema: mostly ones it allows (so validation passes and the handler runs), some known to the
 * fixture under this name, and some hostile ones no schema allows.
 */
export function valueArbitrary(
  schema: JsonSchema,
  options: ArbitraryOptions,
  name?: string,
): fc.Arbitrary<unknown> {
  const valid = validArbitrary(schema, options);
  const known = name === undefined ? undefined : options.known[name];
  return fc.oneof(
    { arbitrary: schema.nullable ? fc.option(valid, { nil: null, freq: 8 }) : valid, weight: 6 },
    ...(known === undefined || known.length === 0
      ? []
      : [{ arbitrary: fc.constantFrom(...known), weight: 3 }]),
    ...(options.hostile.length === 0 ? [] : [{ arbitrary: fc.constantFrom(...options.hostile), weight: 2 }]),
  );
}
