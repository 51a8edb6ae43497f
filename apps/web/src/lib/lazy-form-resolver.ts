import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's resolver whose schema (with zod and the zod resolver) loads on the first validation, or
 * earlier through `preload`, rather than with its screen: a screen a browser opens first draws
 * without evaluating them (issue 28). Until then each validation waits for the one load; a failed
 * load (offline) is tried again by the next.
 */
export function lazyFormResolver<Values extends FieldValues, Output>(
  load: () => Promise<Resolver<Values, unknown, Output>>,
) {
  let loading: Promise<Resolver<Values, unknown, Output>> | undefined;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<Values, unknown, Output> = async (values, context, options) =>
    (await preload())(values, context, options);
  return { resolver, preload };
}
