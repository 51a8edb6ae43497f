import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_PREFIX } from '@rollcall/contract/endpoint';
import { SCHOOL_ID_HEADER } from '@rollcall/contract/schools';

/** The acting school's header (issue 41, decision 007), which every route reads the same way. */
const SCHOOL_PARAMETER = {
  name: SCHOOL_ID_HEADER,
  in: 'header',
  required: false,
  description:
    'The school the request acts on. Needed only by staff of several schools; a school the ' +
    'caller does not work at answers 403 SCHOOL_FORBIDDEN.',
  schema: { type: 'string', format: 'uuid' },
};

type Operations = Record<string, { parameters?: unknown[] } | undefined>;

/** The OpenAPI document is generated from the same zod schemas that validate the routes. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Rollcall API', version: '1.0.0' },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearerAuth: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: (document) => {
      if (!('openapiObject' in document)) return document.swaggerObject;
      const paths = (document.openapiObject.paths ?? {}) as Record<string, Operations>;
      for (const operations of Object.values(paths)) {
        for (const operation of Object.values(operations)) {
          if (operation) operation.parameters = [...(operation.parameters ?? []), SCHOOL_PARAMETER];
        }
      }
      return document.openapiObject;
    },
  });
  await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs`, staticCSP: true });
}
