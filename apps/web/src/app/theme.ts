import { createTheme, type MantineThemeComponent, type SelectProps } from '@mantine/core';

/*
 * Each component's settings are plain objects rather than `Select.extend(…)`: `extend` only returns
 * its argument, and importing the component for it would put Select (and Combobox, Popover,
 * ScrollArea…) in the entry chunk that the sign-in page loads (issue 28).
 */

export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  // Transitions (modals, menus, the navbar) are skipped for someone who asked for less motion.
  respectReducedMotion: true,
  // A keyboard user always sees where focus is: the primary colour's ring (≥ 4.5:1 on white and
  // on the page grey, see colors/readable-colors.ts), never shown for mouse clicks.
  focusRing: 'auto',
  components: {
    // A badge holds a word or two ("En retard", "À associer"): a table column or a row beside a
    // long name must make room for it rather than squeeze it into an ellipsis.
    Badge: { styles: { root: { minWidth: 'max-content', flexShrink: 0 } } },
    // Enter on the option already chosen keeps it: a keyboard user who types, arrows to an option
    // and presses Enter must not clear what the search had just picked. Clearing is `clearable`'s.
    Select: {
      defaultProps: { allowDeselect: false } satisfies Partial<SelectProps>,
    } satisfies MantineThemeComponent,
  },
});
