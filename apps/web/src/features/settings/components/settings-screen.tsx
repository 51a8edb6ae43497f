import { Badge, Box, NativeSelect, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Icon } from '@tabler/icons-react';
import {
  useCallback,
  useEffect,
  useEffectEvent,
  useMemo,
  useState,
  type ComponentType,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { SETTINGS_CATEGORY_PARAM } from '@/config/navigation';
import { useUnsavedChangesGuard } from '@/hooks/use-unsaved-changes-guard';
import type { SettingsCategoryProps } from '../hooks/use-settings-category-form';
import type { SETTINGS_EN } from '../i18n/en';

/**
 * One entry of the category list; its id names its label (`categories.<id>`), and its component
 * gets told how to report unsaved changes.
 */
export type SettingsCategory = {
  id: keyof (typeof SETTINGS_EN)['categories'];
  icon: Icon;
  Component: ComponentType<SettingsCategoryProps>;
  /** The district's alone (issue 41): a school's administrator is not offered it. */
  isDistrictOnly?: boolean;
};

/**
 * /settings?category=apiTokens (the header's notice of an API token about to expire) opens that
 * category, even when the screen is open already; then the parameter goes.
 */
function useCategoryParam(categories: readonly SettingsCategory[], open: (id: string) => void) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get(SETTINGS_CATEGORY_PARAM);
  const onRequested = useEffectEvent(open);

  useEffect(() => {
    if (!requested) return;
    if (categories.some((category) => category.id === requested)) onRequested(requested);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(SETTINGS_CATEGORY_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [requested, categories, setSearchParams]);
}

/**
 * The System Settings screen: a category list (tabs down the side on a wide screen, a select on a
 * phone) and each category's form. Every category stays mounted, so switching keeps its edits; a
 * category with unsaved changes is marked, and leaving the screen asks first.
 */
export function SettingsScreen({ categories }: { categories: readonly SettingsCategory[] }) {
  const { t } = useTranslation('settings');
  const isPhone = useMediaQuery('(max-width: 48em)');
  const [active, setActive] = useState<string>(categories[0]?.id ?? '');
  const [dirty, setDirty] = useState<ReadonlySet<string>>(new Set());
  const prompt = useUnsavedChangesGuard(dirty.size > 0);
  useCategoryParam(categories, setActive);

  const reporters = useMemo(
    () =>
      Object.fromEntries(
        categories.map(({ id }) => [
          id,
          (isDirty: boolean) =>
            setDirty((current) => {
              if (current.has(id) === isDirty) return current;
              const next = new Set(current);
              if (isDirty) next.add(id);
              else next.delete(id);
              return next;
            }),
        ]),
      ),
    [categories],
  );
  const labelOf = useCallback(
    (category: SettingsCategory) => {
      const label = t(`categories.${category.id}`);
      return dirty.has(category.id) ? t('screen.unsavedLabel', { label }) : label;
    },
    [dirty, t],
  );

  return (
    <>
      <PageHeader title={t('screen.title')} subtitle={t('screen.subtitle')} />
      {isPhone ? (
        <NativeSelect
          label={t('screen.category')}
          mb="md"
          value={active}
          onChange={(event) => setActive(event.currentTarget.value)}
          data={categories.map((category) => ({ value: category.id, label: labelOf(category) }))}
        />
      ) : null}
      <Tabs
        value={active}
        onChange={(value) => value && setActive(value)}
        orientation={isPhone ? 'horizontal' : 'vertical'}
        variant="pills"
        keepMounted
      >
        {isPhone ? null : (
          <Tabs.List aria-label={t('screen.categories')} w={270} mr="lg" style={{ flexShrink: 0 }}>
            {categories.map((category) => (
              <Tabs.Tab
                key={category.id}
                value={category.id}
                leftSection={<category.icon size={18} aria-hidden />}
                rightSection={
                  dirty.has(category.id) ? (
                    // The word, not only the colour; never shrunk to "UNSA…" beside a long label.
                    <Badge
                      size="xs"
                      color="orange"
                      variant="filled"
                      style={{ flexShrink: 0 }}
                      styles={{ label: { overflow: 'visible' } }}
                    >
                      {t('screen.unsaved')}
                    </Badge>
                  ) : null
                }
              >
                {t(`categories.${category.id}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        )}
        {categories.map(({ id, Component }) => (
          // min-width 0: a wide table inside scrolls on its own instead of widening the page.
          <Tabs.Panel key={id} value={id} style={{ flex: 1, minWidth: 0 }}>
            <Box maw={880}>
              <Component onDirtyChange={reporters[id] ?? (() => {})} />
            </Box>
          </Tabs.Panel>
        ))}
      </Tabs>
      {prompt}
    </>
  );
}
