import {
  ID_CARD_IMAGE_SCALE,
  ID_CARD_PREVIEW,
  ID_CARD_PRINT,
  idCardImageFileName,
  type IdCardSettings,
} from '@rollcall/contract/id-cards';
import type { Student } from '@rollcall/contract/students';
import type { UseQueryResult } from '@tanstack/react-query';
import { toBlob } from 'html-to-image';
import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/components/ui/notify';
import { errorMessage } from '@/lib/api-error';
import { downloadBlob } from '@/lib/download-file';
import { printCard } from '@/lib/print-card';
import { useSaveIdCard } from '../api/save-id-card';

type CardActionsInput = {
  student: Student | undefined;
  settings: IdCardSettings;
  /** The student's QR while the card includes one. */
  qr: UseQueryResult<unknown>;
  cardRef: RefObject<HTMLDivElement | null>;
  onIncludeQr: () => void;
};

/** Spec §2's Actions: each needs a chosen student (spec §5), and says how it went (spec §8). */
export function useCardActions({ student, settings, qr, cardRef, onIncludeQr }: CardActionsInput) {
  const { t } = useTranslation(['id-cards', 'common']);
  const { t: tc } = useTranslation('contract');
  const save = useSaveIdCard();
  const [isExporting, setIsExporting] = useState(false);

  /** The card element once it shows everything (the QR included), else why not. */
  const readyCard = (): HTMLDivElement | undefined => {
    if (!student) {
      notifyError(tc('idCards.selectStudentFirst'));
      return undefined;
    }
    if (!cardRef.current) {
      notifyError(tc('idCards.previewNotFound'));
      return undefined;
    }
    if (settings.includeQR && !qr.data) {
      notifyError(tc('idCards.cardNotReady'));
      return undefined;
    }
    return cardRef.current;
  };

  const generatePreview = async () => {
    if (!student) return notifyError(tc('idCards.selectStudentFirst'));
    const result = settings.includeQR ? await qr.refetch() : undefined;
    if (result?.isError) return notifyError(tc('idCards.previewFailed'));
    notifySuccess(tc('idCards.previewGenerated'));
  };

  const generateQr = async () => {
    if (!student) return notifyError(tc('idCards.selectStudentFirst'));
    if (!settings.includeQR) return onIncludeQr(); // turning it on fetches it (spec §4)
    const result = await qr.refetch();
    if (result.isError) return notifyError(errorMessage(result.error, tc('idCards.qrFailed')));
    notifySuccess(tc('idCards.qrGenerated'));
  };

  const print = () => {
    const card = readyCard();
    if (!card || !student) return;
    const { cardWidthMm, cardHeightMm, marginMm } = ID_CARD_PRINT;
    const isOpened = printCard(
      card,
      t('common:card.printTitle', { studentId: student.studentId }),
      {
        cardWidthPx: ID_CARD_PREVIEW.width,
        cardHeightPx: ID_CARD_PREVIEW.height,
        width: cardWidthMm,
        height: cardHeightMm,
        margin: marginMm,
        unit: 'mm',
      },
    );
    if (isOpened) notifySuccess(tc('idCards.printed'));
    else notifyError(t('actions.popupBlocked', { reason: tc('idCards.printFailed') }));
  };

  const saveCard = () => {
    if (!student) return notifyError(tc('idCards.selectStudentFirst'));
    save.mutate(
      { studentId: student._id, settings },
      {
        onSuccess: () => notifySuccess(tc('idCards.saved')),
        onError: (error) => notifyError(errorMessage(error, tc('idCards.saveFailed'))),
      },
    );
  };

  const saveImage = async () => {
    const card = readyCard();
    if (!card || !student) return;
    setIsExporting(true);
    try {
      const blob = await toBlob(card, {
        width: ID_CARD_PREVIEW.width,
        height: ID_CARD_PREVIEW.height,
        pixelRatio: ID_CARD_IMAGE_SCALE,
        skipFonts: true,
      });
      if (!blob) throw new Error('The card could not be drawn');
      const studentName = `${student.firstName} ${student.lastName}`;
      downloadBlob(
        blob,
        idCardImageFileName({ ...student, studentName, studentNumber: student.studentId }),
      );
      notifySuccess(tc('idCards.imageSaved'));
    } catch {
      notifyError(tc('idCards.imageFailed'));
    } finally {
      setIsExporting(false);
    }
  };

  return {
    generatePreview: () => void generatePreview(),
    generateQr: () => void generateQr(),
    print,
    saveCard,
    saveImage: () => void saveImage(),
    isSaving: save.isPending,
    isExporting,
    isQrLoading: qr.isFetching,
  };
}
