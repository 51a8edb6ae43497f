import { sql, type SQL } from 'drizzle-orm';
import { ATTENDANCE_BANDS } from '@rollcall/contract/reports';

/**
 * The contract's band of a rate (`bandOf`), in SQL: the rate as the contract computes it (a double,
 * attended ÷ enrolled × 100), so a rate at a band's edge falls where it falls on screen.
 */
export function bandOfSql(attended: SQL, enrolled: SQL): SQL {
  const rate = sql`(${attended}::float8 / ${enrolled}) * 100`;
  const last = ATTENDANCE_BANDS.at(-1)?.band ?? 'Very Poor';
  const cases = ATTENDANCE_BANDS.map(
    ({ band, min }) => sql`when ${rate} >= ${sql.raw(String(min))} then ${band}::text`,
  );
  return sql`case ${sql.join(cases, sql` `)} else ${last}::text end`;
}
