import { seckillApi } from '@yym/contract';
import { defineRoutes } from '../../../platform/route.ts';
import { generatePoster } from './service.ts';

export default defineRoutes((r) => {
  r(
    seckillApi.generatePoster,
    async (ctx, { query, reply }) => {
      const png = await generatePoster(ctx, query.seckillId, query.channelType);
      reply
        .header('Content-Type', 'image/png')
        .header('Content-Disposition', `inline; filename="seckill-${query.seckillId}.png"`)
        .send(png);
    },
    { raw: true },
  );
});
