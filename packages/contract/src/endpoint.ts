import type { z } from 'zod';

/**
 * Each endpoint is one object, defined once here in its feature's contract file: the server
 * registers its route from it (`routeOf`) and the web calls it (`apiClient.call`), so a path is
 * never spelled twice and a wrong param, query or body does not compile on either side.
 */

/** Every endpoint's path sits under this prefix. */
export const API_PREFIX = '/api';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** The names of a path's `:params`: `'/students/:id/qr'` → `'id'`. */
export type PathParamNames<Path extends string> =
  Path extends `${string}:${infer Name}/${infer Rest}`
    ? Name | PathParamNames<`/${Rest}`>
    : Path extends `${string}:${infer Name}`
      ? Name
      : never;

export type EndpointSpec = {
  method: HttpMethod;
  /** Below `API_PREFIX`, Fastify style: `/students/:id`. */
  path: `/${string}`;
  /** Required exactly when the path has `:params`; its keys are theirs. */
  params?: z.ZodType<Record<string, string>>;
  query?: z.ZodType;
  /** A JSON body. */
  body?: z.ZodType;
  /** A multipart upload of one file under this form field (no JSON body then). */
  uploadField?: string;
  /**
   * The schema of `data` in the `{ success: true, data }` reply, `'file'` for a download, or
   * `'redirect'` for a browser's trip elsewhere (a sign-in provider and back).
   */
  response: z.ZodType | 'file' | 'redirect';
  /** The success status: 201 for creations, 202 for work accepted to run later, else 200. */
  status?: 200 | 201 | 202;
  /** Left out of the API docs (only for URLs that browsers fetch by themselves, like images). */
  isHidden?: boolean;
  /**
   * The reply also carries `data.message` at the top level, beside `data`: for the calls whose
   * client (spec §7) reads `success, message` there. The response must have a `message`.
   */
  hasTopLevelMessage?: true;
};

type ParamsRule<Path extends string> = [PathParamNames<Path>] extends [never]
  ? { params?: undefined }
  : { params: z.ZodType<{ [Name in PathParamNames<Path>]: string }> };

type UploadRule<E> = E extends { uploadField: string } ? { body?: undefined } : unknown;

type MessageRule<E> = E extends { hasTopLevelMessage: true }
  ? { response: z.ZodType<{ message: string }> }
  : unknown;

export function defineEndpoint<const E extends EndpointSpec>(
  endpoint: E & ParamsRule<E['path']> & UploadRule<E> & MessageRule<E>,
): E {
  return endpoint;
}

type Schema<E, Key extends string> = E extends { [K in Key]: infer S extends z.ZodType }
  ? S
  : undefined;

/** What the web sends: `z.input` of each part, optional where the schema allows it. */
type Part<Key extends string, S> = S extends z.ZodType
  ? Record<string, never> extends z.input<S>
    ? { [K in Key]?: z.input<S> }
    : undefined extends z.input<S>
      ? { [K in Key]?: z.input<S> }
      : { [K in Key]: z.input<S> }
  : unknown;

export type EndpointInput<E extends EndpointSpec> = Part<'params', Schema<E, 'params'>> &
  Part<'query', Schema<E, 'query'>> &
  Part<'body', Schema<E, 'body'>> &
  (E extends { uploadField: string }
    ? {
        file: Blob;
        /** Text fields sent with the file (a restore's password). */ fields?: Record<
          string,
          string
        >;
      }
    : unknown) & { signal?: AbortSignal };

/** What a JSON endpoint answers in `data`, after parsing. */
export type EndpointData<E extends EndpointSpec> = E['response'] extends z.ZodType
  ? z.output<E['response']>
  : never;

/** Fills a path's `:params`, each encoded: `pathOf(getStudentQr, { id })` → `/students/…/qr`. */
export function pathOf(endpoint: EndpointSpec, params?: Record<string, string>): string {
  return endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${endpoint.path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
}

/** The endpoint's first path segment names its group in the API docs. */
export const tagOf = (endpoint: EndpointSpec): string => endpoint.path.split('/')[1] ?? '';
