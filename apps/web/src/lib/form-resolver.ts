import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * zodResolver for a form whose field values are narrower than the schema's input: the contract's
 * preprocessed fields (phone, department, bio…) accept `unknown`, while the inputs hold strings.
 * The compile-time check is that the form's values are a valid input of the schema.
 */
export const formResolver =
  <Values extends FieldValues>() =>
  <S extends z.ZodType>(
    schema: S & (Values extends z.input<S> ? unknown : never),
  ): Resolver<Values, unknown, z.output<S>> =>
    zodResolver(schema as z.ZodType<z.output<S>, FieldValues>) as Resolver<
      Values,
      unknown,
      z.output<S>
    >;
