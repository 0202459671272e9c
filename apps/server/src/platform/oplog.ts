import type { ApiLogRow } from '@yym/contract';
import type { Database, Queryable } from './db.ts';
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

/** Operation-log names of the routes without a button code (they touch only the caller's own account). */
const SELF_TITLES: Record<string, string> = {
  '/blade-auth/oauth/logout': '退出登录',
  '/blade-user/update-password': '修改密码',
  '/blade-user/updatePassword/update': '修改密码',
  '/blade-user/update-info': '修改个人信息',
  '/blade-log/error/upload': '上传错误日志',
  '/yym-external-server/oss/endpoint/token': '上传文件',
  '/blade-desk/notice/read': '站内信·标为已读',
};

/** The Chinese names of the menu and button codes ("景区管理·新增"), read once per database from the menu table. */
const menuTitles = new WeakMap<Database, Promise<Map<string, string>>>();
function menuTitlesOf(db: Database, on: Queryable): Promise<Map<string, string>> {
  let titles = menuTitles.get(db);
  if (!titles) {
    titles = on
      .query<{ code: string; name: string; category: number; parent: string | null }>(
        sql`SELECT m.code, m.name, m.category, p.name AS parent FROM blade_menu m
              LEFT JOIN blade_menu p ON p.id = m.parent_id AND p.is_deleted = 0 WHERE m.is_deleted = 0`,
      )
      .then((rows) => new Map(rows.map((r) => [r.code, r.category === 2 && r.parent ? `${r.parent}·${r.name}` : r.name])));
    menuTitles.set(db, titles);
    // an empty menu (not seeded yet) or a failed read is asked again next time
    void titles.then((m) => m.size || menuTitles.delete(db)).catch(() => menuTitles.delete(db));
  }
  return titles;
}

/**
 * What the operation log calls a route: its button's name under its page (an add-or-update with an id
 * names its edit button), else its own name; the English summary last.
 */
export async function operationTitle(
  db: Database,
  def: { url: string; summary: string },
  codes: readonly string[],
  body?: unknown,
  /** Where the titles are read the first time: the call's transaction when the line goes out in it (PGlite has one connection). */
  on: Queryable = db,
) {
  const titles = codes.length ? await menuTitlesOf(db, on).catch(() => new Map<string, string>()) : null;
  const id = body && typeof body === 'object' ? (body as { id?: unknown }).id : undefined;
  const ordered =
    id != null && id !== '' ? [...codes.filter((c) => c.endsWith('_edit')), ...codes.filter((c) => !c.endsWith('_edit'))] : codes;
  const named = ordered.map((c) => titles?.get(c)).find(Boolean);
  return named ?? SELF_TITLES[def.url] ?? def.summary;
}
