/**
 * A message with values in it, written once as a template ("Attendance recorded for {{name}}").
 * It is called like the function it stands for (`recorded(name)`), and its template is what the
 * Spanish and French catalogues translate, filled by `renderText` (render.ts).
 */
export type MessageTemplate<Names extends readonly string[]> = ((
  ...values: { [K in keyof Names]: string | number }
) => string) & { readonly template: string; readonly names: Names };

/** `{{name}}` in a template: the same syntax i18next interpolates in the web's own texts. */
export const PLACEHOLDER = /\{\{(\w+)\}\}/g;

export function fillMessage(template: string, values: Readonly<Record<string, string | number>>) {
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

export function messageTemplate<const Names extends readonly string[]>(
  template: string,
  ...names: Names
): MessageTemplate<Names> {
  const fill = (...values: { [K in keyof Names]: string | number }) =>
    fillMessage(
      template,
      Object.fromEntries(names.map((name, index) => [name, String(values[index])])),
    );
  return Object.assign(fill, { template, names });
}

export const isMessageTemplate = (value: unknown): value is MessageTemplate<readonly string[]> =>
  typeof value === 'function' && typeof (value as { template?: unknown }).template === 'string';
