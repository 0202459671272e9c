/** Every picker, by kind: goods-like rows (products) and the things a link can point at (content). */
export { GoodsPicker, GroupBuyPicker, SeckillPicker } from './productPickers.tsx';
export { ActivityPicker, ImageTextPicker, PagePicker, StrategyPicker, TicketPicker, VoicePicker } from './contentPickers.tsx';
