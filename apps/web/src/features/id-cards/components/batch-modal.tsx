import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import {
  ID_CARD_LAYOUT_LABELS,
  ID_CARD_LAYOUTS,
  ID_CARD_MESSAGES as M,
  IdCardLayoutSchema,
  type IdCardLayout,
} from '@rollcall/contract/id-cards';
import { SECTIONS, type Student } from '@rollcall/contract/students';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslateText } from '@/i18n/language';

type Section = (typeof SECTIONS)[number];

type BatchModalProps = {
  isOpen: boolean;
  className: string;
  /** The class's students, to count them (per section when one is chosen). */
  students: Student[];
  onCancel: () => void;
  onConfirm: (choice: { section: Section | undefined; layout: IdCardLayout }) => void;
};

/** Spec §5: the confirmation states the count and the class and warns that it may take a while. */
export function BatchModal({ isOpen, className, students, onCancel, onConfirm }: BatchModalProps) {
  const { t } = useTranslation('id-cards');
  const tx = useTranslateText();
  const [section, setSection] = useState<Section | undefined>();
  const [layout, setLayout] = useState<IdCardLayout>('card');
  const count = section
    ? students.filter((student) => student.section === section).length
    : students.length;
  const sectionData = [
    { value: '', label: t('batch.allSections') },
    ...SECTIONS.map((value) => ({
      value,
      label: t('batch.sectionOption', {
        section: value,
        count: students.filter((s) => s.section === value).length,
      }),
    })),
  ];
  const groupName = section ? `${className} ${section}` : className;

  return (
    <Modal opened={isOpen} onClose={onCancel} title={tx(M.generateBatch)} size="md">
      <Stack gap="md">
        <Select
          label={t('batch.section')}
          data={sectionData}
          value={section ?? ''}
          onChange={(value) => setSection(SECTIONS.find((s) => s === value))}
          allowDeselect={false}
        />
        <Select
          label={tx(M.layout)}
          data={ID_CARD_LAYOUTS.map((value) => ({
            value,
            label: tx(ID_CARD_LAYOUT_LABELS[value]),
          }))}
          value={layout}
          onChange={(value) => {
            const parsed = IdCardLayoutSchema.safeParse(value);
            if (parsed.success) setLayout(parsed.data);
          }}
          allowDeselect={false}
        />
        <Text size="sm" role="status">
          {tx(count === 0 ? M.noStudentsInClass : M.batchConfirm(count, groupName))}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('batch.cancel')}
          </Button>
          <Button disabled={count === 0} onClick={() => onConfirm({ section, layout })}>
            {tx(M.generateBatch)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
