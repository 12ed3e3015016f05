import type { NestExpressApplication } from '@nestjs/platform-express';

/** A minimal view of an OpenAPI 3 document, enough for the checks and the fuzz suite. */
export interface OpenApiDoc {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema>; securitySchemes?: Record<string, Record<string, unknown>> };
}
export interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
}
export interface Schema {
  type?: string;
  $ref?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  enum?: unknown[];
  items?: Schema;
  allOf?: Schema[];
  nullable?: boolean;
  [key: string]: unknown;
}
export interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }>;
  security?: Record<string, string[]>[];
  tags?: string[];
  'x-admin'?: boolean;
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

/**
 * What is wrong with the document as OpenAPI 3.0 (empty when nothing): the required top-level
 * fields, operations with responses keyed by status, parameters with a name, a place and a
 * schema, every `{param}` of a path declared, and every $ref pointing at something that exists.
 */
export function openApiProblems(doc: OpenApiDoc): string[] {
  const problems: string[] = [];
  if (!/^3\.\d+\.\d+$/.test(doc.openapi ?? '')) problems.push(`openapi version is ${doc.openapi}`);
  if (!doc.info?.title || !doc.info?.version) problems.push('info.title and info.version are required');
  if (!doc.paths || typeof doc.paths !== 'object') return [...problems, 'paths is required'];
  for (const [path, item] of Object.entries(doc.paths)) {
    if (!path.startsWith('/')) problems.push(`${path}: paths start with /`);
    for (const [method, op] of Object.entries(item)) {
      const where = `${method.toUpperCase()} ${path}`;
      if (!HTTP_METHODS.includes(method)) {
        if (method !== 'parameters' && !method.startsWith('x-')) problems.push(`${where}: not an HTTP method`);
        continue;
      }
      const statuses = Object.keys(op.responses ?? {});
      if (!statuses.length) problems.push(`${where}: no responses`);
      for (const status of statuses) {
        if (!/^([1-5]\d\d|[1-5]XX|default)$/.test(status)) problems.push(`${where}: response key ${status}`);
        if (typeof op.responses[status].description !== 'string') problems.push(`${where} ${status}: description is required`);
      }
      for (const p of op.parameters ?? []) {
        if (!p.name || !['query', 'header', 'path', 'cookie'].includes(p.in)) problems.push(`${where}: parameter ${JSON.stringify(p)}`);
        if (p.in === 'path' && p.required !== true) problems.push(`${where}: path parameter ${p.name} must be required`);
        if (!p.schema) problems.push(`${where}: parameter ${p.name} has no schema`);
      }
      for (const [, name] of path.matchAll(/\{([^}]+)\}/g)) {
        if (!(op.parameters ?? []).some((p) => p.in === 'path' && p.name === name)) problems.push(`${where}: path parameter ${name} is not declared`);
      }
      for (const requirement of op.security ?? []) {
        for (const scheme of Object.keys(requirement)) if (!doc.components?.securitySchemes?.[scheme]) problems.push(`${where}: unknown security scheme ${scheme}`);
      }
    }
  }
  const refs = JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g);
  for (const [, name] of refs) if (!doc.components?.schemas?.[name]) problems.push(`$ref to missing schema ${name}`);
  return [...new Set(problems)];
}

/** "METHOD /path" of every route the Express app behind Nest serves under /api, written as OpenAPI writes paths. */
export function registeredRoutes(app: NestExpressApplication): string[] {
  const express = app.getHttpAdapter().getInstance() as { router?: { stack: Layer[] }; _router?: { stack: Layer[] } };
  const stack = (express.router ?? express._router)?.stack ?? [];
  return stack
    .filter((layer) => layer.route && layer.route.path.startsWith('/api/'))
    .flatMap((layer) => Object.keys(layer.route!.methods).map((method) => `${method.toUpperCase()} ${layer.route!.path.replace(/:(\w+)/g, '{$1}')}`))
    .filter((route, i, all) => all.indexOf(route) === i);
}
interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
}

/** Resolves a local $ref (and an allOf) to the schema's required property names and properties. */
export function flatten(doc: OpenApiDoc, schema: Schema): Schema {
  if (schema.$ref) return flatten(doc, doc.components!.schemas![schema.$ref.split('/').pop()!]);
  if (schema.allOf) {
    const parts = schema.allOf.map((s) => flatten(doc, s));
    return { type: 'object', properties: Object.assign({}, ...parts.map((p) => p.properties)), required: parts.flatMap((p) => p.required ?? []) };
  }
  return schema;
}
