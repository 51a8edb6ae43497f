import { Fieldset, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { RoleSchema, type Role } from '@rollcall/contract/roles';
import type { SchoolRole } from '@rollcall/contract/users';
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { DescribedCheckbox } from '@/components/ui/described-inline-input';
import { roleAt, withRoleAt, type SchoolRow } from '../utils/school-roles';

/** The select's value for "not at this school". */
const NOWHERE = '';
/** The roles a school's select offers after "not at this school", the lesser first. */
const OFFERED_ROLES: readonly Role[] = ['teacher', 'admin'];

type SchoolRolesFieldProps = {
  /** The schools listed, one row each (utils/school-roles.ts). */
  schools: readonly SchoolRow[];
  value: readonly SchoolRole[];
  onChange: (memberships: SchoolRole[]) => void;
  /** The first select's: a server refusal of the schools focuses it. */
  selectRef: Ref<HTMLSelectElement>;
  error: string | undefined;
  isDistrictAdmin: boolean;
  onDistrictAdminChange: (isDistrictAdmin: boolean) => void;
};

/**
 * The user form's Schools section for a district administrator in a district of several schools
 * (issue 41): the role at each school, or none, and whether the account runs the district.
 */
export function SchoolRolesField(props: SchoolRolesFieldProps) {
  const { t } = useTranslation(['users', 'common']);
  const { t: tc } = useTranslation('contract');
  const errorId = useId();
  const options = [
    { value: NOWHERE, label: t('schools.nowhere') },
    ...OFFERED_ROLES.map((role) => ({ value: role, label: tc(`roles.${role}`) })),
  ];
  return (
    <Fieldset
      legend={t('common:fields.schools')}
      variant="unstyled"
      p={0}
      m={0}
      styles={{ legend: { fontWeight: 600 } }}
      aria-describedby={props.error ? errorId : undefined}
    >
      <Stack gap="sm">
        <Text size="xs" c="dimmed">
          {t('schools.hint')}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {props.schools.map((school, index) => (
            <NativeSelect
              key={school._id}
              ref={index === 0 ? props.selectRef : undefined}
              label={school.isActive ? school.name : t('schools.archived', { school: school.name })}
              data={options}
              value={roleAt(props.value, school._id) ?? NOWHERE}
              aria-invalid={props.error ? true : undefined}
              onChange={(event) => {
                const chosen = RoleSchema.safeParse(event.currentTarget.value);
                props.onChange(
                  withRoleAt(props.value, school._id, chosen.success ? chosen.data : null),
                );
              }}
            />
          ))}
        </SimpleGrid>
        {props.error ? (
          <Text id={errorId} size="sm" c="red.8">
            {props.error}
          </Text>
        ) : null}
        <DescribedCheckbox
          label={t('schools.districtAdmin')}
          description={t('schools.districtAdminHint')}
          checked={props.isDistrictAdmin}
          onChange={(event) => props.onDistrictAdminChange(event.currentTarget.checked)}
        />
      </Stack>
    </Fieldset>
  );
}
