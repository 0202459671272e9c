import { type PGlite, parse as pgliteParse, protocol } from '@electric-sql/pglite';
import type { Row } from './db.ts';

/** Statements PGlite keeps parsed and planned by name; the least recently used beyond this are closed. */
const NAMED_STATEMENTS = 200;
// Only these are kept by name; anything else (DDL above all: a changed table would break a kept plan's
// result type) runs as an unnamed statement, and a schema change forgets every kept one.
const KEEPABLE = /^\s*(select|insert|update|delete|with|values)\b/i;
const SCHEMA_STATEMENT = /(^|;)\s*(create|alter|drop)\b/i;
/** Does this text (one statement or a script) change the schema? Comments are left out first. */
export const changesSchema = (text: string) => SCHEMA_STATEMENT.test(text.replace(/--[^\n]*/g, ''));

/**
 * Statements over PGlite's wire protocol, each parsed and planned once by name and then only bound
 * and executed, in one call into the WebAssembly each: PGlite's own `query` sends every statement
 * unnamed in six calls, so Postgres parsed, rewrote and planned it on every request (two thirds of a
 * list page's time). Postgres keeps the plans (custom for the first five runs, then a generic one
 * when it costs no more), as a PL/pgSQL function does. Callers hold PGlite's transaction mutex.
 */
export function namedStatements(lite: PGlite) {
  const S = protocol.serialize;
  const kept = new Map<string, { name: string; types: number[] }>();
  let closing: Uint8Array[] = [];
  let seq = 0;
  const send = async (parts: Uint8Array[]) => {
    const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const p of parts) {
      out.set(p, at);
      at += p.length;
    }
    return (await lite.execProtocol(out)).messages;
  };
  const prepare = async (text: string) => {
    const name = KEEPABLE.test(text) ? `yym_${++seq}` : '';
    const st = {
      name,
      types: pgliteParse.parseDescribeStatementResults(await send([S.parse({ name, text }), S.describe({ type: 'S', name }), S.sync()])),
    };
    if (!name) return st;
    kept.set(text, st);
    if (kept.size > NAMED_STATEMENTS) {
      const [oldest, { name: gone }] = kept.entries().next().value!;
      kept.delete(oldest);
      closing.push(S.close({ type: 'S', name: gone }));
    }
    return st;
  };
  return {
    async run(text: string, values: unknown[]): Promise<Row[]> {
      let st = kept.get(text);
      if (st) {
        kept.delete(text); // most recently used last
        kept.set(text, st);
      }
      try {
        st ??= await prepare(text);
        const types = st.types;
        const bound = values.map((v, i) => (v == null ? null : (lite.serializers[types[i]!] ?? String)(v)));
        const done = closing;
        closing = [];
        const messages = await send([
          ...done,
          S.bind({ statement: st.name, values: bound }),
          S.describe({ type: 'P' }),
          S.execute({}),
          S.sync(),
        ]);
        if (changesSchema(text)) await this.forget();
        return pgliteParse.parseResults(messages, lite.parsers)[0]!.rows as Row[];
      } catch (e) {
        throw Object.assign(e as Error, { query: text, params: values });
      }
    },
    /** Statements without parameters, in one call: the rows of each result, and the command tags. */
    async script(text: string): Promise<{ results: { rows: Row[] }[]; tags: string[] }> {
      const messages = await send([S.query(text)]);
      return {
        results: pgliteParse.parseResults(messages, lite.parsers) as { rows: Row[] }[],
        tags: messages.flatMap((m) => (m.name === 'commandComplete' ? [(m as unknown as { text: string }).text] : [])),
      };
    },
    /** After a schema change: kept plans may no longer match their tables. */
    async forget() {
      if (!kept.size) return;
      kept.clear();
      closing = [];
      await lite.execProtocol(S.query('DEALLOCATE ALL'));
    },
  };
}
