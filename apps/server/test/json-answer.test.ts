import { describe, expect, it } from 'vitest';
import { longListBytes } from '../src/platform/json-answer.ts';

describe('a long list answered in pieces', () => {
  const rows = Array.from({ length: 1000 }, (_, i) => ({
    productName: `压测产品${i}`,
    note: i % 3 ? null : 'say "hi"\n</script>',
    paidMoney: i * 100,
    tags: [i, '门票'],
  }));

  it('reads back as the envelope with every row in order, across piece boundaries', () => {
    for (const n of [65, 127, 128, 129, 640, 1000]) {
      const answer = JSON.parse(longListBytes(rows.slice(0, n))!.toString('utf8'));
      expect(answer).toEqual({ code: 200, success: true, msg: '操作成功', data: rows.slice(0, n) });
    }
  });

  it('leaves short lists and other answers to the usual serializer', () => {
    expect(longListBytes(rows.slice(0, 64))).toBeNull();
    expect(longListBytes({ records: rows })).toBeNull();
  });
});
