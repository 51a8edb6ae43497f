import { useTranslation } from 'react-i18next';
import { fieldName } from '../utils/audit-changes';

/** Codes the contract labels already (their group in the `contract` namespace), by field. */
const CONTRACT_VALUE_LABELS: Readonly<Record<string, 'roles' | 'gateModes' | 'languages'>> = {
  role: 'roles',
  mode: 'gateModes',
  guardianLanguage: 'languages',
  defaultLanguage: 'languages',
  language: 'languages',
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
  const { t: tCommon } = useTranslation();
  const { t: tc } = useTranslation('contract');
  const fields: unknown = t('fields', { returnObjects: true });
  const codes: Readonly<Record<string, unknown>> = {
    status: tCommon('attendanceStatus', { returnObjects: true }),
    ...t('values', { returnObjects: true }),
  };

  const field = (path: string[]) => fieldName(path, (part) => labelIn(fields, part));
  const value = (raw: unknown, path: string[]): unknown => {
    if (typeof raw === 'boolean') return raw ? t('values.yes') : t('values.no');
    if (typeof raw !== 'string') return raw;
    const key = path.at(-1) ?? '';
    const contractGroup = CONTRACT_VALUE_LABELS[key];
    const contractLabel = contractGroup && labelIn(tc(contractGroup, { returnObjects: true }), raw);
    return contractLabel ?? labelIn(codes[key], raw) ?? raw;
  };
  return { field, value };
}
