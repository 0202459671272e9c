/**
 * A tiny SQL builder: tagged templates whose interpolations become $n parameters.
 * `sql.raw` inserts trusted text (identifiers we wrote ourselves), never user input.
 */
export class Sql {
  constructor(
    readonly parts: readonly string[],
    readonly values: readonly unknown[],
  ) {}

  /** Render to text with $1..$n placeholders. */
  toQuery(): { text: string; values: unknown[] } {
    let text = '';
    const values: unknown[] = [];
    const walk = (s: Sql) => {
      s.parts.forEach((p, i) => {
        text += p;
        if (i < s.values.length) {
          const v = s.values[i];
          if (v instanceof Sql) walk(v);
          else {
            values.push(v);
            text += `$${values.length}`;
          }
        }
      });
    };
    walk(this);
    return { text, values };
  }
}

/** A condition, or a falsy value meaning "no condition" (so filters read `q.x && sql`...``). */
export type Cond = Sql | false | '' | 0 | null | undefined;

export function sql(strings: TemplateStringsArray, ...values: unknown[]): Sql {
  return new Sql(strings, values);
}

sql.raw = (text: string): Sql => new Sql([text], []);
sql.empty = new Sql([''], []);
sql.join = (items: Sql[], sep = ', '): Sql => {
  if (!items.length) return sql.empty;
  const parts: string[] = [''];
  const values: unknown[] = [];
  items.forEach((it, i) => {
    values.push(it);
    parts.push(i === items.length - 1 ? '' : sep);
  });
  return new Sql(parts, values);
};
/** Identifier we control (table or column name); refuses anything but [a-z0-9_]. */
sql.ident = (name: string): Sql => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad identifier ${name}`);
  return sql.raw(`"${name}"`);
};
/** AND of conditions; an empty list is TRUE. */
sql.and = (conds: Cond[]): Sql => {
  const c = conds.filter((x): x is Sql => x instanceof Sql);
  return c.length
    ? sql.join(
        c.map((x) => sql`(${x})`),
        ' AND ',
      )
    : sql.raw('TRUE');
};

// Values that can be written into statement text as literals without any quoting question.
const PLAIN = /^[\w.:@-]*$/;
function literal(v: unknown): string {
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v === 'string' && PLAIN.test(v)) return `'${v}'`;
  if (Array.isArray(v) && v.every((x) => typeof x === 'string' && PLAIN.test(x))) return `'{${v.join(',')}}'`;
  throw new Error('only ids, codes and numbers can be written into a statement');
}

/**
 * The statement's text with its values written in as literals, so it can travel in one round trip
 * with others (a simple-protocol batch takes no parameters). Only plain ids, codes and numbers are
 * accepted; anything else throws rather than be quoted.
 */
export function inlined(q: Sql): string {
  const { text, values } = q.toQuery();
  return text.replace(/\$(\d+)/g, (_, n: string) => literal(values[Number(n) - 1]));
}
