import * as z from 'zod';

/**
 * How the fuzzer reads a contract schema: zod 4's own JSON Schema export rather than a walk over
 * `_zod.def`. `z.toJSONSchema` is public and documented; `_zod.def` is zod's internal representation and
 * changes between minor versions. JSON Schema also flattens what a walk would have to unwrap by hand
 * (optional, nullable, default, pipe, coerce) into `required`, `anyOf` and types, which is exactly what a
 * request may carry. Refinements and transforms are invisible there; that only narrows what the fuzzer
 * believes to be valid, never what it sends.
 */
export interface SchemaNode {
  readonly type?: string | readonly string[];
  readonly properties?: Readonly<Record<string, SchemaNode>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: boolean | SchemaNode;
  readonly items?: SchemaNode;
  readonly anyOf?: readonly SchemaNode[];
  readonly oneOf?: readonly SchemaNode[];
  readonly allOf?: readonly SchemaNode[];
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly format?: string;
  readonly contentEncoding?: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
}

/** What a request may carry (`io: 'input'`); unrepresentable parts (transforms, custom checks) read as "anything". */
export const inputNode = (schema: z.ZodType): SchemaNode =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as SchemaNode;

/**
 * What a schema turns its input into. Its only use: a pipe such as `z.string().trim().pipe(z.email())`
 * shows a plain string on the input side and the e-mail's format and pattern on the output side; valid
 * values are generated from the output's pattern so that they pass the pipe.
 */
export const outputNode = (schema: z.ZodType): SchemaNode =>
  z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as SchemaNode;

/** The types a node admits (`type` may be one name or a list). */
export const typesOf = (node: SchemaNode): readonly string[] =>
  node.type === undefined ? [] : typeof node.type === 'string' ? [node.type] : node.type;

/** A file part of a multipart body (`z.file()`). */
export const isFile = (node: SchemaNode): boolean => node.format === 'binary' || node.contentEncoding === 'binary';

/** Every pattern a string node must match (its own and those of `allOf`). */
export const patternsOf = (node: SchemaNode): RegExp[] =>
  [node.pattern, ...(node.allOf ?? []).map((part) => part.pattern)]
    .filter((pattern): pattern is string => pattern !== undefined)
    .map((pattern) => new RegExp(pattern));
