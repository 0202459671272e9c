import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HIDDEN_MENU_SORT, NUMBER_INPUT_MAX } from '@yym/contract';
import { md5 } from './md5.ts';
import { guard, isPublicPath } from './guard.ts';
import { flattenMenu, menuLeaves, menuTrail, routeOf } from './menu.ts';
import { clampNumber, sanitizeNumber } from '../components/NumberInput.tsx';
import type { MenuNode } from './session.ts';

describe('md5 (the login sends the typed password hashed)', () => {
  it('matches node:crypto for ASCII, Chinese and block-boundary lengths', () => {
    for (const s of ['', 'Admin1234', '密码Demo1234', 'a'.repeat(55), 'b'.repeat(56), 'c'.repeat(64), 'd'.repeat(1000)]) {
      expect(md5(s)).toBe(createHash('md5').update(s).digest('hex'));
    }
  });
});

describe('route guard (spec 1 §2)', () => {
  const anon = { token: '', isLock: false };
  const user = { token: 't', isLock: false };
  it('sends a logged-in user away from /login to home', () => {
    expect(guard('/login', user)).toEqual({ to: '/wel/index' });
    expect(guard('/system/dict', user)).toBeNull();
  });
  it('sends a visitor without token to /login, logging out', () => {
    expect(guard('/wel/index', anon)).toEqual({ to: '/login', logout: true });
    expect(guard('/lock', anon)).toEqual({ to: '/login', logout: true });
  });
  it('lets a visitor open the refund, order-detail, login pages and any H5 path', () => {
    for (const p of ['/refound', '/orderDetail', '/login', '/reg', '/h5/page/1', '/somethingH5']) expect(guard(p, anon)).toBeNull();
    expect(isPublicPath('/system/user')).toBe(false);
  });
  it('keeps a locked screen on /lock and leaves /lock once unlocked', () => {
    expect(guard('/system/dict', { token: 't', isLock: true })).toEqual({ to: '/lock' });
    expect(guard('/lock', { token: 't', isLock: true })).toBeNull();
    expect(guard('/lock', user)).toEqual({ to: '/wel/index' });
  });
});

describe('menu routes (spec 1 §2 dynamic routes)', () => {
  const node = (p: Partial<MenuNode>): MenuNode => ({ id: p.code ?? 'x', parentId: '0', code: 'x', name: 'x', path: '', ...p });
  const menu: MenuNode[] = [
    node({
      code: 'sys',
      name: '系统管理',
      path: '/system',
      children: [
        node({ code: 'dict', name: '字典管理', path: '/system/dict', keepAlive: true }),
        node({ code: 'hidden', name: '隐藏', path: '/system/hidden', sort: HIDDEN_MENU_SORT }),
      ],
    }),
    node({ code: 'report', name: '报表', path: '/report' }),
    node({ code: 'doc', name: '帮助文档', path: 'https://example.com/help.html' }),
  ];
  it('gives a top-level leaf the /index suffix, frames html/http paths, keeps nested leaves as they are', () => {
    expect(routeOf(menu[1], true).path).toBe('/report/index');
    expect(routeOf(menu[2], true)).toMatchObject({ path: '/myiframe/doc', iframe: 'https://example.com/help.html' });
    expect(routeOf(menu[0].children![0], false)).toMatchObject({ path: '/system/dict', keepAlive: true, isTab: true });
  });
  it('hides sort -999 items and finds leaves and the trail to a path', () => {
    const flat = flattenMenu(menu);
    expect(flat.has('/system/hidden')).toBe(false);
    expect(menuLeaves(menu).map((l) => l.node.name)).toEqual(['字典管理', '报表', '帮助文档']);
    expect(menuTrail(menu, '/system/dict')).toEqual(['/system', '/system/dict']);
  });
});

describe('number input (spec 1 §5)', () => {
  it('strips non-numeric characters, limits decimals and length, clamps', () => {
    expect(sanitizeNumber('12a3b')).toBe('123');
    expect(sanitizeNumber('1.2.345', 2)).toBe('1.23');
    expect(sanitizeNumber('-5', 0, true)).toBe('-5');
    expect(sanitizeNumber('-5')).toBe('5');
    expect(sanitizeNumber('123456789012345')).toHaveLength(10);
    expect(clampNumber(123456, 0, NUMBER_INPUT_MAX)).toBe(99999);
    expect(clampNumber(-3, 0, NUMBER_INPUT_MAX)).toBe(0);
  });
});

describe('session store (spec 1 §3, §4)', async () => {
  const { session, HOME_TAG } = await import('./session.ts');
  const token = {
    access_token: 'a',
    refresh_token: 'r',
    tenant_id: '100001',
    user_id: '7',
    account: 'boss',
    real_name: '李总',
    role_name: 'admin',
    is_merchant: true,
  };
  it('login stores token, tenant and user, resets tags and clears the lock', () => {
    session.lock('pw');
    session.addTag({ label: '字典管理', value: '/system/dict' });
    session.login(token);
    const s = session.get();
    expect(s).toMatchObject({
      token: 'a',
      refreshToken: 'r',
      tenantId: '100001',
      isLock: false,
      lockPasswd: '',
      tagList: [HOME_TAG],
      roles: ['admin'],
    });
    expect(s.userInfo).toMatchObject({ account: 'boss', realName: '李总', isMerchant: true });
    expect(s.userInfo!.avatar).toBeTruthy(); // the default avatar
  });
  it('tabs: home stays first, the last tab cannot close, close others keeps home and the current', () => {
    session.addTag({ label: 'A', value: '/a' });
    session.addTag({ label: 'B', value: '/b' });
    session.addTag({ label: 'A', value: '/a' });
    expect(session.get().tagList.map((t) => t.value)).toEqual(['/wel/index', '/a', '/b']);
    session.closeTag('/wel/index');
    expect(session.get().tagList).toHaveLength(3);
    session.closeOthers('/b');
    expect(session.get().tagList.map((t) => t.value)).toEqual(['/wel/index', '/b']);
    session.closeAll();
    expect(session.closeTag('/wel/index')).toEqual([HOME_TAG]);
  });
  it('logout clears token, menus, roles and tags', () => {
    session.setMenu([{ id: '1', parentId: '0', code: 'c', name: 'n', path: '/p' }]);
    session.setPermission({ dict_add: true });
    session.logout();
    expect(session.get()).toMatchObject({
      token: '',
      refreshToken: '',
      menu: [],
      menuAll: [],
      roles: [],
      permission: {},
      tagList: [HOME_TAG],
    });
  });
});
