import type { DemoSeeder } from '../../platform/module.ts';
import { tenantData } from '../../platform/repo.ts';
import { art } from '../decoration/index.ts';
import { insertDemoImageTexts } from './repo.ts';

/** Heading, subtitle and the two colours of its drawn cover. */
const ITEMS: [string, string, string, string][] = [
  ['云海日出', '清晨五点的山顶', '#8E54E9', '#4776E6'],
  ['千年古镇', '青石板上的时光', '#F7971E', '#FFD200'],
  ['温泉养生', '冬日限定', '#11998E', '#38EF7D'],
  ['非遗文化', '手艺人的故事', '#10AB7F', '#0E7C86'],
];

/** Demo: four image-text items for each demo merchant. */
export const contentDemo: DemoSeeder = async (q, { demo, second }) => {
  const rows = ITEMS.map(([heading, subtitle, from, to]) => ({
    heading,
    subtitle,
    imageUrl: art(heading, from, to, 400, 300),
    content: `<p>${subtitle}</p>`,
  }));
  for (const tenantId of [demo, second]) await insertDemoImageTexts(tenantData(q, tenantId), rows);
};
