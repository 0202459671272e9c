// The block's schema lives in the contract package (server and web share it).
export { zWaterfall as schema } from '@yym/contract';
