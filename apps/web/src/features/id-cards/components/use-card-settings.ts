import {
  IdCardSettingsBodySchema,
  type IdCard,
  type IdCardSettings,
} from '@rollcall/contract/id-cards';
import type { SchoolInfo } from '@rollcall/contract/settings';
import { useState } from 'react';
import { useSchoolInfo } from '@/lib/school-info';

/** Spec §3's defaults; the school's texts come from the school's own settings. */
const defaultSettings = (): IdCardSettings => ({
  ...IdCardSettingsBodySchema.parse({}),
  schoolName: '',
  schoolAddress: '',
  schoolPhone: '',
  schoolWebsite: '',
});

const schoolTexts = (school: SchoolInfo) => ({
  schoolName: school.schoolName,
  schoolAddress: school.address,
  schoolPhone: school.phone,
  schoolWebsite: school.website,
});

/**
 * The card settings being edited. The school's name, address, phone and website start as the
 * school's settings (filled in once they arrive, unless someone typed first).
 */
export function useCardSettings() {
  const school = useSchoolInfo();
  const [settings, setSettings] = useState(defaultSettings);
  const [filledFrom, setFilledFrom] = useState<SchoolInfo | undefined>();
  if (school.data && filledFrom !== school.data) {
    setFilledFrom(school.data);
    const texts = schoolTexts(school.data);
    setSettings((current) => ({
      ...current,
      schoolName: current.schoolName || texts.schoolName,
      schoolAddress: current.schoolAddress || texts.schoolAddress,
      schoolPhone: current.schoolPhone || texts.schoolPhone,
      schoolWebsite: current.schoolWebsite || texts.schoolWebsite,
    }));
  }

  const update = (patch: Partial<IdCardSettings>) =>
    setSettings((current) => ({ ...current, ...patch }));
  /** Load: the saved card's settings, as it was generated. */
  const loadFrom = (card: IdCard) => setSettings({ ...card.settings });
  return { settings, update, loadFrom };
}
