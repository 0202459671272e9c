// The block's schema lives in the contract package (server and web share it).
export { zAudio as schema } from '@yym/contract';
