import {
  cinemaApi,
  cinemaCardApi,
  filmApi,
  screeningApi,
  type BodyOf,
  type CinemaCardRow,
  type CinemaResRow,
  type CinemaRow,
  type FilmRow,
  type ScreeningRow,
  type SeeFilmSettings,
} from '@yym/contract';
import { call } from '../../app/call.ts';
import { defineResource } from '../../app/data.ts';

export type {
  CinemaCardRow,
  CinemaHallRow,
  CinemaResRow,
  CinemaRow,
  FilmRow,
  ScreeningRow,
  SeatCell,
  SeatMap,
  SeeFilmSettings,
} from '@yym/contract';

type CinemaForm = BodyOf<typeof cinemaApi.add>;
type FilmForm = BodyOf<typeof filmApi.add>;
type ScreeningForm = BodyOf<typeof screeningApi.submit>;

export const cinemas = defineResource<CinemaRow>({
  key: 'cin-cinemas',
  list: (query) => call(cinemaApi.page, { query }),
  detail: (id) => call(cinemaApi.detail, { query: { id } }),
  add: (row) => call(cinemaApi.add, { body: row as CinemaForm }),
  update: (row) => call(cinemaApi.edit, { body: row as CinemaForm }),
  remove: (ids) => call(cinemaApi.remove, { body: { ids } }),
});

export const films = defineResource<FilmRow>({
  key: 'cin-films',
  list: (query) => call(filmApi.page, { query }),
  detail: (id) => call(filmApi.detail, { query: { id } }),
  add: (row) => call(filmApi.add, { body: row as FilmForm }),
  update: (row) => call(filmApi.edit, { body: row as FilmForm }),
  remove: (ids) => call(filmApi.remove, { body: { ids } }),
});

export const screenings = defineResource<ScreeningRow>({
  key: 'cin-screenings',
  list: (query) => call(screeningApi.page, { query }),
  add: (row) => call(screeningApi.submit, { body: row as ScreeningForm }),
  update: (row) => call(screeningApi.submit, { body: row as ScreeningForm }),
  remove: (ids) => call(screeningApi.remove, { body: { ids } }),
});

export const cards = defineResource<CinemaCardRow>({
  key: 'cin-cards',
  list: (body) => call(cinemaCardApi.page, { body: body as BodyOf<typeof cinemaCardApi.page> }),
  exportFile: (body) => call(cinemaCardApi.exportFile, { body: body as BodyOf<typeof cinemaCardApi.exportFile> }) as Promise<Blob>,
});

export const cinemaRes = defineResource<CinemaResRow>({ key: 'cin-res', list: (query) => call(cinemaCardApi.res, { query }) });

export const cinemaActions = {
  cinemaStatus: (ids: string[], status: number) => call(cinemaApi.status, { body: { ids, status } }),
  filmStatus: (ids: string[], status: number) => call(filmApi.status, { body: { ids, status } }),
  screeningStatus: (ids: string[], status: number) => call(screeningApi.status, { body: { ids, status } }),
  halls: (cinemaId: string) => call(cinemaApi.halls, { query: { cinemaId } }),
  hallSubmit: (body: BodyOf<typeof cinemaApi.hallSubmit>) => call(cinemaApi.hallSubmit, { body }),
  hallRemove: (ids: string[]) => call(cinemaApi.hallRemove, { body: { ids } }),
  seats: (id: string) => call(screeningApi.seats, { query: { id } }),
  allCinemas: () => call(cinemaApi.page, { query: { current: 1, size: 200 } }),
  allFilms: () => call(filmApi.page, { query: { current: 1, size: 200, filmStatus: 1 } }),
  allHalls: () => call(cinemaCardApi.res, { query: { current: 1, size: 200 } }),
  audit: (id: string, auditStatus: number, reason?: string) => call(cinemaCardApi.audit, { query: { id, auditStatus, reason } }),
  settings: () => call(cinemaCardApi.settings, {}),
  saveSettings: (body: SeeFilmSettings) => call(cinemaCardApi.settingsSubmit, { body }),
};
