import { useSyncExternalStore } from 'react';
import { DEFAULT_LANGUAGE } from '@yym/contract';
import { zh } from './zh.ts';
import { en } from './en.ts';

/**
 * Shell texts in zh (default) and en. Business pages keep their Chinese texts from the spec. A few
 * dozen keys need no translation library: this is a lookup by dotted key with a fallback, and a hook
 * that re-renders on a language change (the login page loads it, so it stays small).
 */
type Language = 'zh' | 'en';
const TEXTS: Record<Language, object> = { zh, en };
const listeners = new Set<() => void>();
let language: Language = DEFAULT_LANGUAGE;

function lookup(texts: object, key: string): string | undefined {
  let at: unknown = texts;
  for (const part of key.split('.')) at = at && typeof at === 'object' ? (at as Record<string, unknown>)[part] : undefined;
  return typeof at === 'string' ? at : undefined;
}

export const i18n = {
  get language(): Language {
    return language;
  },
  async changeLanguage(next: string): Promise<void> {
    const lang: Language = next === 'en' ? 'en' : 'zh';
    if (lang === language) return;
    language = lang;
    for (const f of listeners) f();
  },
  /** The text of `key` in the current language, else in Chinese, else `defaultValue`, else the key. */
  t(key: string, opts?: { defaultValue?: string }): string {
    return lookup(TEXTS[language], key) ?? lookup(TEXTS.zh, key) ?? opts?.defaultValue ?? key;
  },
};

const subscribe = (f: () => void) => {
  listeners.add(f);
  return () => listeners.delete(f);
};

/** `t` and `i18n` for a component, which renders again when the language changes. */
export function useTranslation() {
  useSyncExternalStore(subscribe, () => language);
  return { t: i18n.t, i18n };
}

export default i18n;
