// The customer pages' own light components (phone H5): what they used of the back office's kit, at a
// fraction of its weight. Pages import from here, never from antd (scripts/architecture.test.ts).
import './kit.css';

export { Button, type ButtonProps } from './Button.tsx';
export { Cascader, Input, InputNumber, Select } from './fields.tsx';
export { Checkbox, Radio, Segmented, type RadioChange } from './choices.tsx';
export { Empty, Progress, Spin, Tabs, Tag, Timeline } from './display.tsx';
export { Drawer, Modal, Popconfirm } from './overlay.tsx';
export { FeedbackLayer, message, modal, useFeedback } from './feedback.tsx';
export { Form } from './Form.tsx';
