import { MSG } from '@yym/contract';

/** A failure the caller should see: its code goes in the envelope, its message in `msg`. */
export class BizError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const bad = (msg: string) => new BizError(400, msg);
export const notFound = (msg: string = MSG.notFound) => new BizError(404, msg);
export const forbidden = (msg: string = MSG.noPermission) => new BizError(403, msg);
export const unauthorized = (msg: string = MSG.tokenInvalid) => new BizError(401, msg);
/** The session was ended elsewhere (password change, disabled account): the client goes to /outLogin. */
export const pushedOut = (msg: string = MSG.tokenExpired) => new BizError(411, msg);
export const conflict = (msg: string) => new BizError(409, msg);
export const tooMany = (msg: string) => new BizError(429, msg);

/** HTTP status that goes with an envelope code (the client reads the body code either way). */
export function httpStatusFor(code: number): number {
  if (code === 411) return 401;
  if (code >= 400 && code <= 500) return code;
  return 400;
}
