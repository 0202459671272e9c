/** The goods area's messages, each written once (the server answers them, the forms show them). */
export const GOODS_MSG = {
  nameRequired: '请输入名称',
  goodsNameRequired: '请输入商品名称',
  skuRequired: '请至少设置一个规格(SKU)',
  skuDuplicate: '规格组合重复',
  skuNotInSpecs: (text: string) => `规格组合「${text}」与规格项不符`,
  specValuesRequired: '每个规格项至少一个规格值',
  priceInvalid: '价格须在0.01到999999元之间',
  stockInvalid: '库存须为0到999999之间的整数',
  weightInvalid: '重量须为0到1000000克之间的整数',
  feeInvalid: '运费须在0到9999元之间',
  unitInvalid: '计费单位须为1到1000000之间的整数',
  thresholdInvalid: '包邮条件须为1到99999999之间的整数',
  regionRequired: '请选择地区',
  regionUnknown: (code: string) => `地区编码${code}不存在`,
  freightRequired: '请选择运费模板',
  freightMissing: '运费模板不存在',
  freightInUse: '运费模板已被商品使用,无法删除',
  noDelivery: '该地区不配送',
  offShelf: '商品已下架或不存在',
  stockNotEnough: '库存不足',
  quantityRange: (max: number) => `购买数量须在1到${max}之间`,
  onShelfFirstOff: '请先下架再删除',
  shelfNeedsSku: '请先设置规格和库存再上架',
  addressRequired: '请填写收货地址',
  receiverRequired: '请填写收货人',
  addressDetailRequired: '请填写详细地址',
  addressMissing: '收货地址不存在',
  notGoodsOrder: '不是商品订单',
  notShippable: '订单当前状态不可发货',
  alreadyShipped: '订单已发货,不可修改收货地址',
  notShipped: '订单尚未发货',
  expressRequired: '请选择快递公司',
  expressUnknown: (name: string) => `快递公司「${name}」不存在`,
  trackingRequired: '请输入快递单号',
  trackingInvalid: '快递单号须为6到30位字母或数字',
  trackingUsed: '该快递单号已用于其他订单',
  orderNoRequired: '请输入订单号',
  orderNoUnknown: '订单不存在',
  importEmpty: '文件中没有数据行',
  importTooMany: '单次最多导入500行',
  importBadFile: '请上传xlsx文件',
  notClosable: '仅待支付订单可关闭',
  refundNothing: '没有可退的商品',
  partsRequired: '请添加组合的商品',
  partMissing: '组合中的商品不存在',
  partsNotEnough: '组合商品中有商品库存不足',
  useDayRequired: '请选择使用日期',
  useDayPast: '使用日期不能早于今天',
  restaurantRequired: '请输入餐厅名称',
  meetingPointRequired: '请输入集合地点',
  itineraryDays: '行程天数与行程安排不一致',
  dateRequired: '请选择出发日期',
  dateNotOnSale: '该日期不可预订',
  datePast: '出发日期不能早于今天',
  listItemsRequired: '请选择商品',
  tooManyItems: '最多选择50个商品',
} as const;

/** Status labels of the area. */
export const DELIVERY_STATUS_TEXT: Record<number, string> = { 0: '待发货', 1: '已发货', 2: '已收货' };
export const FOOD_TYPE_TEXT: Record<number, string> = { 1: '餐厅代金券', 2: '套餐' };
export const CHARGE_TYPE_TEXT: Record<number, string> = { 1: '按件数', 2: '按重量' };
export const FREE_KIND_TEXT: Record<number, string> = { 1: '满件包邮', 2: '满额包邮' };
export const SALE_KIND_TEXT: Record<string, string> = { goods: '商品', bundle: '组合商品', food: '美食', line: '线路' };
/** What a bundle part is. */
export const BUNDLE_PART_TEXT: Record<string, string> = {
  sku: '商品',
  food: '美食',
  line_date: '线路',
  ticket: '门票',
  hotel: '酒店',
  ecard: '电子卡',
};
export const GOODS_CHANNELS: Record<string, string> = { h5: 'H5商城', wx: '微信小程序', ali: '支付宝小程序' };
/** Couriers the express-tracking platform (KDNIAO) knows, by its codes. */
export const EXPRESS_COMPANIES: Record<string, string> = {
  SF: '顺丰速运',
  ZTO: '中通快递',
  YTO: '圆通速递',
  STO: '申通快递',
  YD: '韵达速递',
  JD: '京东快递',
  EMS: 'EMS',
  YZPY: '邮政快递包裹',
  JTSD: '极兔速递',
};
