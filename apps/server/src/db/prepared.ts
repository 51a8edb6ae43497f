import pg from 'pg';

/**
 * SQL for a hot path, written once: each pooled connection parses and plans it once (a named
 * statement) and then only binds values, where a query builder would assemble the text on every
 * call and the database would parse it again.
 */
export type PreparedQuery<Row extends pg.QueryResultRow> = {
  readonly name: string;
  readonly text: string;
  /** Only carries the row type. */
  readonly row?: Row;
};

export const preparedQuery = <Row extends pg.QueryResultRow>(
  name: string,
  text: string,
): PreparedQuery<Row> => ({ name, text });

const connectionNumbers = new WeakMap<pg.PoolClient, number>();
let nextConnectionNumber = 1;

function connectionNumberOf(client: pg.PoolClient): number {
  let number = connectionNumbers.get(client);
  if (number === undefined) {
    number = nextConnectionNumber++;
    connectionNumbers.set(client, number);
  }
  return number;
}

/**
 * Runs a prepared query on one pooled connection. The statement's name carries the connection's
 * number because on the embedded database every socket connection shares one PGlite session,
 * where a second connection preparing the same name would fail. An error from the database
 * (a constraint, a bad value) leaves the connection usable, so only other errors discard it: each
 * connection replaced would leave its statements behind in that shared session.
 */
export async function runPrepared<Row extends pg.QueryResultRow>(
  pool: pg.Pool,
  query: PreparedQuery<Row>,
  values: unknown[],
): Promise<Row[]> {
  const client = await pool.connect();
  try {
    const result = await client.query<Row>({
      name: `${query.name}_${connectionNumberOf(client)}`,
      text: query.text,
      values,
    });
    client.release();
    return result.rows;
  } catch (error) {
    client.release(error instanceof pg.DatabaseError ? undefined : true);
    throw error;
  }
}
