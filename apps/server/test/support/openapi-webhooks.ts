import { z } from 'zod';
import type { TestApp } from './app';
import type { ReceivedHook } from './outbound-webhooks';

interface HeaderParameter {
  name: string;
  in: string;
  required?: boolean;
  schema: z.core.JSONSchema.JSONSchema;
}

/** One event of the OpenAPI document's `webhooks` section. */
export interface DocumentedWebhook {
  post: {
    operationId: string;
    summary: string;
    security: unknown[];
    parameters: HeaderParameter[];
    requestBody: { required: boolean; content: Record<string, { schema: { $ref: string } }> };
    responses: Record<string, { description: string }>;
  };
}

export interface WebhooksDocument {
  webhooks?: Record<string, DocumentedWebhook>;
  components: { schemas: Record<string, z.core.JSONSchema.JSONSchema> };
}

/** The document the app serves at /api/openapi.json. */
export async function webhooksDocument(t: TestApp): Promise<WebhooksDocument> {
  return (await t.app.inject({ url: '/api/openapi.json' })).json<WebhooksDocument>();
}

/** The JSON Schema of an event's body as the document states it (its `$ref` followed). */
export function documentedBody(
  doc: WebhooksDocument,
  event: string,
): z.core.JSONSchema.JSONSchema | undefined {
  const ref = doc.webhooks?.[event]?.post.requestBody.content['application/json']?.schema.$ref;
  return ref ? doc.components.schemas[ref.replace('#/components/schemas/', '')] : undefined;
}

/**
 * What a delivery a receiver got does not match in the document: its body checked against the
 * documented schema (read back into zod from the JSON Schema, so nothing of the server's own
 * schemas is used), and each documented header present and matching its schema.
 */
export function undocumentedIn(doc: WebhooksDocument, hook: ReceivedHook): string[] {
  const event = String(hook.json.type);
  const body = documentedBody(doc, event);
  if (!body) return [`${event}: not in the document`];
  const problems = (z.fromJSONSchema(body).safeParse(hook.json).error?.issues ?? []).map(
    (issue) => `${event} body ${issue.path.join('.')}: ${issue.message}`,
  );
  for (const header of doc.webhooks![event]!.post.parameters.filter((p) => p.in === 'header')) {
    const value = hook.headers[header.name];
    if (value === undefined) {
      if (header.required) problems.push(`${event}: no ${header.name} header`);
      continue;
    }
    const parsed = header.schema.type === 'integer' ? Number(value) : value;
    if (!z.fromJSONSchema(header.schema).safeParse(parsed).success)
      problems.push(`${event}: ${header.name} ${String(value)} is not as documented`);
  }
  return problems;
}
