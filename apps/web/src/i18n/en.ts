import type { Messages } from './zh.ts';

/** English shell texts. */
export const en: Messages = {
  title: { merchant: 'Merchant Platform', saas: 'SAAS Platform' },
  login: {
    title: 'login', subtitle: 'Welcome', tenantId: 'Tenant ID', username: 'Username', password: 'Password', code: 'Captcha',
    submit: 'Log in', phone: 'Phone login', social: 'Social login', register: 'Register', forget: 'Forgot password', refresh: 'Click to refresh',
    account: 'Account login', distributor: 'Distributor login', poi: 'POI staff login', tenantRequired: 'Enter the tenant ID', usernameRequired: 'Enter the username',
    passwordRequired: 'Enter the password', codeRequired: 'Enter the captcha', loggingIn: 'Logging in...', desc: 'Tickets and tourism back office',
    phoneNumber: 'Mobile number', smsCode: 'SMS code', sendCode: 'Send code',
  },
  nav: {
    home: 'Home', dashboard: 'Dashboard', info: 'User info', selectShop: 'Select shop', color: 'Colour', theme: 'Theme', logout: 'Log out',
    logoutConfirm: 'Log out of the system?', lock: 'Lock', fullscreen: 'Fullscreen', exitFullscreen: 'Exit fullscreen', notice: 'Notices',
    download: 'Downloads', search: 'Search menu', searchPlaceholder: 'Menu name, Enter to open', language: 'Language', errorLog: 'Error log',
    noNotice: 'No notices', allNotice: 'View all', collapse: 'Collapse', expand: 'Expand', tip: 'Notice', confirm: 'OK', cancel: 'Cancel',
  },
  tags: { refresh: 'Refresh', close: 'Close', closeOthers: 'Close others', closeAll: 'Close all', clearCache: 'Clear cache', search: 'Search tabs', menu: 'Tabs' },
  lock: {
    title: 'Set lock password', password: 'Lock password', submit: 'Lock', unlock: 'Unlock', placeholder: 'Lock password', wrong: 'Wrong password, try again',
    exit: 'Leave and log in again', locked: 'Screen locked',
  },
  log: {
    title: 'Error log', type: 'Type', url: 'URL', message: 'Message', stack: 'Stack', time: 'Time', upload: 'Upload', clear: 'Clear',
    uploadConfirm: 'Upload the local logs to the server?', clearConfirm: 'Clear the local logs?', uploaded: 'sent successfully', cleared: 'cleared successfully', empty: 'No error logs',
  },
  page: {
    comingSoon: 'Coming soon', comingSoonDesc: 'This page is being built.', backHome: 'Back home', notFound: 'Sorry, the page you visited does not exist.',
    forbidden: 'Sorry, you may not open this page.', serverError: 'Sorry, the server failed.', loading: 'Loading...',
  },
};
