import type { THEMES } from '@yym/contract';

/** Look of each of the ten themes (keys from the contract; theme-hey is the default). */
export interface ThemeLook {
  siderTheme: 'dark' | 'light';
  siderBg: string;
  logoBg: string;
  headerBg: string;
  headerText: string;
  contentBg: string;
  /** The whole app in dark mode. */
  dark?: boolean;
}

const LOOKS: Record<(typeof THEMES)[number]['key'], ThemeLook> = {
  'theme-hey': { siderTheme: 'dark', siderBg: '#20222a', logoBg: '#20222a', headerBg: '#ffffff', headerText: '#333', contentBg: '#f0f2f5' },
  'theme-white': {
    siderTheme: 'light',
    siderBg: '#ffffff',
    logoBg: '#ffffff',
    headerBg: '#ffffff',
    headerText: '#333',
    contentBg: '#f5f7fa',
  },
  'theme-dark': {
    siderTheme: 'dark',
    siderBg: '#141414',
    logoBg: '#141414',
    headerBg: '#1f1f1f',
    headerText: '#e8e8e8',
    contentBg: '#000000',
    dark: true,
  },
  'theme-colourful': {
    siderTheme: 'dark',
    siderBg: '#3a3f51',
    logoBg: '#2f3343',
    headerBg: '#ffffff',
    headerText: '#333',
    contentBg: '#f1f3f8',
  },
  'theme-smart': {
    siderTheme: 'dark',
    siderBg: '#2b2f3a',
    logoBg: '#242832',
    headerBg: '#ffffff',
    headerText: '#333',
    contentBg: '#f3f4f7',
  },
  'theme-iview': {
    siderTheme: 'dark',
    siderBg: '#001529',
    logoBg: '#002140',
    headerBg: '#ffffff',
    headerText: '#333',
    contentBg: '#f0f2f5',
  },
  'theme-vip': {
    siderTheme: 'dark',
    siderBg: '#2c2c2c',
    logoBg: '#1d1d1d',
    headerBg: '#2c2c2c',
    headerText: '#f5d59a',
    contentBg: '#f4f4f4',
  },
  'theme-cool': {
    siderTheme: 'dark',
    siderBg: '#1f3b5a',
    logoBg: '#18304a',
    headerBg: '#ffffff',
    headerText: '#333',
    contentBg: '#eef3f8',
  },
  'theme-d2': { siderTheme: 'light', siderBg: '#ebf1f6', logoBg: '#ebf1f6', headerBg: '#ebf1f6', headerText: '#333', contentBg: '#f8fafc' },
  'theme-lte': {
    siderTheme: 'dark',
    siderBg: '#222d32',
    // AdminLTE's blues, a shade deeper so white text reads on them (WCAG AA)
    logoBg: '#2c6a8f',
    headerBg: '#2a6f98',
    headerText: '#ffffff',
    contentBg: '#ecf0f5',
  },
};

export const themeLook = (key: string): ThemeLook => LOOKS[key as keyof typeof LOOKS] ?? LOOKS['theme-hey'];

export const THEME_LABELS: Record<string, { zh: string; en: string }> = {
  'theme-hey': { zh: '默认主题', en: 'default' },
  'theme-white': { zh: '白色主题', en: 'white' },
  'theme-dark': { zh: '黑色主题', en: 'dark' },
  'theme-colourful': { zh: '炫彩主题', en: 'colourful' },
  'theme-smart': { zh: '智能主题', en: 'smart' },
  'theme-iview': { zh: 'iview主题', en: 'iview' },
  'theme-vip': { zh: 'vip主题', en: 'vip' },
  'theme-cool': { zh: '酷炫主题', en: 'cool' },
  'theme-d2': { zh: 'd2主题', en: 'd2' },
  'theme-lte': { zh: 'lte主题', en: 'lte' },
};

/** Colour picker presets; the default is #10AB7F. */
export const COLORS = ['#10AB7F', '#1677FF', '#409EFF', '#722ED1', '#EB2F96', '#F5222D', '#FA8C16', '#FAAD14', '#13C2C2', '#2F54EB'];
