import '@mantine/dates/styles.css';
import { ActionIcon, Group, Input, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { DatePicker, type DayOfWeek } from '@mantine/dates';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ISO_WEEKDAYS } from '@rollcall/contract/settings';
import { formatLongDate } from '@/lib/school-time';

type HolidayPickerProps = {
  /** ISO weekdays (Monday 1 … Sunday 7): the others are drawn as the calendar's weekend. */
  schoolDays: number[];
  /** Calendar days, yyyy-mm-dd. */
  value: string[];
  onChange: (days: string[]) => void;
  error?: string;
};

const sorted = (days: string[]) => [...new Set(days)].sort();

/**
 * The school's holidays: days picked (and unpicked) on a calendar, and the chosen days listed in
 * date order, each with its own remove button, so the list is usable without the calendar.
 */
export function HolidayPicker({ schoolDays, value, onChange, error }: HolidayPickerProps) {
  const { t } = useTranslation(['settings', 'common']);
  const holidays = sorted(value);
  const isHoliday = (day: string) => holidays.includes(day);
  const remove = (day: string) => onChange(holidays.filter((holiday) => holiday !== day));
  // The calendar numbers days as Date.getDay does: Sunday 0 … Saturday 6.
  const closedWeekdays = ISO_WEEKDAYS.filter((day) => !schoolDays.includes(day)).map(
    (day) => (day % 7) as DayOfWeek,
  );

  return (
    <Input.Wrapper
      labelElement="div"
      label={t('common:fields.holidays')}
      description={t('holidays.description')}
      error={error}
    >
      <Group
        align="flex-start"
        gap="lg"
        mt="xs"
        role="group"
        aria-label={t('common:fields.holidays')}
      >
        <Paper withBorder radius="md" p="xs">
          <DatePicker
            type="multiple"
            value={holidays}
            onChange={(days) => onChange(sorted(days))}
            weekendDays={closedWeekdays}
            getDayAriaLabel={(day) => formatLongDate(day)}
            getDayProps={(day) => ({ 'aria-pressed': isHoliday(day) })}
            ariaLabels={{
              previousMonth: t('holidays.previousMonth'),
              nextMonth: t('holidays.nextMonth'),
            }}
          />
        </Paper>
        <Stack gap={4} maw={380} style={{ flex: 1, minWidth: 240 }}>
          <Text size="sm" fw={500} id="chosen-holidays">
            {t('holidays.count', { count: holidays.length })}
          </Text>
          {holidays.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('holidays.none')}
            </Text>
          ) : (
            <ScrollArea.Autosize mah={300} type="auto" offsetScrollbars>
              <Stack component="ul" gap={2} p={0} m={0} aria-labelledby="chosen-holidays">
                {holidays.map((day) => (
                  <Group
                    key={day}
                    component="li"
                    justify="space-between"
                    wrap="nowrap"
                    gap="xs"
                    style={{ listStyle: 'none' }}
                  >
                    <Text size="sm">{formatLongDate(day)}</Text>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('holidays.remove', { date: formatLongDate(day) })}
                      onClick={() => remove(day)}
                    >
                      <IconX size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                ))}
              </Stack>
            </ScrollArea.Autosize>
          )}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
