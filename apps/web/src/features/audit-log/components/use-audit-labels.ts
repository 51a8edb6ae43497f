import { useTranslation } from 'react-i18next';
import { fieldName } from '../utils/audit-changes';

/** Codes the contract labels already (their group in the `contract` namespace), by field. */
const CONTRACT_VALUE_LABELS: Readonly<
  Record<string, 'roles' | 'gateModes' | 'languages' | 'attendanceCsv.timeWindows'>
> = {
  role: 'roles',
  mode: 'gateModes',
  guardianLanguage: 'languages',
  defaultLanguage: 'languages',
  language: 'languages',
  timeWindow: 'attendanceCsv.timeWindows',
};

/** Fields whose label the contract holds (the words several screens label with), by field. */
const CONTRACT_FIELD_LABELS: Readonly<
  Record<string, 'common.class' | 'common.status' | 'reports.pdf.school'>
> = {
  class: 'common.class',
  status: 'common.status',
  school: 'reports.pdf.school',
};

/** Fields two records name differently, labelled as the other one. */
const SAME_FIELD_AS: Readonly<Record<string, string>> = {
  _id: 'id',
  avatarUrl: 'photoUrl',
  phoneNumber: 'phone',
  hasLogo: 'logo',
};

/** The label of a key in a group of labels (an i18n object or a contract map), if it has one. */
const labelIn = (labels: unknown, key: string) => {
  if (typeof labels !== 'object' || labels === null) return undefined;
  const label: unknown = (labels as Readonly<Record<string, unknown>>)[key];
  return typeof label === 'string' ? label : undefined;
};

/**
 * The audit log's fields and coded values in the screens' language (the server records the
 * records' own keys and codes: `gracePeriodMinutes`, `teacher`, `true`). A field is labelled as
 * its forms and columns label it (`common.fields`, or the contract's word), or by the audit log's
 * own name for it; a field or code without a label is shown as recorded, its key split into words.
 */
export function useAuditLabels() {
  const { t } = useTranslation('audit-log');
  const { t: tCommon } = useTranslation();
  const { t: tc } = useTranslation('contract');
  const ownFields: unknown = t('fields', { returnObjects: true });
  const sharedFields: unknown = tCommon('fields', { returnObjects: true });
  const codes: Readonly<Record<string, unknown>> = {
    status: tc('attendanceCsv.statuses', { returnObjects: true }),
    gender: tCommon('genders', { returnObjects: true }),
    guardianRelation: tCommon('guardianRelations', { returnObjects: true }),
  };

  const labelOf = (part: string) => {
    const contractKey = CONTRACT_FIELD_LABELS[part];
    if (contractKey) return tc(contractKey);
    const name = SAME_FIELD_AS[part] ?? part;
    return labelIn(ownFields, name) ?? labelIn(sharedFields, name);
  };
  const field = (path: string[]) => fieldName(path, labelOf);
  const value = (raw: unknown, path: string[]): unknown => {
    if (typeof raw === 'boolean') return raw ? tc('reports.pdf.yes') : tc('reports.pdf.no');
    if (typeof raw !== 'string') return raw;
    const key = path.at(-1) ?? '';
    const contractGroup = CONTRACT_VALUE_LABELS[key];
    const contractLabel = contractGroup && labelIn(tc(contractGroup, { returnObjects: true }), raw);
    return contractLabel ?? labelIn(codes[key], raw) ?? raw;
  };
  return { field, value };
}
