import type { PageLoaders } from '../../pages.ts';

/** The desk pages: home, dashboard, the station-letter inbox. */
export const homePages: PageLoaders = {
  '/wel/index': () => import('./Home.tsx'),
  '/wel/dashboard': () => import('./Dashboard.tsx'),
  '/stationLetter/index': () => import('./StationLetter.tsx'),
};
