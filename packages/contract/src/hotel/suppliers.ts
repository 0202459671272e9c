import { z } from 'zod';
import { endpoint, returns } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import { zId } from '../schemas.ts';
import { supplierForm, supplierQuery } from './forms.ts';
import type { PullResult, SupplierRow } from './rows.ts';

const SUPPLIER = '/yym-product-api/hotel/supplier';
const byId = z.object({ id: zId });

/** yym-product-api: hotel suppliers and the pull of their hotels (through the supplier provider). */
export const hotelSupplierApi = {
  page: endpoint({
    method: 'GET',
    path: `${SUPPLIER}/page`,
    summary: 'Hotel suppliers: page',
    query: supplierQuery,
    perm: ['hotel'],
    response: returns<Page<SupplierRow>>(),
  }),
  details: endpoint({
    method: 'GET',
    path: `${SUPPLIER}/details`,
    summary: 'Hotel supplier: details',
    query: byId,
    perm: ['hotel'],
    response: returns<SupplierRow>(),
  }),
  submit: endpoint({
    method: 'POST',
    path: `${SUPPLIER}/submit`,
    summary: 'Hotel supplier: add or update',
    body: supplierForm,
    perm: ['hotel_add', 'hotel_edit'],
    response: returns<SupplierRow>(),
  }),
  pull: endpoint({
    method: 'POST',
    path: `${SUPPLIER}/pull`,
    summary: 'Hotel supplier: pull its hotels, room types, plans and nights (through the supplier provider)',
    body: byId,
    perm: ['hotel_edit'],
    response: returns<PullResult>(),
  }),
};
