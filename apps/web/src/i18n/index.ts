import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE } from '@yym/contract';
import { zh } from './zh.ts';
import { en } from './en.ts';

/** Shell texts in zh (default) and en. Business pages keep their Chinese texts from the spec. */
void i18n.use(initReactI18next).init({
  resources: { zh: { translation: zh }, en: { translation: en } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: 'zh',
  interpolation: { escapeValue: false },
});

export default i18n;
