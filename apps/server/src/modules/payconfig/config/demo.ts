import type { DemoSeeder } from '../../../platform/module.ts';
import { tenantData } from '../../../platform/repo.ts';
import { saveConfig } from './repo.ts';

/**
 * Demo: the first merchant has started its WeChat Pay and UnionPay settings (numbers only: the keys are
 * the merchant's to paste, so both wait to be completed and stay off). The cashier keeps the sandbox.
 */
export const payConfigDemo: DemoSeeder = async (q, { demo }) => {
  const db = tenantData(q, demo);
  await saveConfig(
    db,
    'wechat',
    {
      mchId: '1900012345',
      appId: 'wx8a3c5d7e9f1b2c4d',
      serialNo: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
      platformKeyId: 'PUB_KEY_ID_0119000123452025',
    },
    null,
    {},
  );
  await saveConfig(db, 'unionpay', { mid: '898310148160568', tid: '88880001', appId: '10037e6f66f2d0f901672aa27d690006' }, null, {});
};
