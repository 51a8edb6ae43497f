import { Center, Paper, Stack, Text } from '@mantine/core';
import { ID_CARD_PREVIEW, type IdCardSettings } from '@rollcall/contract/id-cards';
import type { Student } from '@rollcall/contract/students';
import { IconId } from '@tabler/icons-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardQr } from '@/components/id-card/card-qr';
import { IdCard } from '@/components/id-card/id-card';
import { ScaledCardFrame } from '@/components/id-card/scaled-card-frame';

type CardPreviewProps = {
  student: Student | undefined;
  settings: IdCardSettings;
  qr: CardQr;
  cardRef: Ref<HTMLDivElement>;
};

const { width: CARD_W, height: CARD_H } = ID_CARD_PREVIEW;

/**
 * Spec §2: the 650 × 400 preview, or its placeholder until a student is chosen. A narrower screen
 * sees it scaled down whole; print and image export copy the card itself, at full size.
 */
export function CardPreview({ student, settings, qr, cardRef }: CardPreviewProps) {
  const { t } = useTranslation('id-cards');
  const { t: tc } = useTranslation('contract');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('preview.label')}>
      <ScaledCardFrame width={CARD_W} height={CARD_H}>
        {student ? (
          <IdCard
            ref={cardRef}
            student={student}
            design={{ template: 'generator', settings }}
            qr={qr}
          />
        ) : (
          <Center
            // In px, as the card and its frame are: Mantine's numbers are rem, which grow with the
            // reader's text size and pushed the placeholder out of its frame over the settings.
            style={{
              width: CARD_W,
              height: CARD_H,
              border: '2px dashed var(--mantine-color-gray-4)',
              borderRadius: 16,
            }}
            bg="white"
          >
            <Stack align="center" gap="xs">
              <IconId size={56} stroke={1.2} color="var(--mantine-color-gray-5)" aria-hidden />
              <Text c="dimmed" size="lg">
                {tc('idCards.previewPlaceholder')}
              </Text>
            </Stack>
          </Center>
        )}
      </ScaledCardFrame>
    </Paper>
  );
}
