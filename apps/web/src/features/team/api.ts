import { teamApi, type QueryOf, type TeamBookingRow } from '@yym/contract';
import { call } from '../../app/call.ts';
import { defineResource } from '../../app/data.ts';

export type { TeamBookingRow } from '@yym/contract';

/** 团队订单: the team visits leaders asked for. */
export const teamBookings = defineResource<TeamBookingRow>({
  key: 'team-bookings',
  list: (query) => call(teamApi.page, { query: query as QueryOf<typeof teamApi.page> }),
  detail: (id) => call(teamApi.detail, { query: { id } }),
  exportFile: (query) => call(teamApi.export, { query: query as QueryOf<typeof teamApi.export> }) as Promise<Blob>,
});

export const auditTeam = (id: string, pass: 0 | 1, reason = '') => call(teamApi.audit, { body: { id, pass, reason } });
