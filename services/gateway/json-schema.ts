import { z } from 'zod';

type JsonObject = Record<string, unknown>;

/**
 * A zod schema as JSON Schema (draft 2020-12) whose root is the schema itself: schemas named with
 * `.meta({ id })` come out of zod as a `$ref` into `$defs`, which MCP (`type: "object"` at the root)
 * and the Bazaar extension (schemas embedded in another) cannot take. Other named schemas stay in
 * `$defs` beside it. The descriptions and bounds are the ones OpenAPI publishes.
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonObject {
  const {
    $schema: _,
    $ref,
    $defs,
    ...rest
  } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonObject & {
    $ref?: string;
    $defs?: Record<string, JsonObject>;
  };
  const rootId = $ref?.replace(/^#\/\$defs\//, '');
  const root = rootId ? { ...rest, ...$defs?.[rootId] } : rest;
  const others = Object.entries($defs ?? {}).filter(([id]) => id !== rootId);
  return others.length > 0 ? { ...root, $defs: Object.fromEntries(others) } : root;
}

/** Objects that match any of `schemas` (each from `jsonSchemaOf`), as one schema with one `$defs`. */
export function anyOfObjects(description: string, ...schemas: JsonObject[]): JsonObject {
  const $defs: JsonObject = {};
  const branches = schemas.map(({ $defs: defs, ...rest }) => {
    Object.assign($defs, defs);
    return rest;
  });
  return { type: 'object', description, anyOf: branches, ...(Object.keys($defs).length > 0 && { $defs }) };
}
