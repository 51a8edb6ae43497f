import { Table, type TableScrollContainerProps } from '@mantine/core';

type TableScrollProps = TableScrollContainerProps & {
  /** What the table holds: the scroller is a named group, and the table should bear it too. */
  label: string;
};

/**
 * A wide table's sideways scroller that a keyboard can reach and scroll with the arrow keys
 * (WCAG 2.1.1; axe's scrollable-region-focusable on a phone), which a screen reader announces by
 * the table's name rather than as a bare focus stop. A group, not a region: the table often sits in
 * a section (a region) of the same name, and a landmark twice over would only be noise.
 */
export function TableScroll({ label, scrollAreaProps, ...props }: TableScrollProps) {
  return (
    <Table.ScrollContainer
      {...props}
      scrollAreaProps={{
        ...scrollAreaProps,
        viewportProps: {
          tabIndex: 0,
          role: 'group',
          'aria-label': label,
          // Its visible width, for a message row kept in view (table-scroll.module.css).
          style: { containerType: 'inline-size' },
        },
      }}
    />
  );
}
