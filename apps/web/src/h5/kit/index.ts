// The customer pages' own light components (phone H5): what they used of the back office's kit, at a
// fraction of its weight. Pages import from here, never from antd (scripts/architecture.test.ts).
import './kit.css';

export { Button, type ButtonProps } from './Button.tsx';
export { Cascader, Checkbox, Input, InputNumber, Radio, Segmented, Select, type RadioChange } from './fields.tsx';
export { Empty, Progress, Spin, Tabs, Tag, Timeline } from './display.tsx';
export { Drawer, FeedbackLayer, Modal, Popconfirm, message, modal, useFeedback } from './overlay.tsx';
export { Form } from './Form.tsx';
