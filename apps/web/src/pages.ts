import type { ComponentType } from 'react';

type Lazy = () => Promise<{ default: ComponentType<any> }>;

/**
 * Back-office pages by route path (the menu's `path`). The shell builds routes from the server menu
 * and renders the page registered here, or a "coming soon" page. One line per page.
 */
export const pages: Record<string, Lazy> = {};

/** Public pages (no login): the customer H5 pages and the published storefront. */
export const publicPages: Record<string, Lazy> = {};

// System administration (shell issue)
pages['/system/dict'] = () => import('./features/system/DictPage.tsx');
pages['/dict-horizontal/index'] = () => import('./features/system/DictPage.tsx');
pages['/dict-vertical/index'] = () => import('./features/system/DictPage.tsx');

// Page decoration (issue 5): the designer and the published storefront ('/h5/page/home?tenantId=' too)
publicPages['/h5/page/:pageId'] = () => import('./h5/storefront/StorefrontPage.tsx');
pages['/customize/index'] = () => import('./editor/Designer.tsx');
pages['/imageTextdDictionary/index'] = () => import('./features/content/ImageTextPage.tsx');

// Commerce (issue 4): the two customer pages
publicPages['/orderDetail'] = () => import('./h5/order/OrderDetailPage.tsx');
publicPages['/refound'] = () => import('./h5/order/RefundPage.tsx');
// Commerce (round 2): the storefront's public product page
publicPages['/h5/product/:id'] = () => import('./h5/product/ProductPage.tsx');
// Commerce (round 3): the storefront's sandbox cashier, after placing an order on the product page
publicPages['/h5/pay'] = () => import('./h5/pay/PayPage.tsx');
// Commerce (issue 4): back office
pages['/merchantOrder/scenic'] = () => import('./features/order/ScenicOrderPage.tsx');
pages['/ticket/check'] = () => import('./features/ticket/CheckPage.tsx');
pages['/ticket/verification'] = () => import('./features/ticket/VerificationPage.tsx');
pages['/product/ticket'] = () => import('./features/product/TicketPage.tsx');
pages['/scenic/index'] = () => import('./features/product/ScenicPage.tsx');
pages['/goods/classify'] = () => import('./features/product/ClassifyPage.tsx');
pages['/goods/label'] = () => import('./features/product/LabelPage.tsx');
pages['/product/stockRecord'] = () => import('./features/product/StockRecordPage.tsx');
pages['/merchantOrder/abnormal'] = () => import('./features/order/AbnormalOrderPage.tsx');
pages['/ticket/verifier'] = () => import('./features/ticket/VerifierPage.tsx');
pages['/ticket/verifyConfig'] = () => import('./features/ticket/VerifyConfigPage.tsx');
pages['/ticket/verifyPower'] = () => import('./features/ticket/VerifyPowerPage.tsx');
pages['/ticket/deviceRecord'] = () => import('./features/ticket/DeviceRecordPage.tsx');
pages['/merchantResources/supplierCode'] = () => import('./features/product/SupplierCodePage.tsx');
pages['/system/user'] = () => import('./features/system/UserPage.tsx');
pages['/system/dept'] = () => import('./features/system/DeptPage.tsx');
pages['/system/post'] = () => import('./features/system/PostPage.tsx');
pages['/system/role'] = () => import('./features/system/RolePage.tsx');
pages['/system/menu'] = () => import('./features/system/MenuPage.tsx');
pages['/system/topmenu'] = () => import('./features/system/TopMenuPage.tsx');
pages['/system/param'] = () => import('./features/system/ParamPage.tsx');
pages['/system/region'] = () => import('./features/system/RegionPage.tsx');
pages['/system/client'] = () => import('./features/system/ClientPage.tsx');
pages['/authority/datascope'] = () => import('./features/system/ScopePage.tsx').then((m) => ({ default: m.DataScopePage }));
pages['/authority/apiscope'] = () => import('./features/system/ScopePage.tsx').then((m) => ({ default: m.ApiScopePage }));
pages['/system/tenant'] = () => import('./features/system/TenantPage.tsx');
pages['/system/tenantApply'] = () => import('./features/system/TenantApplyPage.tsx');
pages['/system/tenantPackage'] = () => import('./features/system/TenantPackagePage.tsx');
pages['/system/tenantService'] = () => import('./features/system/TenantServicePage.tsx');
pages['/monitor/log/api'] = () => import('./features/system/LogPage.tsx');
pages['/monitor/log/error'] = () => import('./features/system/ErrorLogPage.tsx');
// Product extras: spec templates and product distribution
pages['/product/specsConfig'] = () => import('./features/product/SpecsConfigPage.tsx');
pages['/distribution/goods'] = () => import('./features/distribution/GoodsPage.tsx');
