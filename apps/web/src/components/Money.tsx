import { centsToYuan } from '@yym/contract';

/** Money is stored in cents and shown in yuan. */
export function Money({ cents, prefix = '¥' }: { cents: number | string | null | undefined; prefix?: string }) {
  if (cents === null || cents === undefined || cents === '') return <span>-</span>;
  return (
    <span className="yym-money">
      {prefix}
      {centsToYuan(cents)}
    </span>
  );
}
