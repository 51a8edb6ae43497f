import { Button, Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type HeaderMenuProps = {
  /** The button's name: it starts with the button's visible text (WCAG 2.5.3). */
  label: string;
  /** The button's visible text. */
  text: ReactNode;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  width: number;
  /** The menu's heading and items. */
  children: ReactNode;
};

/** A menu of choices opened by a quiet button in the header: the language, the school. */
export function HeaderMenu({
  label,
  text,
  leftSection,
  rightSection,
  width,
  children,
}: HeaderMenuProps) {
  return (
    <Menu
      position="bottom-end"
      width={width}
      shadow="md"
      // No focus placeholder before the items: a menu holds menu items only (axe,
      // aria-required-children), as the notifications menu does.
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-md"
          leftSection={leftSection}
          rightSection={rightSection}
          aria-label={label}
        >
          {text}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}

type ChoiceItemProps = {
  isCurrent: boolean;
  onClick: () => void;
  /** The language the item is written in, when it is not the page's. */
  lang?: string;
  children: ReactNode;
};

/** One of a menu's choices, the current one ticked and marked as current for screen readers. */
export function ChoiceItem({ isCurrent, onClick, lang, children }: ChoiceItemProps) {
  return (
    <Menu.Item
      lang={lang}
      onClick={onClick}
      aria-current={isCurrent ? 'true' : undefined}
      rightSection={isCurrent ? <IconCheck size={16} aria-hidden /> : null}
    >
      {children}
    </Menu.Item>
  );
}
