import { userApi, type BodyOf } from '@yym/contract';
import { call } from '../../app/call.ts';
import { md5 } from '../../app/md5.ts';

/** The caller's own profile (server: modules/user). */
export const myInfo = () => call(userApi.info);
export const updateMyInfo = (info: BodyOf<typeof userApi.updateInfo>) => call(userApi.updateInfo, { body: info });
/** The old password goes out hashed like at login; the new one as typed, since the server must check it. */
export const changeMyPassword = (form: { oldPassword: string; newPassword: string; newPassword1: string }) =>
  call(userApi.updatePassword, { body: { ...form, oldPassword: md5(form.oldPassword) } });
