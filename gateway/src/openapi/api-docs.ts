import type { INestApplication } from '@nestjs/common';
import { GUARDS_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import type { OperationObject, ResponseObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { COMPANY_EDIT_TOKEN_HEADER } from '@confdir/contracts';
import { AdminKeyGuard } from '../common/admin-key.guard';
import { ADMIN_KEY, COMPANY_TOKEN } from './api-security';
import { RESPONSE_SCHEMAS } from './response-schemas';
import { ROUTE_DOCS } from './route-docs';
import { describeValidatedClasses } from './validation-schemas';

/** Where the docs live, under the global /api prefix. */
export const API_DOCS_PATH = 'docs';
export const API_DOCS_JSON_PATH = 'docs.json';


const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

const error = (description: string): ResponseObject => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });

/** Operation ids (Controller_method, as @nestjs/swagger names them) of the handlers behind the admin-key guard. */
function adminOperationIds(app: INestApplication): Set<string> {
  const ids = new Set<string>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      if (!metatype) continue;
      const guarded = (target: object) => ((Reflect.getMetadata(GUARDS_METADATA, target) as unknown[]) ?? []).includes(AdminKeyGuard);
      const prototype = metatype.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        if (name !== 'constructor' && typeof prototype[name] === 'function' && (guarded(metatype) || guarded(prototype[name] as object))) ids.add(`${metatype.name}_${name}`);
      }
    }
  }
  return ids;
}

/** Success body, error answers, tags and the admin mark of one operation. */
function complete(operation: OperationObject, key: string, path: string, admin: boolean): void {
  const doc = ROUTE_DOCS[key];
  operation.summary ??= doc?.summary;
  operation.tags = [admin ? 'admin' : path.split('/')[2]];
  const success = Object.keys(operation.responses).find((status) => status.startsWith('2'));
  if (success && !(operation.responses[success] as ResponseObject).description) (operation.responses[success] as ResponseObject).description = doc?.summary ?? 'Success';
  if (success && doc?.body) (operation.responses[success] as ResponseObject).content = { 'application/json': { schema: doc.body } };
  if (success && doc?.mediaType) (operation.responses[success] as ResponseObject).content = { [doc.mediaType]: { schema: { type: 'string', format: 'binary' } } };
  const responses = operation.responses as Record<string, ResponseObject>;
  if (operation.parameters?.length || operation.requestBody) responses['400'] ??= error('The request is not valid; `message` names the field and the rule');
  if (path.includes('{')) responses['404'] ??= error('Nothing has this identifier');
  if (admin) {
    operation.security = [{ [ADMIN_KEY]: [] }];
    (operation as unknown as Record<string, unknown>)['x-admin'] = true;
    operation.description = `Admin only: send the admin key in the x-admin-key header.${operation.description ? ` ${operation.description}` : ''}`;
    responses['401'] ??= error('The x-admin-key header is missing or wrong');
  }
  if (operation.security?.some((requirement) => COMPANY_TOKEN in requirement)) responses['403'] ??= error("Neither the company's edit token (x-company-token) nor the admin key was sent");
  if (key.startsWith('POST') || key.startsWith('PUT') || key.startsWith('PATCH') || key.startsWith('DELETE')) {
    if (!admin) responses['429'] ??= error('Too many writes from this address; retry after the Retry-After header');
  }
  responses['503'] ??= error('A service or database behind the gateway is unavailable; retry later');
}

/**
 * The OpenAPI 3 document of every route the gateway registers (issue 15): routes, path and query
 * parameters and bodies come from the controllers and the validation rules; answers from
 * response-schemas.ts; every operation lists the {statusCode, error, message} errors it can give.
 */
export function buildApiDocument(app: INestApplication): OpenAPIObject {
  describeValidatedClasses();
  const config = new DocumentBuilder()
    .setTitle('ConfDir API')
    .setDescription('The public API of the conference directory. Every error answers `{statusCode, error, message}`. Routes tagged `admin` (and marked `x-admin`) need the admin key.')
    .setVersion('1')
    .addApiKey({ type: 'apiKey', in: 'header', name: 'x-admin-key', description: 'The admin key (ADMIN_KEY) of this deployment' }, ADMIN_KEY)
    .addApiKey({ type: 'apiKey', in: 'header', name: COMPANY_EDIT_TOKEN_HEADER, description: 'The edit token answered once when the company was created' }, COMPANY_TOKEN)
    .build();
  const document = SwaggerModule.createDocument(app, config);
  document.components = { ...document.components, schemas: { ...document.components?.schemas, ...RESPONSE_SCHEMAS } };
  const admin = adminOperationIds(app);
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (operation) complete(operation, `${method.toUpperCase()} ${path}`, path, admin.has(operation.operationId ?? ''));
    }
  }
  return document;
}

/** Swagger UI at /api/docs and the document at /api/docs.json. */
export function setupApiDocs(app: INestApplication): OpenAPIObject {
  const document = buildApiDocument(app);
  SwaggerModule.setup(API_DOCS_PATH, app, document, { useGlobalPrefix: true, jsonDocumentUrl: API_DOCS_JSON_PATH, raw: ['json'], customSiteTitle: 'ConfDir API' });
  return document;
}
