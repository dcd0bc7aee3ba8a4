import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * Validates responses against the OpenAPI document the gateway serves at /openapi.json, so the
 * published contract and the real bodies can never drift apart.
 */
export class OpenApiChecker {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  checked = 0;

  private constructor(
    private readonly doc: { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> },
  ) {
    (addFormats as unknown as (a: Ajv2020) => void)(this.ajv);
    this.ajv.addSchema(doc, 'openapi');
  }

  static async load(app: FastifyInstance): Promise<OpenApiChecker> {
    const res = await app.inject({ method: 'GET', url: '/openapi.json' });
    return new OpenApiChecker(res.json());
  }

  /** `template` is the OpenAPI path, e.g. /api/v1/agents/{ref}/reports. */
  check(res: LightMyRequestResponse, method: string, template: string): void {
    const op = this.doc.paths[template]?.[method.toLowerCase()];
    expect(op, `${method} ${template} is in the OpenAPI document`).toBeDefined();
    const status = String(res.statusCode);
    expect(Object.keys(op!.responses), `${method} ${template} documents status ${status}`).toContain(status);
    const pointer = `openapi#/paths/${template.replaceAll('~', '~0').replaceAll('/', '~1')}/${method.toLowerCase()}/responses/${status}/content/application~1json/schema`;
    const validate = this.ajv.getSchema(pointer) ?? this.ajv.compile({ $ref: pointer });
    const ok = validate(res.json());
    expect(
      ok,
      `${method} ${template} ${status} body matches the OpenAPI schema: ${this.ajv.errorsText(validate.errors)}\n${res.body.slice(0, 500)}`,
    ).toBe(true);
    this.checked++;
  }
}
