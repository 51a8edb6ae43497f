import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
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
      <Table.Td>{card.studentNumber}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {card.class}-{card.section}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{ID_CARD_TEMPLATE_LABELS[card.template]}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <time dateTime={card.generatedAt}>{savedOn(card.generatedAt)}</time>
      </Table.Td>
      <Table.Td>
        <Stack gap={2} align="flex-start">
          <Badge color={ID_CARD_STATUS_COLORS[card.status]} variant="light">
            {ID_CARD_STATUS_LABELS[card.status]}
          </Badge>
          {isRevoked && card.revokedAt ? (
            <Text size="xs" c="dimmed" maw={200}>
              {M.revokedBy(card.revokedBy ?? '—', savedOn(card.revokedAt))}
            </Text>
          ) : null}
        </Stack>
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconEdit size={14} aria-hidden />}
            onClick={() => onLoad(card)}
            aria-label={`${M.load} card of ${card.studentName}`}
          >
            {M.load}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={() => onDelete(card)}
            aria-label={`${M.delete} card of ${card.studentName}`}
          >
            {M.delete}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="orange"
            leftSection={<IconBan size={14} aria-hidden />}
            onClick={() => onRevoke(card)}
            disabled={isRevoked}
            aria-label={`${M.revoke} card of ${card.studentName}`}
          >
            {M.revoke}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
