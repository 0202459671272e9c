/** The cinema area's rows as the API answers them (ids as strings, money in cents). */

export interface CinemaRow {
  id: string;
  name: string;
  address: string;
  phone: string;
  cover: string;
  remark: string;
  cinemaStatus: number;
  hallCount: number;
  seatCount: number;
  createTime: string;
}

export interface CinemaHallRow {
  id: string;
  cinemaId: string;
  name: string;
  seatRows: number;
  seatCols: number;
  layout: string[];
  seatCount: number;
}

export interface FilmRow {
  id: string;
  name: string;
  poster: string;
  duration: number;
  /** Tenths of a point: 85 is 8.5. */
  rating: number;
  genre: string;
  director: string;
  actors: string;
  releaseDate: string | null;
  intro: string;
  filmStatus: number;
  createTime: string;
}

export interface ScreeningRow {
  id: string;
  filmId: string;
  filmName: string;
  cinemaId: string;
  cinemaName: string;
  hallId: string;
  hallName: string;
  /** `YYYY-MM-DD HH:mm`, China time. */
  startTime: string;
  endTime: string;
  price: number;
  language: string;
  screeningStatus: number;
  seatCount: number;
  sold: number;
  held: number;
}

/** One cell of a drawn seat map: state 0 free, 1 held, 2 sold, 3 out of use; an aisle is null. */
export interface SeatCell {
  row: number;
  col: number;
  /** The seat's name on the ticket: `5排7座` (rows and seats counted without aisles). */
  label: string;
  state: number;
  /** Back office only: the order holding or owning it. */
  orderNo?: string;
}

export interface SeatMap {
  screening: ScreeningRow;
  rows: (SeatCell | null)[][];
}

export interface CinemaCardRow {
  id: string;
  name: string;
  phone: string;
  cardType: string;
  cinemaName: string;
  auditStatus: number;
  auditReason: string;
  auditTime: string | null;
  createTime: string;
}

/** cin-res: one hall of a cinema as a resource (what can be scheduled). */
export interface CinemaResRow {
  cinemaId: string;
  cinemaName: string;
  hallId: string;
  hallName: string;
  seatCount: number;
  cinemaStatus: number;
  upcoming: number;
}

export interface SeeFilmSettings {
  holdMinutes: number;
  maxSeats: number;
  refundCutoffMinutes: number;
  stopSaleMinutes: number;
  notice: string;
}

export interface StoreScreening {
  id: string;
  filmName: string;
  cinemaName: string;
  hallName: string;
  startTime: string;
  price: number;
  left: number;
}
export interface StoreFilm {
  id: string;
  name: string;
  poster: string;
  duration: number;
  rating: number;
  genre: string;
  screenings: StoreScreening[];
}
export interface StoreCinemaHome {
  films: StoreFilm[];
  notice: string;
}
export interface StoreSeatMap extends SeatMap {
  maxSeats: number;
  filmPoster: string;
}
export interface CinemaBooked {
  orderId: string;
  orderNo: string;
  code: string;
  totalMoney: number;
  orderStatus: number;
}
export interface StoreCinemaOrder {
  orderNo: string;
  orderStatus: number;
  statusText: string;
  totalMoney: number;
  filmName: string;
  cinemaName: string;
  hallName: string;
  startTime: string;
  seats: string[];
  payDeadline: string | null;
}
