import type { ApiLogRow } from '@yym/contract';
import type { Database } from './db.ts';
import { sql } from './sql.ts';

/** One line of the operation log (blade_log_api) as the route writes it: the listed row's fields, and whose it is. */
export type OpLogLine = Pick<
  ApiLogRow,
  'title' | 'method' | 'requestUri' | 'route' | 'remoteIp' | 'userAgent' | 'timeMs' | 'outcomeCode' | 'outcomeMsg'
> & { tenantId: string; userId: string; account: string };

/** The line with its texts cut to their columns. */
const opLogLine = (l: OpLogLine): OpLogLine => ({
  ...l,
  title: l.title.slice(0, 255),
  requestUri: l.requestUri.slice(0, 500),
  route: l.route.slice(0, 255),
  remoteIp: l.remoteIp.slice(0, 64),
  userAgent: l.userAgent.slice(0, 500),
  outcomeMsg: l.outcomeMsg.slice(0, 500),
  account: l.account.slice(0, 64),
});

const insert = (lines: OpLogLine[]) => {
  const col = <K extends keyof OpLogLine>(k: K) => lines.map((l) => l[k]);
  return sql`INSERT INTO blade_log_api (tenant_id, title, method, request_uri, route, remote_ip, user_agent,
      time_ms, outcome_code, outcome_msg, user_id, create_by)
    SELECT * FROM unnest(${col('tenantId')}::text[], ${col('title')}::text[], ${col('method')}::text[], ${col('requestUri')}::text[],
      ${col('route')}::text[], ${col('remoteIp')}::text[], ${col('userAgent')}::text[], ${col('timeMs')}::int[],
      ${col('outcomeCode')}::int[], ${col('outcomeMsg')}::text[], ${col('userId')}::bigint[], ${col('account')}::text[])`;
};

/**
 * One line written inside the call's own transaction (behind its last statements, before its COMMIT):
 * a call that succeeds then pays one commit, not a second one for its line; a call that fails rolls
 * the line back with everything else, and the route writes the failure on its own.
 */
export const opLogInsert = (line: OpLogLine) => insert([opLogLine(line)]);

/**
 * The operation log's writer. Each call still waits for its line to be written, but lines that arrive
 * while a write is under way go together in the next one: at a gate's or a sale's rush a request
 * shares its INSERT with the others finishing beside it instead of paying a round trip of its own.
 */
export function opLogWriter(db: Database) {
  let waiting: { line: OpLogLine; done: () => void; fail: (e: unknown) => void }[] = [];
  let writing = false;
  const drain = async () => {
    writing = true;
    while (waiting.length) {
      const group = waiting;
      waiting = [];
      try {
        await db.query(insert(group.map((w) => w.line)));
        for (const w of group) w.done();
      } catch (e) {
        for (const w of group) w.fail(e);
      }
    }
    writing = false;
  };
  return {
    write(line: OpLogLine): Promise<void> {
      return new Promise((done, fail) => {
        waiting.push({ line: opLogLine(line), done, fail });
        if (!writing) void drain();
      });
    },
  };
}
