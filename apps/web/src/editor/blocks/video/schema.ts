// The block's schema lives in the contract package (server and web share it).
export { zVideo as schema } from '@yym/contract';
