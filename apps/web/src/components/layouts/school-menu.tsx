import { Menu, Text } from '@mantine/core';
import type { School } from '@rollcall/contract/schools';
import { IconChevronDown, IconSchool } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actAt } from '@/lib/acting-school';
import { useActingSchool } from '@/lib/schools';
import { ChoiceItem, HeaderMenu } from './header-menu';

/** The schools a user may switch between, the acting one, and the switch. */
export type SchoolSwitch = {
  offered: School[];
  current: School;
  choose: (school: School) => void;
};

/**
 * The header's school switch (issue 41): null for a user of one school, for whom nothing shows.
 * Choosing another school switches every screen to it (lib/schools.ts), and says so aloud in
 * `announcement`, which the header keeps in a live region.
 */
export function useSchoolSwitch(): { schools: SchoolSwitch | null; announcement: string } {
  const { t } = useTranslation();
  const { offered, current } = useActingSchool();
  const [announcement, setAnnouncement] = useState('');
  if (offered.length < 2 || !current) return { schools: null, announcement };
  const choose = (school: School) => {
    if (school._id === current._id) return;
    actAt(school._id);
    setAnnouncement(t('header.schoolChanged', { school: school.name }));
  };
  return { schools: { offered, current, choose }, announcement };
}

/** The schools as menu items under their heading, the acting one ticked. */
export function SchoolMenuItems({ offered, current, choose }: SchoolSwitch) {
  const { t } = useTranslation();
  return (
    <>
      <Menu.Label>{t('header.switchSchool')}</Menu.Label>
      {offered.map((school) => (
        <ChoiceItem
          key={school._id}
          isCurrent={school._id === current._id}
          onClick={() => choose(school)}
        >
          {school.name}
        </ChoiceItem>
      ))}
    </>
  );
}

/**
 * The school menu beside the language menu, naming the acting school. A phone's header has no
 * room for it: there the schools are in the user menu, as sign-out is (app-header.tsx).
 */
export function SchoolMenu(schools: SchoolSwitch) {
  const { t } = useTranslation();
  const { current } = schools;
  return (
    <HeaderMenu
      width={260}
      leftSection={<IconSchool size={18} stroke={1.6} aria-hidden />}
      rightSection={<IconChevronDown size={14} aria-hidden />}
      label={t('header.currentSchool', { school: current.name })}
      text={
        <Text span inherit truncate="end" maw={220} title={current.name}>
          {current.name}
        </Text>
      }
    >
      <SchoolMenuItems {...schools} />
    </HeaderMenu>
  );
}
