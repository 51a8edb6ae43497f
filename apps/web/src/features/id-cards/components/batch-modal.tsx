import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import {
  ID_CARD_LAYOUTS,
  IdCardLayoutSchema,
  type IdCardLayout,
} from '@rollcall/contract/id-cards';
import { SECTIONS, type Student } from '@rollcall/contract/students';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation(['id-cards', 'common']);
  const { t: tc } = useTranslation('contract');
  const [section, setSection] = useState<Section | undefined>();
  const [layout, setLayout] = useState<IdCardLayout>('card');
  const count = section
    ? students.filter((student) => student.section === section).length
    : students.length;
  const sectionData = [
    { value: '', label: t('common:filters.allSections') },
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
    <Modal opened={isOpen} onClose={onCancel} title={tc('idCards.generateBatch')} size="md">
      <Stack gap="md">
        <Select
          label={t('common:fields.section')}
          data={sectionData}
          value={section ?? ''}
          onChange={(value) => setSection(SECTIONS.find((s) => s === value))}
        />
        <Select
          label={tc('idCards.layout')}
          data={ID_CARD_LAYOUTS.map((value) => ({
            value,
            label: tc(`idCardLayouts.${value}`),
          }))}
          value={layout}
          onChange={(value) => {
            const parsed = IdCardLayoutSchema.safeParse(value);
            if (parsed.success) setLayout(parsed.data);
          }}
        />
        <Text size="sm" role="status">
          {count === 0
            ? tc('errors.BATCH_EMPTY')
            : tc('idCards.batchConfirm', { count, class: groupName })}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('common:cancel')}
          </Button>
          <Button disabled={count === 0} onClick={() => onConfirm({ section, layout })}>
            {tc('idCards.generateBatch')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
