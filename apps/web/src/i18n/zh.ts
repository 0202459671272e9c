/** Chinese shell texts (default language). */
export const zh = {
  title: { merchant: '商铺管理平台', saas: 'SAAS管理平台' },
  login: {
    title: '登录', subtitle: '欢迎登录', tenantId: '请输入租户ID', username: '请输入账号', password: '请输入密码', code: '请输入验证码',
    submit: '登 录', phone: '手机号登录', social: '第三方登录', register: '注册账号', forget: '忘记密码', refresh: '看不清？换一张',
    account: '账号登录', distributor: '分销商登录', poi: '景点员工登录', tenantRequired: '请输入租户ID', usernameRequired: '请输入用户名',
    passwordRequired: '请输入密码', codeRequired: '请输入验证码', loggingIn: '登录中...', desc: '文旅票务 · 商户经营一站式管理',
    phoneNumber: '手机号码', smsCode: '短信验证码', sendCode: '获取验证码',
  },
  nav: {
    home: '首页', dashboard: '控制台', info: '个人信息', selectShop: '选择店铺', color: '主题色', theme: '主题', logout: '退出登录',
    logoutConfirm: '是否退出系统, 是否继续?', lock: '锁屏', fullscreen: '全屏', exitFullscreen: '退出全屏', notice: '通知',
    download: '下载列表', search: '搜索菜单', searchPlaceholder: '请输入菜单名称, 回车跳转', language: '语言', errorLog: '错误日志',
    noNotice: '暂无通知', allNotice: '查看全部', collapse: '收起菜单', expand: '展开菜单', tip: '提示', confirm: '确定', cancel: '取消',
  },
  tags: { refresh: '刷新', close: '关闭', closeOthers: '关闭其他', closeAll: '关闭全部', clearCache: '清除缓存', search: '搜索标签', menu: '标签操作' },
  lock: {
    title: '设置锁屏密码', password: '锁屏密码', submit: '锁屏', unlock: '解锁', placeholder: '请输入锁屏密码', wrong: '解锁密码错误,请重新输入',
    exit: '退出锁屏,重新登录', locked: '屏幕已锁定',
  },
  log: {
    title: '错误日志', type: '类型', url: '地址', message: '内容', stack: '错误堆栈', time: '时间', upload: '上传服务器', clear: '清空本地日志',
    uploadConfirm: '确定上传本地日志到服务器?', clearConfirm: '确定清空本地日志记录?', uploaded: '发送成功', cleared: '清空成功', empty: '暂无错误日志',
  },
  page: {
    comingSoon: '功能建设中', comingSoonDesc: '该页面正在建设中, 敬请期待。', backHome: '返回首页', notFound: '抱歉, 您访问的页面不存在。',
    forbidden: '抱歉, 您无权访问此页面。', serverError: '抱歉, 服务器出错了。', loading: '加载中...',
  },
};
export type Messages = typeof zh;
