import { z } from 'zod';
import { endpoint, returns } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import { MSG } from '../messages.ts';
import { checkIdCard, checkMobile } from '../validation.ts';
import { withCheck, zFilter, zId, zPageQuery } from '../schemas.ts';
import { ECARD_PERMS as P } from './endpoints.ts';

// Face photos of held cards (人脸管理), the people bound to a held card and its coupons, and the
// activation SMS of a code batch with retry of the failed sends.

export const FACE_MSG = {
  faceNotNeeded: '该电子卡未开启人脸核验,无需上传人脸照片',
  faceExists: '该会员卡已有人脸照片,请使用替换',
  faceMissing: '该会员卡还没有人脸照片',
  faceType: '人脸照片仅支持 jpg、png 格式',
  faceSize: (mb: number) => `人脸照片不能大于${mb}M`,
  /** The gate: a face check of a card without a photo on file. */
  noFacePhoto: '该电子卡未录入人脸照片,请先在人脸管理中上传',
  bindName: '请填写绑定人姓名',
  bindLimit: (n: number) => `每张会员卡最多绑定 ${n} 人`,
  bindDuplicate: '该身份证已绑定此会员卡',
  bindCancelled: '该会员卡已作废,不能绑定',
  recipientsRequired: '请填写至少一个接收短信的客户',
  recipientsTooMany: (n: number) => `一次最多发送 ${n} 条`,
  codesShort: (left: number) => `该批次可分配的未使用激活码不足(剩余 ${left} 个)`,
  nothingToRetry: '没有发送失败的短信',
  messageQueued: (n: number) => `共 ${n} 条短信已在后台发送,可在页面查看进度`,
} as const;

/** Face photos: jpg or png of at most this size (a phone camera's picture, scaled by the browser if bigger). */
export const FACE_MAX_MB = 2;
export const FACE_EXTS = ['jpg', 'jpeg', 'png'] as const;
/** At most this many people bound to one held card besides its holder. */
export const BIND_LIMIT = 5;
/** Recipients of one send call; above MESSAGE_INLINE the sends run as a background job. */
export const MESSAGE_MAX = 5000;
export const MESSAGE_INLINE = 20;
export const MESSAGE_STATUS: Record<number, string> = { 0: '待发送', 3: '发送中', 1: '成功', 2: '失败' };

const flag = z.coerce.number().int().min(0).max(1);

export const faceQuery = zPageQuery.extend({
  cardId: zId.optional(),
  holderName: zFilter,
  holderPhone: zFilter,
  hasPhoto: flag.optional(),
});
export const faceUploadQuery = z.object({
  id: zId,
  fileName: z.string().trim().min(1, FACE_MSG.faceType).max(100, FACE_MSG.faceType),
});
export const userCardIdQuery = z.object({ id: zId });

export const bindForm = z.object({
  id: zId,
  name: z.string().trim().min(1, FACE_MSG.bindName).max(50, MSG.paramInvalid),
  idCard: withCheck(z.string().trim().toUpperCase().max(18, MSG.idLength), checkIdCard),
  phone: z
    .string()
    .trim()
    .max(11, MSG.mobileLength)
    .superRefine((v, c) => {
      const m = v ? checkMobile(v) : null;
      if (m) c.addIssue({ code: 'custom', message: m });
    })
    .optional()
    .nullable(),
});
export const unbindForm = z.object({ id: zId, memberId: zId });

export const sendMessageForm = z.object({
  batchId: zId,
  recipients: z
    .array(z.object({ name: z.string().trim().max(50).optional().nullable(), phone: withCheck(z.string().trim(), checkMobile) }), {
      error: FACE_MSG.recipientsRequired,
    })
    .min(1, FACE_MSG.recipientsRequired)
    .max(MESSAGE_MAX, FACE_MSG.recipientsTooMany(MESSAGE_MAX)),
});
export const batchIdQuery = z.object({ batchId: zId });
export const messageQuery = zPageQuery.extend({ batchId: zId, msgStatus: z.coerce.number().int().min(0).max(3).optional() });

/** A held card of a face-checking card, and whether its photo is on file (phone masked). */
export interface FaceRow {
  id: string;
  cardId: string;
  cardNo: string;
  cardName: string;
  holderName: string | null;
  holderPhone: string | null;
  cardStatus: number;
  hasPhoto: boolean;
  photoTime: string | null;
  fileSize: number | null;
}
/** A person bound to a held card: the holder first, then members (ID card masked). */
export interface BoundPerson {
  id: string | null;
  name: string | null;
  idCard: string | null;
  phone: string | null;
  holder: boolean;
  createTime: string | null;
}
export interface HeldCoupon {
  id: string;
  couponName: string;
  useStatus: number;
  useStatusText?: string;
  validStart?: string | null;
  validEnd?: string | null;
  [k: string]: unknown;
}
export interface MessageProgress {
  batchId: string;
  total: number;
  sent: number;
  failed: number;
  pending: number;
  /** Codes of the batch still unused and not given to a customer. */
  free: number;
}
export interface MessageRow {
  id: string;
  code: string;
  name: string | null;
  phone: string;
  msgStatus: number;
  msgStatusText: string;
  error: string | null;
  attempts: number;
  sendTime: string | null;
}
export interface MessageSent extends MessageProgress {
  queued: boolean;
}

const CARD = '/yym-product-api/eCard';
const FACE = `${CARD}/face`;
const USER = `${CARD}/userCard`;
const CODE = `${CARD}/activationCode`;

export const faceApi = {
  page: endpoint({
    method: 'GET',
    path: `${FACE}/page`,
    summary: 'Face management: held cards of face-checking cards, with or without a photo',
    query: faceQuery,
    perm: [P.member],
    response: returns<Page<FaceRow>>(),
  }),
  upload: endpoint({
    method: 'POST',
    path: `${FACE}/upload`,
    summary: "Face management: upload a held card's face photo (the body is the jpg/png)",
    query: faceUploadQuery,
    perm: [P.memberEdit],
    response: returns<FaceRow>(),
  }),
  replace: endpoint({
    method: 'POST',
    path: `${FACE}/replace`,
    summary: "Face management: replace a held card's face photo (the body is the jpg/png)",
    query: faceUploadQuery,
    perm: [P.memberEdit],
    response: returns<FaceRow>(),
  }),
  remove: endpoint({
    method: 'POST',
    path: `${FACE}/remove`,
    summary: "Face management: remove a held card's face photo",
    query: userCardIdQuery,
    perm: [P.memberRemove],
    response: returns<boolean>(),
  }),
  photo: endpoint({
    method: 'GET',
    path: `${FACE}/photo`,
    summary: "Face management: a held card's face photo (private file)",
    query: userCardIdQuery,
    perm: [P.member],
    blob: true,
  }),
};

export const heldPeopleApi = {
  bindingUsers: endpoint({
    method: 'GET',
    path: `${USER}/bindingUsers`,
    summary: 'Held card: the people bound to it (holder and members)',
    query: userCardIdQuery,
    perm: [P.member],
    response: returns<BoundPerson[]>(),
  }),
  bind: endpoint({
    method: 'POST',
    path: `${USER}/bind`,
    summary: 'Held card: bind a person (real name: name and ID card)',
    body: bindForm,
    perm: [P.memberEdit],
    response: returns<BoundPerson[]>(),
  }),
  unbind: endpoint({
    method: 'POST',
    path: `${USER}/unbind`,
    summary: 'Held card: unbind a person',
    body: unbindForm,
    perm: [P.memberEdit],
    response: returns<BoundPerson[]>(),
  }),
  coupons: endpoint({
    method: 'GET',
    path: `${USER}/coupons`,
    summary: "Held card: its holder's coupons",
    query: userCardIdQuery,
    perm: [P.member],
    response: returns<HeldCoupon[]>(),
  }),
};

export const codeMessageApi = {
  sendMessage: endpoint({
    method: 'POST',
    path: `${CODE}/sendMessage`,
    summary: 'Code batch: give codes to customers and send each its code by SMS (a background job when large)',
    body: sendMessageForm,
    perm: [P.codeMessage],
    response: returns<MessageSent>(),
  }),
  retry: endpoint({
    method: 'POST',
    path: `${CODE}/retry`,
    summary: 'Code batch: send the failed messages again (each once)',
    body: z.object({ batchId: zId }),
    perm: [P.codeMessage],
    response: returns<MessageSent>(),
  }),
  process: endpoint({
    method: 'GET',
    path: `${CODE}/process`,
    summary: "Code batch: the SMS sends' progress",
    query: batchIdQuery,
    perm: [P.code],
    response: returns<MessageProgress>(),
  }),
  messages: endpoint({
    method: 'GET',
    path: `${CODE}/messagePage`,
    summary: 'Code batch: the SMS send log, page',
    query: messageQuery,
    perm: [P.code],
    response: returns<Page<MessageRow>>(),
  }),
};
