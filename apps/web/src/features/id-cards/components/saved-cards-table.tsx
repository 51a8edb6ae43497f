import { ActionIcon, Badge, Button, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import {
  ID_CARD_MESSAGES as M,
  ID_CARD_STATUS_COLORS,
  ID_CARD_STATUS_LABELS,
  ID_CARD_TEMPLATE_LABELS,
  type IdCard,
} from '@rollcall/contract/id-cards';
import { IconBan, IconEdit, IconTrash } from '@tabler/icons-react';
import dayjs from 'dayjs';

export type SavedCardHandlers = {
  onLoad: (card: IdCard) => void;
  onDelete: (card: IdCard) => void;
  onRevoke: (card: IdCard) => void;
};

const savedOn = (iso: string) => dayjs(iso).format('MMM D, YYYY h:mm A');

/** Spec §2: Student, ID Number, Class, Template, Saved On, Actions; plus the card's status. */
export function SavedCardsTable({ cards, ...handlers }: { cards: IdCard[] } & SavedCardHandlers) {
  const c = M.columns;
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table fz="sm" verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{c.student}</Table.Th>
            <Table.Th>{c.idNumber}</Table.Th>
            <Table.Th>{c.class}</Table.Th>
            <Table.Th>{c.template}</Table.Th>
            <Table.Th>{c.savedOn}</Table.Th>
            <Table.Th>{c.status}</Table.Th>
            <Table.Th>{c.actions}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cards.map((card) => (
            <SavedCardRow key={card.id} card={card} {...handlers} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function SavedCardRow({ card, onLoad, onDelete, onRevoke }: { card: IdCard } & SavedCardHandlers) {
  const isRevoked = card.status === 'revoked';
  const of = `card of ${card.studentName}`;
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={600}>
          {card.studentName}
        </Text>
        <Text size="xs" c="dimmed">
          by {card.generatedBy}
          {card.batchId ? ' · batch' : ''}
        </Text>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{card.studentNumber}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {card.class}-{card.section}
      </Table.Td>
      <Table.Td>{ID_CARD_TEMPLATE_LABELS[card.template]}</Table.Td>
      <Table.Td>
        <time dateTime={card.generatedAt} style={{ whiteSpace: 'nowrap' }}>
          {dayjs(card.generatedAt).format('MMM D, YYYY')}
          <br />
          {dayjs(card.generatedAt).format('h:mm A')}
        </time>
      </Table.Td>
      <Table.Td miw={120}>
        <Stack gap={2} align="flex-start">
          <Badge
            color={ID_CARD_STATUS_COLORS[card.status]}
            variant="light"
            style={{ overflow: 'visible' }}
          >
            {ID_CARD_STATUS_LABELS[card.status]}
          </Badge>
          {isRevoked && card.revokedAt ? (
            <Text size="xs" c="dimmed" maw={150}>
              {M.revokedBy(card.revokedBy ?? '—', savedOn(card.revokedAt))}
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
            aria-label={`${M.load} ${of}`}
          >
            {M.load}
          </Button>
          <Tooltip label={M.delete} withArrow>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={() => onDelete(card)}
              aria-label={`${M.delete} ${of}`}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={isRevoked ? ID_CARD_STATUS_LABELS.revoked : M.revoke} withArrow>
            <ActionIcon
              variant="subtle"
              color="orange"
              onClick={() => onRevoke(card)}
              disabled={isRevoked}
              aria-label={`${M.revoke} ${of}`}
            >
              <IconBan size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
