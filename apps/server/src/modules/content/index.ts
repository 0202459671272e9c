import { defineModule } from '../../platform/module.ts';
import routes from './routes.ts';
import { contentDemo } from './demo.ts';

/** Content: the image-text dictionary (图文字典) the page editor's picker lists. */
export default defineModule({ name: 'content', routes, demo: contentDemo });
