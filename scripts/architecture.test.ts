import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AREA_LIMIT,
  CONTRACT,
  LINE_LIMIT,
  SERVER,
  WEB,
  areaShapeViolations,
  crossModuleViolations,
  customerPagesOnBackOfficeLibraries,
  files,
  handBuiltScoped,
  indexesExportingRepos,
  longFiles,
  moduleCycles,
  pagesCallingHttp,
  platformReachingUp,
  sqlOutsideRepos,
} from './architecture.ts';

describe('architecture rules', () => {
  const server = files(SERVER);
  const web = files(WEB);
  const contract = files(CONTRACT);

  it('a module imports another module only through its index.ts', () => {
    expect(crossModuleViolations(server)).toEqual([]);
  });
  it('SQL lives only in repo.ts, platform/, seeds and demo data', () => {
    expect(sqlOutsideRepos(server)).toEqual([]);
  });
  it('pages reach the server only through their area api.ts', () => {
    expect(pagesCallingHttp(web)).toEqual([]);
  });
  it("the customer pages use their own light kit, never the back office's", () => {
    expect(customerPagesOnBackOfficeLibraries(web)).toEqual([]);
  });
  it('no import cycle between modules', () => {
    expect(moduleCycles(server)).toEqual([]);
  });
  it(`no source file is longer than ${LINE_LIMIT} lines`, () => {
    expect(longFiles([...server, ...web, ...contract])).toEqual([]);
  });
  it('the platform imports no business area and not the app', () => {
    expect(platformReachingUp(server)).toEqual([]);
  });
  it("an area's index.ts exports services, never its repository", () => {
    expect(indexesExportingRepos(server)).toEqual([]);
  });
  it('tenant-bound data access is built only in platform/repo.ts', () => {
    expect(handBuiltScoped(server)).toEqual([]);
  });
  it(`an area over ${AREA_LIMIT} lines is made of sub-areas in the small shape`, () => {
    expect(areaShapeViolations(join(SERVER, 'modules'))).toEqual([]);
  });
});

describe('the rules see a violation (negative control)', () => {
  /** A file of a throw-away tree, at its path in the project. */
  const put = (path: string, text: string) => {
    const file = join(mkdtempSync(join(tmpdir(), 'arch-')), path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    return file;
  };

  it('flags a deep import, SQL in a route file, a page calling the HTTP client and a module cycle', () => {
    const orders = put(
      'apps/server/src/modules/orders/routes.ts',
      "import { take } from '../stock/service.ts';\nconst q = sql`SELECT 1`;\n",
    );
    const stock = put('apps/server/src/modules/stock/service.ts', "import { x } from '../orders/index.ts';\n");
    const page = put('apps/web/src/features/orders/OrdersPage.tsx', "import { http } from '../../app/http.ts';\n");
    expect(crossModuleViolations([orders, stock])).toHaveLength(1);
    expect(sqlOutsideRepos([orders])).toHaveLength(1);
    expect(pagesCallingHttp([page])).toHaveLength(1);
    expect(moduleCycles([orders, stock])).toEqual(['orders → stock → orders']);
  });

  it('flags a customer page importing antd or react-router', () => {
    const h5 = put('apps/web/src/h5/shop/ShopPage.tsx', "import { Button } from 'antd';\nimport { Link } from 'react-router-dom';\n");
    const kit = put('apps/web/src/h5/shop/ListPage.tsx', "import { Button } from '../kit/index.ts';\n");
    expect(customerPagesOnBackOfficeLibraries([h5, kit])).toEqual([
      expect.stringContaining('antd'),
      expect.stringContaining('react-router-dom'),
    ]);
  });

  it('flags the platform importing an area or the app, an index.ts exporting its repo, a hand-built Scoped', () => {
    const checkout = put(
      'apps/server/src/platform/checkout.ts',
      "import { seckillSale } from '../modules/seckill/index.ts';\nimport { buildApp } from '../app.ts';\n",
    );
    const index = put('apps/server/src/modules/stock/index.ts', "export { takeStock } from './repo/stock.ts';\n");
    const hook = put('apps/server/src/modules/stock/sale.ts', 'const db = new Scoped(q, tenantId, null);\n');
    expect(platformReachingUp([checkout])).toHaveLength(2);
    expect(indexesExportingRepos([index])).toHaveLength(1);
    expect(handBuiltScoped([hook, checkout])).toEqual([expect.stringContaining('stock/sale.ts: 1')]);
  });

  it('flags a topic file at the top of a big area, a stray file in a sub-area and a reach into a sibling repo', () => {
    const big = `${'// a line\n'.repeat(AREA_LIMIT)}`;
    const index = put('apps/server/src/modules/tickets/index.ts', big);
    const modules = dirname(dirname(index));
    const at = (path: string, text = '') => {
      mkdirSync(dirname(join(modules, path)), { recursive: true });
      writeFileSync(join(modules, path), text);
    };
    at('tickets/topic.ts');
    at('tickets/sales/routes.ts', "import { x } from '../refunds/repo.ts';\nimport { y } from '../refunds/service.ts';\n");
    at('tickets/sales/helpers.ts');
    at('tickets/refunds/repo.ts');
    at('tickets/refunds/service.ts');
    at('small/repo.ts');
    at('small/repo/a.ts');
    expect(areaShapeViolations(modules).map((v) => v.replace(/\S*modules\//g, ''))).toEqual([
      'small: both repo.ts and repo/',
      'tickets/sales/helpers.ts: not a sub-area file',
      'tickets/sales/routes.ts → tickets/refunds/repo.ts (a sibling sub-area is reached through its service.ts)',
      expect.stringMatching(/^tickets\/topic\.ts: a \d+-line area keeps topic files in sub-areas$/),
    ]);
  });
});
