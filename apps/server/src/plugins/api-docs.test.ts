import { expect, test } from 'vitest';
import { absenteeApi } from '@rollcall/contract/absentee';
import { apiTokensApi } from '@rollcall/contract/api-tokens';
import { attendanceApi } from '@rollcall/contract/attendance';
import { auditLogApi } from '@rollcall/contract/audit-log';
import { authApi } from '@rollcall/contract/auth';
import { API_PREFIX, tagOf, type EndpointSpec } from '@rollcall/contract/endpoint';
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
import { settingsApi } from '@rollcall/contract/settings';
import { studentsApi } from '@rollcall/contract/students';
import { twoFactorApi } from '@rollcall/contract/two-factor';
import { systemApi } from '@rollcall/contract/system';
import { usersApi } from '@rollcall/contract/users';
import { SCHOOL_ID_HEADER, schoolsApi } from '@rollcall/contract/schools';
import { buildApp } from '../app.js';
import { loadConfig } from '../config/env.js';
import { useTestApp } from '../../test/test-app.js';

const endpoints: EndpointSpec[] = [
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
].flatMap((group) => Object.values(group));

const { t } = useTestApp();

test('every contract endpoint is served and documented with its schemas, and nothing else', async () => {
  const spec = (await t.app.inject({ method: 'GET', url: `${API_PREFIX}/docs/json` })).json();
  for (const endpoint of endpoints) {
    const name = `${endpoint.method} ${endpoint.path}`;
    const openApiPath = API_PREFIX + endpoint.path.replace(/:(\w+)/g, '{$1}');
    const operation = spec.paths[openApiPath]?.[endpoint.method.toLowerCase()];
    if (endpoint.isHidden) {
      expect(operation, name).toBeUndefined();
      continue;
    }
    expect(operation, name).toBeDefined();
    expect(operation.tags, name).toEqual([tagOf(endpoint)]);
    expect(operation.parameters, name).toContainEqual(
      expect.objectContaining({ name: SCHOOL_ID_HEADER, in: 'header', required: false }),
    );
    if (endpoint.params) {
      expect(
        operation.parameters.filter((p: { in: string }) => p.in === 'path'),
        name,
      ).not.toEqual([]);
    }
    if (endpoint.body) {
      expect(operation.requestBody.content['application/json'].schema, name).toBeDefined();
    }
    if (endpoint.response !== 'file') {
      const reply = operation.responses[endpoint.status ?? 200].content['application/json'];
      expect(reply.schema.properties.data, name).toBeDefined();
    }
  }
  const operations = Object.values(spec.paths).flatMap((methods) => Object.keys(methods as object));
  expect(operations).toHaveLength(endpoints.filter((endpoint) => !endpoint.isHidden).length);
});

test('the API docs can be turned off (API_DOCS=off; off by default in production)', async () => {
  const withoutDocs = await buildApp({
    config: {
      jwtSecret: undefined,
      logLevel: 'silent',
      webDistDir: '/nonexistent',
      apiDocs: false,
    },
    database: t.database,
  });
  try {
    for (const url of [`${API_PREFIX}/docs`, `${API_PREFIX}/docs/json`]) {
      expect((await withoutDocs.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  } finally {
    await withoutDocs.close();
  }
  expect(loadConfig({}).apiDocs).toBe(true);
  expect(loadConfig({ NODE_ENV: 'production' }).apiDocs).toBe(false);
  expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'on' }).apiDocs).toBe(true);
});
