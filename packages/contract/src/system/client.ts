import { z } from 'zod';
import { returns } from '../endpoint.ts';
import { crudEndpoints } from '../crud.ts';
import { zFilter, zId } from '../schemas.ts';
import { READ_PERMS, guardReads } from './reads.ts';

export interface ClientRow {
  id: string;
  clientId: string;
  scope: string;
  authorizedGrantTypes: string;
  resourceIds: string | null;
  webServerRedirectUri: string | null;
  authorities: string | null;
  accessTokenValidity: number;
  refreshTokenValidity: number;
  additionalInformation: string | null;
  autoapprove: string | null;
}
export const CLIENT_MSG = { idExists: '客户端id已存在', secretRequired: '请输入客户端密钥' } as const;

export const zClientForm = z.object({
  id: zId.optional(),
  clientId: z.string().trim().min(1, '请输入客户端id').max(48),
  clientSecret: z.string().max(256).optional(),
  scope: z.string().max(256).default('all'),
  authorizedGrantTypes: z.string().max(256).default('refresh_token,password,captcha'),
  resourceIds: z.string().max(256).optional().nullable(),
  webServerRedirectUri: z.string().max(256).optional().nullable(),
  authorities: z.string().max(256).optional().nullable(),
  accessTokenValidity: z.coerce
    .number()
    .int()
    .min(60)
    .max(86400 * 30)
    .default(3600),
  refreshTokenValidity: z.coerce
    .number()
    .int()
    .min(60)
    .max(86400 * 90)
    .default(604800),
  additionalInformation: z.string().max(4096).optional().nullable(),
  autoapprove: z.string().max(256).optional().nullable(),
});

/** blade-system OAuth clients (product-wide; written by the platform only, read with the page's code; the secret's hash is never answered). */
export const clientApi = guardReads(
  crudEndpoints({
    base: '/blade-system/client',
    title: 'OAuth clients',
    form: zClientForm,
    filters: z.object({ clientId: zFilter }),
    perms: { add: 'client_add', edit: 'client_edit', remove: 'client_delete' },
    row: returns<ClientRow>(),
  }),
  READ_PERMS.client,
);
