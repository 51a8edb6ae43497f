import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { messageForScreen } from '@/i18n/language';

/**
 * A form's errors with each message in the screens' language: the contract's schemas write their
 * messages as keys of the contract's catalogue, once, for the server and the web alike. `ref` is
 * the field's element.
 */
function translateMessages<Values extends FieldValues>(errors: FieldErrors<Values>) {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (typeof node !== 'object' || node === null) return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => {
        if (key === 'ref') return [key, value];
        if (key === 'message' && typeof value === 'string') return [key, messageForScreen(value)];
        return [key, walk(value)];
      }),
    );
  };
  return walk(errors) as FieldErrors<Values>;
}

/**
 * zodResolver for a form whose field values are narrower than the schema's input: the contract's
 * preprocessed fields (phone, department, bio…) accept `unknown`, while the inputs hold strings.
 * The compile-time check is that the form's values are a valid input of the schema.
 */
export const formResolver =
  <Values extends FieldValues>() =>
  <S extends z.ZodType>(
    schema: S & (Values extends z.input<S> ? unknown : never),
  ): Resolver<Values, unknown, z.output<S>> => {
    const resolve = zodResolver(schema as z.ZodType<z.output<S>, FieldValues>) as Resolver<
      Values,
      unknown,
      z.output<S>
    >;
    return async (values, context, options) => {
      const result = await resolve(values, context, options);
      return { ...result, errors: translateMessages(result.errors) } as typeof result;
    };
  };
