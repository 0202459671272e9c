import {
  checkingApi,
  scenicApi,
  type BodyOf,
  type CheckMethodConfig,
  type CheckPower,
  type CheckRecord,
  type VerifierRow,
} from '@yym/contract';
import { call, idList } from '../../app/call.ts';
import { defineResource } from '../../app/data.ts';

export type { CheckResult, CheckMethodConfig, CheckPower, CheckRecord } from '@yym/contract';

// Refusals are shown on the page itself (big, for a clerk at a gate), not as a toast.
const atGate = { silent: true };

/** The total of a list answer (a page, or a plain array). */

export const checkActions = {
  check: (body: BodyOf<typeof checkingApi.check>) => call(checkingApi.check, { body }, atGate),
  saveConfigs: (configs: { method: number; enabled: number }[]) => call(checkingApi.configSave, { body: { configs } }),
  setVerifierStatus: (id: string, verifyPoiStatus: number) => call(checkingApi.verifierStatus, { query: { ids: id, verifyPoiStatus } }),
  /** Users of the tenant, to make verifiers and powers of. */
  users: () => call(checkingApi.tenantUsers),
  /** Scenic spots, for the verifier's spot. */
  spots: () => call(scenicApi.options, { query: {} }),
};

export const checkRecords = defineResource<CheckRecord>({
  key: 'check-records',
  list: (query) => call(checkingApi.records, { query }),
  exportFile: (query) => call(checkingApi.exportRecords, { query }),
});

export const deviceRecords = defineResource<CheckRecord>({
  key: 'device-records',
  list: (query) => call(checkingApi.deviceRecords, { query }),
});

export const methodConfigs = defineResource<CheckMethodConfig>({ key: 'verify-config', list: () => call(checkingApi.configList) });

export const verifiers = defineResource<VerifierRow>({
  key: 'verifier',
  list: (query) => call(checkingApi.verifiers, { query }),
  add: (row) => call(checkingApi.verifierSave, { body: row as BodyOf<typeof checkingApi.verifierSave> }),
  update: (row) => call(checkingApi.verifierSave, { body: row as BodyOf<typeof checkingApi.verifierSave> }),
  remove: (ids) => call(checkingApi.verifierRemove, { query: { ids: idList(ids) } }),
});

/** Check powers; `seen` learns the product names of every row loaded (for the chosen-product tags). */
export const checkPowers = (seen: (rows: CheckPower[]) => void) =>
  defineResource<CheckPower>({
    key: 'verify-power',
    list: async (query) => {
      const page = await call(checkingApi.powers, { query });
      seen(page.records);
      return page;
    },
    detail: async (powerId) => {
      const power = await call(checkingApi.powerDetail, { query: { powerId } });
      seen([power]);
      return power;
    },
    add: (row) => call(checkingApi.powerSave, { body: { userId: String(row.userId), productIds: row.productIds ?? [] } }),
    update: (row) => call(checkingApi.powerSave, { body: { id: row.id, userId: String(row.userId), productIds: row.productIds ?? [] } }),
    remove: async (ids) => {
      for (const powerId of ids) await call(checkingApi.powerDelete, { query: { powerId } });
    },
  });
