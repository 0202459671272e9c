import { authApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import * as service from './service.ts';

export default defineRoutes((r, svc) => {
  r(authApi.captcha, () => service.createCaptcha(svc, 'login'), { noTx: true });
  r(authApi.captchaRequired, async () => service.captchaRequired(svc), { noTx: true, log: false });
  r(authApi.distributorCaptcha, () => service.createCaptcha(svc, 'distributor'), { noTx: true });
  r(authApi.poiCaptcha, () => service.createCaptcha(svc, 'poi'), { noTx: true });
});
