import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { strToU8, zipSync } from 'fflate';

// The server package's folder, from src/bench and from dist/bench alike.
const SMALL = fileURLToPath(new URL('../../src/features/roster/fixtures/small/', import.meta.url));

/** The hand-written OneRoster 1.2 export (src/features/roster/fixtures/small), file by file. */
export function smallExport(): Record<string, string> {
  return Object.fromEntries(
    readdirSync(SMALL).map((name) => [name, readFileSync(`${SMALL}${name}`, 'utf8')]),
  );
}

/** The files zipped with a real zip library, as an SIS delivers them (in a folder, deflated). */
export const zipOf = (files: Record<string, string | Uint8Array>, folder = 'oneroster/') =>
  Buffer.from(
    zipSync(
      Object.fromEntries(
        Object.entries(files).map(([name, content]) => [
          `${folder}${name}`,
          typeof content === 'string' ? strToU8(content) : content,
        ]),
      ),
    ),
  );

/**
 * An export of `count` students in grades 9–12 (sourcedIds s0…, Student IDs L0…), each with a
 * parent whose phone ends in the student's number after `phonePrefix`. Used by the API tests and
 * by the roster bench (`npm run bench -- --roster`).
 */
export function generatedExport(
  count: number,
  {
    familyPrefix = 'Family',
    phonePrefix = '+1 555 ',
    status = () => '',
  }: {
    familyPrefix?: string;
    phonePrefix?: string;
    /** The status of student i's row ('' or 'tobedeleted'). */
    status?: (i: number) => string;
  } = {},
) {
  const small = smallExport();
  const [usersHeader] = (small['users.csv'] ?? '').split('\n');
  const [rolesHeader] = (small['roles.csv'] ?? '').split('\n');
  const users = [usersHeader];
  const roles = [rolesHeader];
  for (let i = 0; i < count; i += 1) {
    const grade = String(9 + (i % 4)).padStart(2, '0');
    const phone = `${phonePrefix}${String(i).padStart(5, '0')}`;
    users.push(
      `s${i},${status(i)},2026-08-01,true,,,Given${i},${familyPrefix}${i},,L${i},,,,p${i},${grade},,,,,,,school-1,,`,
      `p${i},,2026-08-01,true,,,Parent${i},Family${i},,,,,${phone},s${i},,,,,,,,district-1,,`,
    );
    roles.push(
      `rs${i},,2026-08-01,s${i},primary,student,,,school-1,`,
      `rp${i},,2026-08-01,p${i},primary,parent,,,district-1,`,
    );
  }
  return zipOf({
    'manifest.csv': small['manifest.csv'] ?? '',
    'orgs.csv': small['orgs.csv'] ?? '',
    'users.csv': users.join('\n'),
    'roles.csv': roles.join('\n'),
  });
}
