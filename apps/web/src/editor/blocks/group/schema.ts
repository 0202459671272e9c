// The block's schema lives in the contract package (server and web share it).
export { zGroupBuy as schema } from '@yym/contract';
