import type { ZodType } from 'zod';
import { endpoint, returns } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import {
  cinemaCardAuditQuery,
  cinemaCardQuery,
  cinemaForm,
  cinemaId,
  cinemaIds,
  cinemaQuery,
  cinemaStatusForm,
  filmForm,
  filmQuery,
  h5CardApplyForm,
  h5CinemaCode,
  h5CinemaQuery,
  h5ScreeningQuery,
  h5SeatBuyForm,
  hallForm,
  hallQuery,
  resQuery,
  screeningForm,
  screeningQuery,
  seeFilmForm,
} from './forms.ts';
import type {
  CinemaBooked,
  CinemaCardRow,
  CinemaHallRow,
  CinemaResRow,
  CinemaRow,
  FilmRow,
  ScreeningRow,
  SeatMap,
  SeeFilmSettings,
  StoreCinemaHome,
  StoreCinemaOrder,
  StoreSeatMap,
} from './rows.ts';

/** Button codes of 影院影片 (menu `movie`, menus-commerce.ts). */
export const CINEMA_PERMS = {
  view: 'movie_view',
  add: 'movie_add',
  edit: 'movie_edit',
  remove: 'movie_delete',
  exportFile: 'movie_export',
  shelf: 'movie_shelf',
} as const;
const P = CINEMA_PERMS;
const READ = [P.view, P.add, P.edit];

const CM = '/yym-product-api/cinemaManage';
const FM = '/yym-product-api/filmManage';
const SM = '/yym-product-api/screeningManage';
const get = <Q extends ZodType | undefined, R>(path: string, summary: string, query: Q, perm: readonly string[]) =>
  endpoint({ method: 'GET', path, summary, query, perm, response: returns<R>() });
const post = <B extends ZodType, R>(path: string, summary: string, body: B, perm: readonly string[]) =>
  endpoint({ method: 'POST', path, summary, body, perm, response: returns<R>() });

/** yym-product-api: cinemas with their halls, films, screenings with their seat maps (影院影片). */
export const cinemaApi = {
  page: get<typeof cinemaQuery, Page<CinemaRow>>(`${CM}/page`, 'Cinema: page', cinemaQuery, READ),
  detail: get<typeof cinemaId, CinemaRow>(`${CM}/detail`, 'Cinema: one', cinemaId, READ),
  add: post<typeof cinemaForm, CinemaRow>(`${CM}/add`, 'Cinema: add', cinemaForm, [P.add]),
  edit: post<typeof cinemaForm, CinemaRow>(`${CM}/edit`, 'Cinema: edit', cinemaForm, [P.edit]),
  remove: post<typeof cinemaIds, number>(`${CM}/remove`, 'Cinema: remove (no screening to come)', cinemaIds, [P.remove]),
  status: post<typeof cinemaStatusForm, number>(`${CM}/status`, 'Cinema: enable or disable', cinemaStatusForm, [P.shelf]),
  halls: get<typeof hallQuery, CinemaHallRow[]>(`${CM}/hall/list`, 'Cinema hall: list of a cinema', hallQuery, READ),
  hallSubmit: post<typeof hallForm, CinemaHallRow>(`${CM}/hall/submit`, 'Cinema hall: add or edit with its seat layout', hallForm, [
    P.add,
    P.edit,
  ]),
  hallRemove: post<typeof cinemaIds, number>(`${CM}/hall/remove`, 'Cinema hall: remove', cinemaIds, [P.remove]),
};

export const filmApi = {
  page: get<typeof filmQuery, Page<FilmRow>>(`${FM}/page`, 'Film: page', filmQuery, READ),
  detail: get<typeof cinemaId, FilmRow>(`${FM}/detail`, 'Film: one', cinemaId, READ),
  add: post<typeof filmForm, FilmRow>(`${FM}/add`, 'Film: add', filmForm, [P.add]),
  edit: post<typeof filmForm, FilmRow>(`${FM}/edit`, 'Film: edit', filmForm, [P.edit]),
  remove: post<typeof cinemaIds, number>(`${FM}/remove`, 'Film: remove (no screening to come)', cinemaIds, [P.remove]),
  status: post<typeof cinemaStatusForm, number>(`${FM}/status`, 'Film: on or off screen', cinemaStatusForm, [P.shelf]),
};

export const screeningApi = {
  page: get<typeof screeningQuery, Page<ScreeningRow>>(`${SM}/page`, 'Screening: page', screeningQuery, READ),
  submit: post<typeof screeningForm, ScreeningRow>(`${SM}/submit`, 'Screening: add or edit (no overlap in a hall)', screeningForm, [
    P.add,
    P.edit,
  ]),
  remove: post<typeof cinemaIds, number>(`${SM}/remove`, 'Screening: remove (no seat taken)', cinemaIds, [P.remove]),
  status: post<typeof cinemaStatusForm, number>(`${SM}/status`, 'Screening: on sale or stopped', cinemaStatusForm, [P.shelf]),
  seats: get<typeof cinemaId, SeatMap>(`${SM}/seats`, 'Screening: its seat map with the orders holding seats', cinemaId, READ),
};

/** 观影卡审核 (yym-usercenter-api), cin-res and the 观影设置 (seeFilm). */
export const cinemaCardApi = {
  page: post<typeof cinemaCardQuery, Page<CinemaCardRow>>(
    '/yym-usercenter-api/cinema-card/page',
    'Cinema card review: page',
    cinemaCardQuery,
    READ,
  ),
  audit: get<typeof cinemaCardAuditQuery, CinemaCardRow>(
    '/yym-usercenter-api/cinema-card/audit',
    'Cinema card review: approve (1) or reject (2) with a reason',
    cinemaCardAuditQuery,
    [P.edit],
  ),
  exportFile: endpoint({
    method: 'POST',
    path: '/yym-usercenter-api/cinema-card/export',
    summary: 'Cinema card review: export (xlsx)',
    body: cinemaCardQuery,
    perm: [P.exportFile],
    blob: true,
  }),
  res: get<typeof resQuery, Page<CinemaResRow>>('/yym-product-api/cin-res/page', 'Cinema resources: halls by cinema', resQuery, READ),
  settings: get<undefined, SeeFilmSettings>('/yym-product-api/seeFilm/settings/get', 'See-film settings: get', undefined, READ),
  settingsSubmit: post<typeof seeFilmForm, SeeFilmSettings>(
    '/yym-product-api/seeFilm/settings/submit',
    'See-film settings: save',
    seeFilmForm,
    [P.edit],
  ),
};

const pub = { auth: 'public' as const };
/** Storefront (public): films and screenings, a screening's seat map, buying seats, the ticket order, applying for a card. */
export const h5CinemaApi = {
  home: endpoint({
    method: 'GET',
    path: '/yym-product-api/h5/cinema/home',
    ...pub,
    summary: 'Storefront: films on screen with their screenings to come',
    query: h5CinemaQuery,
    response: returns<StoreCinemaHome>(),
  }),
  seats: endpoint({
    method: 'GET',
    path: '/yym-product-api/h5/cinema/seats',
    ...pub,
    summary: 'Storefront: a screening and its seat map',
    query: h5ScreeningQuery,
    response: returns<StoreSeatMap>(),
  }),
  buy: endpoint({
    method: 'POST',
    path: '/order-api/h5/cinema/order/place',
    ...pub,
    summary: 'Storefront: buy seats (held until paid; throttled; idempotent by key)',
    body: h5SeatBuyForm,
    response: returns<CinemaBooked>(),
  }),
  order: endpoint({
    method: 'GET',
    path: '/order-api/h5/cinema/order/detail',
    ...pub,
    summary: "Storefront: the customer's ticket order by its code",
    query: h5CinemaCode,
    response: returns<StoreCinemaOrder>(),
  }),
  cardApply: endpoint({
    method: 'POST',
    path: '/yym-usercenter-api/h5/cinema-card/apply',
    ...pub,
    summary: 'Storefront: apply for a cinema card (reviewed in the back office; throttled)',
    body: h5CardApplyForm,
    response: returns<{ id: string }>(),
  }),
};
