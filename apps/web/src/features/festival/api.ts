import { festivalApi, type BodyOf, type FestivalRow, type QueryOf, type SignupRow } from '@yym/contract';
import { call, idList } from '../../app/call.ts';
import { defineResource } from '../../app/data.ts';

export type { FestivalRow, SignupRow } from '@yym/contract';

/** 新春活动: the festival activities. */
export const festivals = defineResource<FestivalRow>({
  key: 'festivals',
  list: (query) => call(festivalApi.page, { query: query as QueryOf<typeof festivalApi.page> }),
  detail: (id) => call(festivalApi.detail, { query: { id } }),
  add: (row) => call(festivalApi.submit, { body: row as BodyOf<typeof festivalApi.submit> }),
  update: (row) => call(festivalApi.submit, { body: row as BodyOf<typeof festivalApi.submit> }),
  remove: (ids) => call(festivalApi.remove, { query: { ids: idList(ids) } }),
});

export const publishFestival = (id: string, publishStatus: number) => call(festivalApi.publish, { body: { id, publishStatus } });

/** The sign-ups of one activity (the list is asked with its activityId). */
export const signups = defineResource<SignupRow>({
  key: 'festival-signups',
  list: (query) => call(festivalApi.signupPage, { query: query as QueryOf<typeof festivalApi.signupPage> }),
  exportFile: (query) => call(festivalApi.signupExport, { query: query as QueryOf<typeof festivalApi.signupExport> }) as Promise<Blob>,
});

export const cancelSignup = (id: string) => call(festivalApi.signupCancel, { query: { id } });
