// The block's schema lives in the contract package (server and web share it).
export { zTitle as schema } from '@yym/contract';
