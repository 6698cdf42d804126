import { applyDecorators, type INestApplication } from '@nestjs/common';
import {
  ApiBody,
  DocumentBuilder,
  SwaggerModule,
  getSchemaPath,
  type OpenAPIObject,
} from '@nestjs/swagger';
import { validationMetadatasToSchemas } from 'class-validator-jsonschema';

/**
 * Documents a request body with a contracts DTO. The DTOs carry class-validator decorators only
 * (they are shared with the browser), so their JSON schemas are generated from that metadata.
 */
export function ApiDtoBody(dto: new () => object, isArray = false): MethodDecorator {
  const ref = { $ref: getSchemaPath(dto.name) };
  return applyDecorators(ApiBody({ schema: isArray ? { type: 'array', items: ref } : ref }));
}

/**
 * The OpenAPI document of every route the app has (what `/docs-json` serves), with the contracts
 * DTOs' JSON schemas. The fuzz test reads its routes from here.
 */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Catálogo API')
    .setDescription('API do Catálogo: catálogo digital, pedidos por WhatsApp e assinatura.')
    .setVersion('1.0')
    .addBearerAuth()
    .build();
  const document = SwaggerModule.createDocument(app, config);
  const schemas = validationMetadatasToSchemas({ refPointerPrefix: '#/components/schemas/' });
  document.components = {
    ...document.components,
    schemas: { ...(document.components?.schemas ?? {}), ...(schemas as Record<string, object>) },
  };
  return document;
}

/** Serves the OpenAPI UI at `/docs` and the document at `/docs-json`. */
export function setupSwagger(app: INestApplication): void {
  SwaggerModule.setup('docs', app, buildOpenApiDocument(app), { jsonDocumentUrl: 'docs-json' });
}
