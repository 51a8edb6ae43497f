import { expect, test } from 'vitest';
import { RECOVERY_MESSAGES } from '@rollcall/contract/recovery-key';
import { newPassphraseStretch, passphraseKek } from './backup-keys.js';
import { openSealedBackup, sealBackup } from './backup-sealed.js';

const CONTENT = { tables: [{ name: 'students', columns: ['id'], rows: [{ id: 'a' }] }] };
const elsewhere = { key: 'another-installation-key', installationId: 'new', schemaVersion: 99 };

test('a backup sealed with a passphrase opens elsewhere with it, and not with another', async () => {
  const stretch = newPassphraseStretch();
  const file = await sealBackup(
    {
      backupSecret: 'this-installation-key',
      passphrase: { kek: await passphraseKek('correct horse battery', stretch), stretch },
    },
    {
      schemaVersion: 1,
      installationId: 'old',
      createdAt: new Date().toISOString(),
      school: { name: 'Lincoln' },
    },
    { rowCounts: { students: 1 }, secrets: { qr: 'qr-secret' } },
    JSON.stringify(CONTENT),
  );
  const opened = await openSealedBackup(file, elsewhere, { passphrase: 'correct horse battery' });
  expect(opened).toMatchObject({ content: CONTENT, secrets: { qr: 'qr-secret' }, isForeign: true });
  await expect(
    openSealedBackup(file, elsewhere, { passphrase: 'wrong horse battery' }),
  ).rejects.toMatchObject({ code: 'BACKUP_REFUSED', message: RECOVERY_MESSAGES.passphraseWrong });
});
