import { Flex, Stack } from '@mantine/core';
import {
  ID_CARDS_LIST_AFTER_BATCH_LIMIT,
  ID_CARDS_LIST_DEFAULT_LIMIT,
  ID_CARD_PREVIEW,
  type IdCardSettings,
} from '@rollcall/contract/id-cards';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { getStudentQrQueryOptions, useStudentQr } from '@/lib/student-qr';
import { useIdCards } from '../api/get-id-cards';
import { BatchButton, BatchProgressBar } from './batch-controls';
import { CardActionsPanel } from './card-actions-panel';
import { CardPreview } from './card-preview';
import { CardSettingsPanel } from './card-settings-panel';
import { SavedCardsPanel } from './saved-cards-panel';
import { StudentSelectionPanel } from './student-selection-panel';
import { useBatchGeneration } from './use-batch-generation';
import { useCardActions } from './use-card-actions';
import { useCardSettings } from './use-card-settings';
import { useSavedCardActions } from './use-saved-card-actions';
import { useStudentSelection } from './use-student-selection';

/** The 650 px card, the panel's padding (md) and its border. */
const PREVIEW_PANEL_WIDTH = ID_CARD_PREVIEW.width + 2 * 16 + 2;

/** The ID Card Generator of spec §2 (admins only; the route checks). */
export function IdCardGenerator() {
  const { t } = useTranslation('id-cards');
  const { t: tc } = useTranslation('contract');
  const queryClient = useQueryClient();
  const selection = useStudentSelection();
  const { settings, update, loadFrom } = useCardSettings();
  const student = selection.selected;
  // Spec §4: fetched only while the card includes a QR (off clears it, on makes it again).
  const qr = useStudentQr(student?._id, { isEnabled: settings.includeQR });
  const cardRef = useRef<HTMLDivElement>(null);
  const [listLimit, setListLimit] = useState(ID_CARDS_LIST_DEFAULT_LIMIT);
  const cards = useIdCards(listLimit);
  const batch = useBatchGeneration({
    onStarted: () => setListLimit(ID_CARDS_LIST_AFTER_BATCH_LIMIT),
  });
  const actions = useCardActions({
    student,
    settings,
    qr,
    cardRef,
    onIncludeQr: () => update({ includeQR: true }),
  });
  /** Spec §4: turning the QR off clears it; turning it on makes it again (a fresh fetch). */
  const changeSettings = (patch: Partial<IdCardSettings>) => {
    if (patch.includeQR === false && student) {
      queryClient.removeQueries({ queryKey: getStudentQrQueryOptions(student._id).queryKey });
    }
    update(patch);
  };
  const savedCardHandlers = useSavedCardActions({
    onShowStudent: selection.show,
    onLoadSettings: loadFrom,
  });
  const qrPlaceholder = qr.isError ? tc('idCards.qrFailed') : t('preview.qrLoading');

  return (
    <>
      <PageHeader
        title={tc('idCards.title')}
        subtitle={t('subtitle')}
        actions={
          <BatchButton
            batch={batch}
            cardClass={selection.cardClass}
            students={selection.cardClass ? selection.students.data?.students : undefined}
            settings={settings}
          />
        }
      />
      <BatchProgressBar batch={batch} />
      <Stack gap="md">
        {/* The preview sits above the settings, so each change shows beside its control. */}
        <Flex direction={{ base: 'column', lg: 'row' }} gap="md" align="flex-start">
          <Stack gap="md" w={{ base: '100%', lg: PREVIEW_PANEL_WIDTH }} style={{ flexShrink: 0 }}>
            <CardPreview
              student={student}
              settings={settings}
              qr={{ data: qr.data?.qrCodeData, placeholder: qrPlaceholder }}
              cardRef={cardRef}
            />
            <CardSettingsPanel settings={settings} onChange={changeSettings} />
          </Stack>
          <Stack gap="md" w="100%" miw={0} style={{ flex: 1 }}>
            <StudentSelectionPanel selection={selection} />
            <CardActionsPanel actions={actions} isDisabled={!student} />
          </Stack>
        </Flex>
        <SavedCardsPanel list={cards.data} error={cards.error} {...savedCardHandlers} />
      </Stack>
    </>
  );
}
