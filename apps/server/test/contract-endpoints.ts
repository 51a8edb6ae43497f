import { absenteeApi } from '@rollcall/contract/absentee';
import { apiTokensApi } from '@rollcall/contract/api-tokens';
import { attendanceApi } from '@rollcall/contract/attendance';
import { auditLogApi } from '@rollcall/contract/audit-log';
import { authApi } from '@rollcall/contract/auth';
import type { EndpointSpec } from '@rollcall/contract/endpoint';
import { gateApi, gateDevicesApi } from '@rollcall/contract/gate';
import { healthApi } from '@rollcall/contract/health';
import { idCardsApi } from '@rollcall/contract/id-cards';
import { interventionsApi } from '@rollcall/contract/interventions';
import { lettersApi, nudgesApi } from '@rollcall/contract/interventions/outreach';
import { mediaApi } from '@rollcall/contract/media';
import { noticesApi } from '@rollcall/contract/notices';
import { privacyApi } from '@rollcall/contract/privacy';
import { profileApi } from '@rollcall/contract/profile';
import { recoveryKeyApi } from '@rollcall/contract/recovery-key';
import { reportsApi } from '@rollcall/contract/reports';
import { rosterApi } from '@rollcall/contract/roster';
import { districtApi, schoolsApi } from '@rollcall/contract/schools';
import { settingsApi } from '@rollcall/contract/settings';
import { ssoApi, ssoProvidersApi } from '@rollcall/contract/sso';
import { studentsApi } from '@rollcall/contract/students';
import { systemApi } from '@rollcall/contract/system';
import { twoFactorApi } from '@rollcall/contract/two-factor';
import { usersApi } from '@rollcall/contract/users';

/** Every endpoint of the contract, as the server must serve it. */
export const CONTRACT_ENDPOINTS: EndpointSpec[] = [
  absenteeApi,
  apiTokensApi,
  attendanceApi,
  auditLogApi,
  authApi,
  gateApi,
  gateDevicesApi,
  healthApi,
  idCardsApi,
  interventionsApi,
  lettersApi,
  mediaApi,
  noticesApi,
  nudgesApi,
  privacyApi,
  profileApi,
  recoveryKeyApi,
  reportsApi,
  rosterApi,
  settingsApi,
  studentsApi,
  systemApi,
  twoFactorApi,
  usersApi,
  schoolsApi,
  districtApi,
  ssoApi,
  ssoProvidersApi,
].flatMap((group) => Object.values(group));

/** An endpoint as "METHOD /path". */
export const endpointKey = (endpoint: EndpointSpec) => `${endpoint.method} ${endpoint.path}`;
