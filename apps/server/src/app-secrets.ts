import type { FastifyInstance } from 'fastify';
import type { Config } from './config/env.js';
import type { Db } from './db/client.js';
import { isNewInstallation, type AdoptedSecrets } from './features/system/new-installation.js';
import { getOrCreateSecret } from './shared/secrets.js';
import { jwtKeyFrom } from './shared/tokens.js';
import { twoFactorKeysFrom } from './shared/two-factor-crypto.js';

/**
 * The installation's keys, each from the environment when it gives one, else generated once and
 * kept in app_secrets; and what follows a restore of another installation's backup (issue 40).
 */
export async function decorateInstallationSecrets(
  app: FastifyInstance,
  db: Db,
  config: Partial<Pick<Config, 'jwtSecret' | 'qrSecret' | 'twoFactorKey'>>,
) {
  const jwtSecret = config.jwtSecret ?? (await getOrCreateSecret(db, 'jwt'));
  app.decorate('jwtKey', await jwtKeyFrom(jwtSecret));
  app.decorate('qrSecret', config.qrSecret ?? (await getOrCreateSecret(db, 'qr')));
  app.decorate(
    'twoFactorKeys',
    twoFactorKeysFrom(config.twoFactorKey ?? (await getOrCreateSecret(db, 'two-factor'))),
  );
  // The copies in use follow the secrets a restore took on, unless the environment gives them
  // (then the environment stands).
  app.decorate('adoptSecrets', (adopted: AdoptedSecrets) => {
    if (adopted.qr && !config.qrSecret) app.qrSecret = adopted.qr;
    if (adopted.twoFactor && !config.twoFactorKey) {
      Object.assign(app.twoFactorKeys, twoFactorKeysFrom(adopted.twoFactor));
    }
  });
  app.decorate('isNewInstallation', () => isNewInstallation(db));
}
