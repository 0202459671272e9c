import { z } from 'zod';
import { endpoint, returns } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import { MSG } from '../messages.ts';
import { zId, zIds, zPageQuery } from '../schemas.ts';

/**
 * OSS config (对象存储, spec 3 "OSS config (list, detail, remove, submit, enable)"): where tenants' new
 * uploads, exports and face photos are kept. Platform only. A tenant's files go to its own enabled
 * config, else the enabled all-tenants one, else the server's STORAGE; a kept file is read through the
 * config it was written with.
 */
export const OSS_CATEGORIES = [
  { value: 'local', label: '本地' },
  { value: 's3', label: 'S3兼容' },
  { value: 'aliyun', label: '阿里云OSS' },
  { value: 'tencent', label: '腾讯云COS' },
  { value: 'minio', label: 'MinIO' },
] as const;
export type OssCategory = (typeof OSS_CATEGORIES)[number]['value'];

export const OSS_PERMS = { add: 'oss_add', edit: 'oss_edit', remove: 'oss_delete', view: 'oss_view', enable: 'oss_enable' } as const;

export const OSS_MSG = {
  nameRequired: '请输入名称',
  categoryRequired: '请选择分类',
  bucketRequired: '请输入空间名',
  bucketFormat: '空间名为3-63位小写字母、数字、点或横线',
  accessKeyRequired: '请输入AccessKey',
  secretRequired: '请输入SecretKey',
  endpointFormat: '地址须以http或https开头',
  tenantFormat: '租户编号为6位数字',
  secretUnreadable: '对象存储密钥无法解开, 请重新填写SecretKey',
  testFailed: (why: string) => `连接失败: ${why}`,
} as const;

/** A config as every call shows it: the secret never, only its last four characters. */
export interface OssRow {
  id: string;
  ossName: string;
  category: OssCategory;
  endpoint: string;
  publicEndpoint: string;
  bucketName: string;
  region: string;
  accessKey: string;
  secretTail: string;
  pathStyle: boolean;
  /** null: all tenants. */
  scopeTenantId: string | null;
  remark: string | null;
  /** 1 启用 (in use for its scope), 0 停用. */
  status: number;
  createTime: string;
}

const url = z
  .string()
  .trim()
  .max(255)
  .refine((v) => !v || /^https?:\/\/[^\s/]+(\/[^\s]*)?$/.test(v), OSS_MSG.endpointFormat)
  .default('');

export const ossForm = z.object({
  id: zId.optional(),
  ossName: z.string({ error: OSS_MSG.nameRequired }).trim().min(1, OSS_MSG.nameRequired).max(64),
  category: z.enum(OSS_CATEGORIES.map((c) => c.value) as [OssCategory, ...OssCategory[]], { error: OSS_MSG.categoryRequired }),
  endpoint: url,
  publicEndpoint: url,
  bucketName: z
    .string()
    .trim()
    .max(63)
    .refine((v) => !v || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(v), OSS_MSG.bucketFormat)
    .default(''),
  region: z.string().trim().max(64).default(''),
  accessKey: z.string().trim().max(128).default(''),
  /** Typed only to set or change it; left blank on edit, the stored one is kept. */
  secretKey: z.string().trim().max(256).optional(),
  pathStyle: z.boolean().default(false),
  /** Blank: all tenants. */
  scopeTenantId: z
    .string()
    .trim()
    .refine((v) => !v || /^\d{6}$/.test(v), OSS_MSG.tenantFormat)
    .nullable()
    .optional()
    .transform((v) => v || null),
  remark: z.string().trim().max(255, MSG.paramInvalid).nullable().optional(),
});

const byId = z.object({ id: zId });
export const ossQuery = zPageQuery.extend({ ossName: z.string().trim().max(64).optional(), category: z.string().max(16).optional() });

export const ossApi = {
  list: endpoint({
    method: 'GET',
    path: '/blade-resource/oss/list',
    aliases: ['/blade-resource/oss/page'],
    summary: 'OSS config: page (platform; secrets never answered)',
    query: ossQuery,
    perm: [OSS_PERMS.view, 'oss'],
    platform: true,
    response: returns<Page<OssRow>>(),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/blade-resource/oss/detail',
    summary: 'OSS config: detail (platform; the secret masked)',
    query: byId,
    perm: [OSS_PERMS.view, 'oss'],
    platform: true,
    response: returns<OssRow>(),
  }),
  remove: endpoint({
    method: 'POST',
    path: '/blade-resource/oss/remove',
    summary: 'OSS config: remove (platform; files kept through it stay readable)',
    query: z.object({ ids: zIds }),
    perm: [OSS_PERMS.remove],
    platform: true,
    response: returns<number>(),
  }),
  submit: endpoint({
    method: 'POST',
    path: '/blade-resource/oss/submit',
    summary: 'OSS config: add or update (platform; the secret sealed, blank keeps it)',
    body: ossForm,
    perm: [OSS_PERMS.add, OSS_PERMS.edit],
    platform: true,
    response: returns<OssRow>(),
  }),
  enable: endpoint({
    method: 'POST',
    path: '/blade-resource/oss/enable',
    summary: 'OSS config: use this one for its scope (the others of the scope are disabled)',
    query: byId,
    perm: [OSS_PERMS.enable],
    platform: true,
    response: returns<OssRow>(),
  }),
  test: endpoint({
    method: 'POST',
    path: '/blade-resource/oss/test',
    summary: 'OSS config: test connection (writes, reads and deletes a small object)',
    query: byId,
    perm: [OSS_PERMS.edit, OSS_PERMS.enable],
    platform: true,
    response: returns<{ ms: number }>(),
  }),
};
