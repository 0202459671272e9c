import { z } from 'zod';
import { endpoint, returns } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import { zId, zIds, zPageQuery, zFilter } from '../schemas.ts';
import {
  batchCheckForm,
  checkConfigForm,
  checkForm,
  checkLookup,
  checkPowerForm,
  checkRecordFilters,
  verifierForm,
  verifierStatusForm,
} from './forms.ts';
import type { CheckMethodConfig, CheckPower, CheckRecord, CheckResult, CheckTarget, TenantUser, VerifierRow } from './rows.ts';

const VERIFY = '/yym-verification-api';

/** Ticket checking: the gate, its records, verifiers, check methods and check powers. */
export const checkingApi = {
  check: endpoint({
    method: 'POST',
    path: `${VERIFY}/manPower/verify/submit`,
    summary: 'Check tickets (QR, assist code, ID card, phone, manual)',
    body: checkForm,
    perm: ['ticket_check_verify'],
    response: returns<CheckResult>(),
  }),
  batch: endpoint({
    method: 'POST',
    path: `${VERIFY}/batch/verify/submit`,
    summary: 'Check tickets in batch (orders or guests)',
    body: batchCheckForm,
    perm: ['ticket_check_batch_verify'],
    response: returns<CheckResult>(),
  }),
  lookup: endpoint({
    method: 'GET',
    path: `${VERIFY}/verify/lookup`,
    summary: 'Find the tickets a code points at (before checking)',
    query: checkLookup,
    perm: ['ticket_check'],
    response: returns<CheckTarget[]>(),
  }),

  records: endpoint({
    method: 'GET',
    path: `${VERIFY}/verification/record/page`,
    summary: 'Check records: page',
    query: checkRecordFilters,
    perm: ['ticket_verification', 'ticket_check'],
    response: returns<Page<CheckRecord> & { totalCapped?: boolean }>(),
  }),
  exportRecords: endpoint({
    method: 'POST',
    path: `${VERIFY}/verification/record/export`,
    summary: 'Check records: export xlsx',
    query: checkRecordFilters.partial(),
    perm: ['ticket_verification_export'],
    blob: true,
    response: returns<Blob>(),
  }),
  deviceRecords: endpoint({
    method: 'GET',
    path: `${VERIFY}/verification/record/deviceNoRecordList`,
    summary: 'Check records of devices',
    query: checkRecordFilters,
    perm: ['ticket_device_record', 'ticket_verification'],
    response: returns<Page<CheckRecord> & { totalCapped?: boolean }>(),
  }),

  verifiers: endpoint({
    method: 'GET',
    path: `${VERIFY}/verifier/list`,
    summary: 'Verifiers: page',
    query: zPageQuery.extend({ userName: zFilter }),
    perm: ['ticket_verifier'],
    response: returns<Page<VerifierRow>>(),
  }),
  verifierDetail: endpoint({
    method: 'GET',
    path: `${VERIFY}/verifier/detail`,
    summary: 'Verifier: detail',
    query: z.object({ verifyPoiId: zId.optional(), scenicVerificationId: zId }),
    perm: ['ticket_verifier'],
    response: returns<VerifierRow>(),
  }),
  verifierSave: endpoint({
    method: 'POST',
    path: `${VERIFY}/verifier/submit`,
    summary: 'Verifier: add or update',
    body: verifierForm,
    perm: ['ticket_verifier_add', 'ticket_verifier_edit'],
    response: returns<VerifierRow>(),
  }),
  verifierRemove: endpoint({
    method: 'POST',
    path: `${VERIFY}/verifier/remove`,
    summary: 'Verifiers: remove',
    query: z.object({ ids: zIds }),
    perm: ['ticket_verifier_delete'],
    response: returns<boolean>(),
  }),
  verifierStatus: endpoint({
    method: 'POST',
    path: `${VERIFY}/verifier/status/update`,
    summary: 'Verifiers: enable or disable',
    query: verifierStatusForm,
    perm: ['ticket_verifier_status'],
    response: returns<number>(),
  }),
  tenantUsers: endpoint({
    method: 'GET',
    path: `${VERIFY}/verifier/tenant/user/list`,
    aliases: [`${VERIFY}/verify/power/verifyUserList`],
    summary: 'Users of the tenant (to make verifiers)',
    perm: ['ticket_verifier', 'ticket_verify_power'],
    response: returns<TenantUser[]>(),
  }),

  configList: endpoint({
    method: 'GET',
    path: `${VERIFY}/verify/type/configList`,
    summary: 'Check methods and whether each is enabled',
    perm: ['ticket_verify_config', 'ticket_check'],
    response: returns<CheckMethodConfig[]>(),
  }),
  configSave: endpoint({
    method: 'POST',
    path: `${VERIFY}/verify/type/configAdd`,
    summary: 'Check methods: enable or disable',
    body: checkConfigForm,
    perm: ['ticket_verify_config_edit'],
    response: returns<boolean>(),
  }),

  powers: endpoint({
    method: 'GET',
    path: `${VERIFY}/verify/power/list`,
    summary: 'Check powers: page',
    query: zPageQuery.extend({ userId: zId.optional() }),
    perm: ['ticket_verify_power'],
    response: returns<Page<CheckPower>>(),
  }),
  powerDetail: endpoint({
    method: 'GET',
    path: `${VERIFY}/verify/power/detail`,
    summary: 'Check power: detail',
    query: z.object({ powerId: zId }),
    perm: ['ticket_verify_power'],
    response: returns<CheckPower>(),
  }),
  powerSave: endpoint({
    method: 'POST',
    path: `${VERIFY}/verify/power/addPower`,
    summary: 'Check power: set the products a user may check',
    body: checkPowerForm,
    perm: ['ticket_verify_power_add', 'ticket_verify_power_edit'],
    response: returns<CheckPower>(),
  }),
  powerDelete: endpoint({
    method: 'POST',
    path: `${VERIFY}/verify/power/delete`,
    summary: 'Check power: remove',
    query: z.object({ powerId: zId }),
    perm: ['ticket_verify_power_delete'],
    response: returns<boolean>(),
  }),
};
