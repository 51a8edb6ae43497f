import { ActionIcon, Badge, Button, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { ID_CARD_STATUS_COLORS, type IdCard } from '@rollcall/contract/id-cards';
import { DEFAULT_TIMEZONE } from '@rollcall/contract/settings';
import { IconBan, IconEdit, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/i18n/language';
import { useSchoolTimezone } from '@/lib/school-info';
import { formatSchoolDate } from '@/lib/school-time';
import { TableScroll } from '@/components/ui/table-scroll';

export type SavedCardHandlers = {
  onLoad: (card: IdCard) => void;
  onDelete: (card: IdCard) => void;
  onRevoke: (card: IdCard) => void;
};

/** The school's clock time the way the screens' language writes it: "2:05 PM", "14:05". */
const clockTime = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleTimeString(currentLocale(), {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  });

const savedOn = (iso: string, timeZone: string) =>
  `${formatSchoolDate(iso, timeZone)} ${clockTime(iso, timeZone)}`;

/** Spec §2: Student, ID Number, Class, Template, Saved On, Actions; plus the card's status. */
export function SavedCardsTable({ cards, ...handlers }: { cards: IdCard[] } & SavedCardHandlers) {
  const { t: tc } = useTranslation('contract');
  return (
    <TableScroll label={tc('idCards.recentCards')} minWidth={860}>
      <Table aria-label={tc('idCards.recentCards')} fz="sm" verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{tc('common.student')}</Table.Th>
            <Table.Th>{tc('idCards.columns.idNumber')}</Table.Th>
            <Table.Th>{tc('common.class')}</Table.Th>
            <Table.Th>{tc('idCards.columns.template')}</Table.Th>
            <Table.Th>{tc('idCards.columns.savedOn')}</Table.Th>
            <Table.Th>{tc('common.status')}</Table.Th>
            <Table.Th>{tc('common.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cards.map((card) => (
            <SavedCardRow key={card.id} card={card} {...handlers} />
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

function SavedCardRow({ card, onLoad, onDelete, onRevoke }: { card: IdCard } & SavedCardHandlers) {
  const { t } = useTranslation('id-cards');
  const { t: tc } = useTranslation('contract');
  const timezone = useSchoolTimezone() ?? DEFAULT_TIMEZONE;
  const isRevoked = card.status === 'revoked';
  const name = card.studentName;
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={600}>
          {card.studentName}
        </Text>
        <Text size="xs" c="dimmed">
          {t('saved.by', { name: card.generatedBy })}
          {card.batchId ? ` · ${t('saved.fromBatch')}` : ''}
        </Text>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{card.studentNumber}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {card.class}-{card.section}
      </Table.Td>
      <Table.Td>{tc(`idCardTemplates.${card.template}`)}</Table.Td>
      <Table.Td>
        <time dateTime={card.generatedAt} style={{ whiteSpace: 'nowrap' }}>
          {formatSchoolDate(card.generatedAt, timezone)}
          <br />
          {clockTime(card.generatedAt, timezone)}
        </time>
      </Table.Td>
      <Table.Td miw={120}>
        <Stack gap={2} align="flex-start">
          <Badge
            color={ID_CARD_STATUS_COLORS[card.status]}
            variant="light"
            style={{ overflow: 'visible' }}
          >
            {tc(`idCardStatuses.${card.status}`)}
          </Badge>
          {isRevoked && card.revokedAt ? (
            <Text size="xs" c="dimmed" maw={150}>
              {tc('idCards.revokedBy', {
                name: card.revokedBy ?? '—',
                when: savedOn(card.revokedAt, timezone),
              })}
            </Text>
          ) : null}
        </Stack>
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconEdit size={14} aria-hidden />}
            onClick={() => onLoad(card)}
            aria-label={t('saved.load', { name })}
          >
            {tc('idCards.load')}
          </Button>
          <Tooltip label={tc('common.delete')} withArrow>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={() => onDelete(card)}
              aria-label={t('saved.delete', { name })}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip
            label={isRevoked ? tc('idCardStatuses.revoked') : tc('idCards.revoke')}
            withArrow
          >
            <ActionIcon
              variant="subtle"
              color="orange"
              onClick={() => onRevoke(card)}
              disabled={isRevoked}
              aria-label={t('saved.revoke', { name })}
            >
              <IconBan size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
