/** Messages of the login, captcha and public-form throttles (shown to users as written). */
export const AUTH_MSG = {
  /** The account saw many failed logins from everywhere: logins now need the picture captcha. */
  captchaRequired: '该账号登录失败次数较多,请输入图片验证码后再登录',
  captchaMissing: '请输入验证码',
  /** Too many applications or registrations from one address. */
  applyTooFrequent: '提交过于频繁,请稍后再试',
} as const;

/** Captcha-Key / Captcha-Code: the headers a captcha answer travels in (login, registration, applications). */
export const CAPTCHA_KEY_HEADER = 'Captcha-Key';
export const CAPTCHA_CODE_HEADER = 'Captcha-Code';
