import { z } from 'zod';
import { endpoint, returns } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import { zId, zIdFilter } from '../schemas.ts';
import { WINDOW_PERMS as P, winById, winIdsForm, winPrintRecordQuery, winTemplateForm, winTemplateQuery } from './codes.ts';
import type { PrintJob, PrintRecordRow, TemplateRow } from './rows.ts';

const PT = '/order-api/print-template';
/** order-api/print-template: templates laid out in millimetres, and the print records. */
export const printTemplateApi = {
  page: endpoint({
    method: 'POST',
    path: `${PT}/page`,
    summary: 'Print templates: page',
    body: winTemplateQuery,
    perm: [P.template],
    response: returns<Page<TemplateRow>>(),
  }),
  detail: endpoint({
    method: 'GET',
    path: `${PT}/getDetailById`,
    summary: 'Print template: detail',
    query: winById,
    perm: [P.template, P.sale],
    response: returns<TemplateRow>(),
  }),
  submit: endpoint({
    method: 'POST',
    path: `${PT}/submit`,
    summary: 'Print template: save',
    body: winTemplateForm,
    perm: [P.templateAdd, P.templateEdit],
    response: returns<TemplateRow>(),
  }),
  remove: endpoint({
    method: 'POST',
    path: `${PT}/batchDeleteByIds`,
    summary: 'Print templates: remove',
    body: winIdsForm,
    perm: [P.templateDelete],
    response: returns<number>(),
  }),
  copy: endpoint({
    method: 'POST',
    path: `${PT}/copyById`,
    summary: 'Print template: copy',
    body: winById,
    perm: [P.templateCopy],
    response: returns<TemplateRow>(),
  }),
  records: endpoint({
    method: 'GET',
    path: `${PT}/getPrintOutTicketRecord`,
    summary: 'Print and reprint records',
    query: winPrintRecordQuery,
    perm: [P.sale, P.template],
    response: returns<Page<PrintRecordRow>>(),
  }),
  close: endpoint({
    method: 'POST',
    path: `${PT}/print-close`,
    summary: 'Close print records (printed)',
    body: winIdsForm,
    perm: [P.print],
    response: returns<number>(),
  }),
  preview: endpoint({
    method: 'GET',
    path: `${PT}/preview`,
    summary: 'A template filled with a real order (not recorded)',
    query: z.object({ id: zId, orderId: zIdFilter }),
    perm: [P.template],
    response: returns<PrintJob>(),
  }),
};
