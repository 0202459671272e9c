import { create } from 'zustand';
import { DEFAULT_COLOR, DEFAULT_LANGUAGE, DEFAULT_THEME } from '@yym/contract';
import { MERCHANT_TOKEN_KEY, STORE_PREFIX, getStore, getStoreEntry, removeStore, setStore } from './storage.ts';

/** What the OAuth token endpoint answers on success (the raw token object, no envelope). */
export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  tenant_id: string;
  user_id: string;
  user_type?: number;
  account: string;
  user_name?: string;
  nick_name?: string;
  real_name?: string;
  avatar?: string;
  role_id?: string;
  role_name?: string;
  dept_id?: string;
  is_merchant?: boolean;
}

export interface UserInfo {
  userId: string;
  account: string;
  userName: string;
  realName: string;
  avatar: string;
  tenantId: string;
  roleName: string;
  isMerchant: boolean;
}

export interface MenuNode {
  id: string;
  parentId: string;
  code: string;
  name: string;
  path: string;
  source?: string;
  sort?: number;
  keepAlive?: boolean;
  isTab?: boolean;
  isAuth?: boolean;
  children?: MenuNode[];
}

export interface Tag {
  label: string;
  /** Full location (path + search): the tab's identity. */
  value: string;
}

export interface ErrorLogEntry {
  type: string;
  url: string;
  message: string;
  stack: string;
  time: string;
}

export const DEFAULT_AVATAR = '/favicon.svg';
export const HOME_PATH = '/wel/index';
export const LOGIN_PATH = '/login';
export const HOME_TAG: Tag = { label: '首页', value: HOME_PATH };

/** Spec 1 §3 "Session state": every field, persisted field by field (see PERSISTED). */
export interface SessionState {
  token: string;
  refreshToken: string;
  /** When the token was stored (ms): the refresh check compares its age with TOKEN_TIME_SECONDS. */
  tokenTime: number;
  tenantId: string;
  userInfo: UserInfo | null;
  menu: MenuNode[];
  menuAll: MenuNode[];
  menuId: string;
  permission: Record<string, boolean>;
  roles: string[];
  tagList: Tag[];
  language: string;
  colorName: string;
  themeName: string;
  isLock: boolean;
  lockPasswd: string;
  logs: ErrorLogEntry[];
  isCollapse: boolean;
  /** Where the guard sends a visitor whose session just ended (/outLogin after code 411); not stored. */
  exitTo: string;
}

const PERSISTED = [
  'token',
  'refreshToken',
  'tenantId',
  'userInfo',
  'menu',
  'menuAll',
  'menuId',
  'permission',
  'roles',
  'tagList',
  'language',
  'colorName',
  'themeName',
  'isLock',
  'lockPasswd',
  'logs',
  'isCollapse',
] as const;

const initial = (): SessionState => ({
  token: getStore('token', ''),
  refreshToken: getStore('refreshToken', ''),
  tokenTime: getStoreEntry('token')?.datetime ?? 0,
  tenantId: getStore('tenantId', ''),
  userInfo: getStore<UserInfo | null>('userInfo', null),
  menu: getStore('menu', []),
  menuAll: getStore('menuAll', []),
  menuId: getStore('menuId', ''),
  permission: getStore('permission', {}),
  roles: getStore('roles', []),
  tagList: getStore('tagList', [HOME_TAG]),
  language: getStore('language', DEFAULT_LANGUAGE),
  colorName: getStore('colorName', DEFAULT_COLOR),
  themeName: getStore('themeName', DEFAULT_THEME),
  isLock: getStore('isLock', false),
  lockPasswd: getStore('lockPasswd', ''),
  logs: getStore('logs', []),
  isCollapse: getStore('isCollapse', false),
  exitTo: '',
});

export const useSession = create<SessionState>()(() => initial());

// Write each changed field to local storage (prefix, data type, timestamp).
useSession.subscribe((s, prev) => {
  for (const k of PERSISTED) if (s[k] !== prev[k]) setStore(k, s[k]);
});

const set = (p: Partial<SessionState>) => useSession.setState(p);

export const session = {
  get: () => useSession.getState(),
  /** Login success: token, refresh token, tenant and user info stored; tags reset; lock cleared. */
  login(t: TokenResponse) {
    removeStore(MERCHANT_TOKEN_KEY); // a new login drops a previous distributor token (loginAs sets it again)
    set({
      token: t.access_token,
      refreshToken: t.refresh_token,
      tokenTime: Date.now(),
      tenantId: t.tenant_id,
      userInfo: {
        userId: t.user_id,
        account: t.account,
        userName: t.nick_name || t.user_name || t.account,
        realName: t.real_name || t.account,
        avatar: t.avatar || DEFAULT_AVATAR,
        tenantId: t.tenant_id,
        roleName: t.role_name ?? '',
        isMerchant: !!t.is_merchant,
      },
      roles: (t.role_name ?? '').split(',').filter(Boolean),
      tagList: [HOME_TAG],
      isLock: false,
      lockPasswd: '',
      exitTo: '',
    });
  },
  /** A refreshed token keeps the rest of the session. */
  refreshed(t: TokenResponse) {
    set({ token: t.access_token, refreshToken: t.refresh_token, tokenTime: Date.now() });
  },
  /**
   * Take the tokens another tab stored (local storage is shared between tabs, this store is not);
   * answers whether they were new. A tab that logged out (empty tokens) is not followed here.
   */
  syncTokens(): boolean {
    const stored = getStore('refreshToken', '');
    if (!stored || stored === useSession.getState().refreshToken) return false;
    set({ token: getStore('token', ''), refreshToken: stored, tokenTime: getStoreEntry('token')?.datetime ?? Date.now() });
    return true;
  },
  /** Logout: token, menus, roles and tags cleared; `exitTo` is where the guard then sends the visitor. */
  logout(exitTo = LOGIN_PATH) {
    removeStore(MERCHANT_TOKEN_KEY); // the distributor token ends with the session
    set({
      token: '',
      refreshToken: '',
      tokenTime: 0,
      menu: [],
      menuAll: [],
      menuId: '',
      permission: {},
      roles: [],
      tagList: [HOME_TAG],
      exitTo,
    });
  },
  clearExit: () => set({ exitTo: '' }),
  setMenu(menu: MenuNode[], menuAll: MenuNode[] = menu) {
    set({ menu, menuAll });
  },
  setMenuId: (menuId: string) => set({ menuId }),
  setPermission: (permission: Record<string, boolean>) => set({ permission }),
  setUserInfo: (p: Partial<UserInfo>) => {
    const u = useSession.getState().userInfo;
    if (u) set({ userInfo: { ...u, ...p } });
  },
  addTag(tag: Tag) {
    const list = useSession.getState().tagList;
    const i = list.findIndex((t) => t.value === tag.value);
    if (i >= 0) {
      if (list[i].label !== tag.label) set({ tagList: list.map((t, j) => (j === i ? tag : t)) });
      return;
    }
    set({ tagList: [...list, tag] });
  },
  /** Close one tab; home stays first and the last tab cannot be closed. */
  closeTag(value: string) {
    const list = useSession.getState().tagList;
    if (list.length <= 1 || value === HOME_PATH) return list;
    const next = list.filter((t) => t.value !== value);
    set({ tagList: next });
    return next;
  },
  closeOthers(value: string) {
    set({ tagList: useSession.getState().tagList.filter((t) => t.value === HOME_PATH || t.value === value) });
  },
  closeAll() {
    set({ tagList: [HOME_TAG] });
  },
  lock(passwd: string) {
    set({ isLock: true, lockPasswd: passwd });
  },
  unlock() {
    set({ isLock: false, lockPasswd: '' });
  },
  setTheme: (themeName: string) => set({ themeName }),
  setColor: (colorName: string) => set({ colorName }),
  setLanguage: (language: string) => set({ language }),
  setCollapse: (isCollapse: boolean) => set({ isCollapse }),
  addLog(e: ErrorLogEntry) {
    set({ logs: [e, ...useSession.getState().logs].slice(0, 200) });
  },
  clearLogs: () => set({ logs: [] }),
};

// Another tab refreshed the tokens: use them at once (its refresh token is already spent by us otherwise).
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === `${STORE_PREFIX}refreshToken`) session.syncTokens();
  });
}

/** The one permission hook: is this button code granted? */
export const useCan = (code: string) => useSession((s) => !!s.permission[code]);
