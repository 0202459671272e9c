import { sql } from '../../../platform/sql.ts';

// The assignments a package-order step makes beside its state (PKG_FLOW.apply's conditional UPDATE of vc_order).

export const confirmSet = (confirmNo: string | undefined, remark: string | undefined, name: string) => [
  sql`confirm_no = ${confirmNo || null}`,
  sql`confirm_remark = ${remark || null}`,
  sql`confirm_user = ${name}`,
  sql`confirm_time = now()`,
];
export const secondSet = (name: string, remark: string | undefined) => [
  sql`second_user = ${name}`,
  sql`second_time = now()`,
  sql`second_remark = ${remark || null}`,
];
export const outSet = () => [sql`out_times = out_times + 1`];
export const beforeSet = (from: number) => [sql`status_before_refund = ${from}`];
