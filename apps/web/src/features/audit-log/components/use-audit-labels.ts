import { GATE_MODE_LABELS } from '@rollcall/contract/gate';
import { LANGUAGE_LABELS } from '@rollcall/contract/languages';
import { ROLE_LABELS } from '@rollcall/contract/roles';
import { useTranslation } from 'react-i18next';
import { useTranslateText } from '@/i18n/language';
import { fieldName } from '../utils/audit-changes';

/** Codes the contract labels already, by the field that records them. */
const CONTRACT_VALUE_LABELS: Record<string, Readonly<Record<string, string>>> = {
  role: ROLE_LABELS,
  mode: GATE_MODE_LABELS,
  guardianLanguage: LANGUAGE_LABELS,
  defaultLanguage: LANGUAGE_LABELS,
  language: LANGUAGE_LABELS,
};

/** The label of a key in a group of labels (an i18n object or a contract map), if it has one. */
const labelIn = (labels: unknown, key: string) => {
  if (typeof labels !== 'object' || labels === null) return undefined;
  const label: unknown = (labels as Readonly<Record<string, unknown>>)[key];
  return typeof label === 'string' ? label : undefined;
};

/**
 * The audit log's fields and coded values in the screens' language (the server records the
 * records' own keys and codes: `gracePeriodMinutes`, `teacher`, `true`). A field or code without a
 * label is shown as recorded, its key split into words.
 */
export function useAuditLabels() {
  const { t } = useTranslation('audit-log');
  const { t: tc } = useTranslation();
  const tx = useTranslateText();
  const fields: unknown = t('fields', { returnObjects: true });
  const codes: Readonly<Record<string, unknown>> = {
    status: tc('attendanceStatus', { returnObjects: true }),
    ...t('values', { returnObjects: true }),
  };

  const field = (path: string[]) => fieldName(path, (part) => labelIn(fields, part));
  const value = (raw: unknown, path: string[]): unknown => {
    if (typeof raw === 'boolean') return raw ? t('values.yes') : t('values.no');
    if (typeof raw !== 'string') return raw;
    const key = path.at(-1) ?? '';
    const contractLabel = labelIn(CONTRACT_VALUE_LABELS[key], raw);
    if (contractLabel) return tx(contractLabel);
    return labelIn(codes[key], raw) ?? raw;
  };
  return { field, value };
}
