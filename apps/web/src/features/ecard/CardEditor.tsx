import { useEffect, useRef, useState } from 'react';
import { useQueryOf } from '../../app/data.ts';
import { App, Button, Col, DatePicker, Form, Input, InputNumber, Modal, Radio, Row, Select, Space, Steps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { ECARD_MSG, ECARD_TYPES } from '@yym/contract';
import { escGuard } from '../../components/index.ts';
import { cardActions } from './api.ts';
import { useBusy } from '../../components/useBusy.ts';

const yuan = (cents?: number) => (cents == null ? undefined : cents / 100);
const cents = (y?: number | null) => Math.round(Number(y ?? 0) * 100);
const TYPE_OPTIONS = Object.entries(ECARD_TYPES).map(([v, l]) => ({ value: Number(v), label: l }));

/**
 * 新建/编辑电子卡 in three steps, each saved on 下一步: basic info (submitInfo), rules (submitRule:
 * validity, real name), projects (submitProject: which scenic spot, uses per day and in total).
 */
export function CardEditor({ id: startId, onClose, onSaved }: { id: string | null; onClose: () => void; onSaved: () => void }) {
  const { message } = App.useApp();
  const [step, setStep] = useState(0);
  const [id, setId] = useState<string | null>(startId);
  // a step refused by the form (shown on its fields) or by the server (shown by the client) stays open, no page error
  const { busy, attempt: run } = useBusy();
  const [info] = Form.useForm();
  const [rule] = Form.useForm();
  const [proj] = Form.useForm();
  const pois = useQueryOf('ecard-pois', [], cardActions.pois);
  const validityType = Form.useWatch('validityType', rule);
  const savedProjects = useRef(false);

  useEffect(() => {
    if (!startId) return;
    void (async () => {
      const c = await cardActions.info(startId);
      info.setFieldsValue({ ...c, price: yuan(c.price), originalPrice: yuan(c.originalPrice) });
      const r = await cardActions.rule(startId);
      rule.setFieldsValue({ ...r, dates: r.validStart && r.validEnd ? [dayjs(r.validStart), dayjs(r.validEnd)] : undefined });
      const ps = await cardActions.projects(startId);
      if (ps.length) {
        savedProjects.current = true;
        proj.setFieldsValue({ projects: ps });
      }
    })();
  }, [startId, info, rule, proj]);

  const saveInfo = () =>
    run(async () => {
      const v = await info.validateFields();
      const saved = await cardActions.submitInfo({
        ...v,
        id: id ?? undefined,
        price: cents(v.price),
        originalPrice: cents(v.originalPrice),
      });
      setId(saved.id);
      setStep(1);
    });
  const saveRule = () =>
    run(async () => {
      const v = await rule.validateFields();
      const [a, b] = (v.dates ?? []) as Dayjs[];
      await cardActions.submitRule({
        id: id!,
        validityType: v.validityType,
        validDays: v.validDays,
        validStart: a?.format('YYYY-MM-DD'),
        validEnd: b?.format('YYYY-MM-DD'),
        realName: v.realName,
        faceCheck: v.faceCheck,
      });
      // a project not yet touched takes the card's defaults (what was saved stays as it is)
      if (!savedProjects.current && !proj.isFieldsTouched()) proj.setFieldsValue({ projects: [newProject()] });
      setStep(2);
    });
  /**
   * A new project's uses fit the card: a 次卡 a handful, a 年卡 or 会员卡 once a day over its
   * validity (a one-use default made a year pass a single visit).
   */
  const newProject = () => {
    const days = rule.getFieldValue('validityType') === 2 ? Number(rule.getFieldValue('validDays') || 365) : 365;
    return { name: '', dayLimit: 1, totalLimit: info.getFieldValue('cardType') === 2 ? 10 : Math.min(10_000, days) };
  };
  const saveProjects = () =>
    run(async () => {
      const v = await proj.validateFields();
      await cardActions.submitProject({ id: id!, projects: v.projects });
      void message.success('保存成功');
      onSaved();
    });

  return (
    <Modal
      modalRender={escGuard}
      open
      width={860}
      title={startId ? '编辑电子卡' : '新建电子卡'}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <Steps current={step} style={{ marginBottom: 24 }} items={[{ title: '基础信息' }, { title: '使用规则' }, { title: '适用项目' }]} />
      <div style={{ display: step === 0 ? 'block' : 'none' }}>
        <Form form={info} layout="vertical" initialValues={{ cardType: 1, stock: 100, channels: 'h5' }}>
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item name="name" label="电子卡名称" rules={[{ required: true, whitespace: true, message: ECARD_MSG.nameRequired }]}>
                <Input maxLength={100} placeholder="如 山水联票年卡" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="cardType" label="卡类型">
                <Radio.Group options={TYPE_OPTIONS} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="price" label="售价(元)" rules={[{ required: true, message: '请输入售价' }]}>
                <InputNumber min={0} precision={2} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="originalPrice" label="划线价(元)">
                <InputNumber min={0} precision={2} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="stock" label="库存(张)">
                <InputNumber min={0} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item name="intro" label="卡片介绍">
                <Input.TextArea rows={3} maxLength={5000} />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item name="notice" label="使用须知">
                <Input.TextArea rows={2} maxLength={2000} />
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </div>
      <div style={{ display: step === 1 ? 'block' : 'none' }}>
        <Form form={rule} layout="vertical" initialValues={{ validityType: 2, validDays: 365, realName: 0, faceCheck: 0 }}>
          <Form.Item name="validityType" label="有效期">
            <Radio.Group
              options={[
                { value: 1, label: '固定日期' },
                { value: 2, label: '激活后N天内有效' },
              ]}
            />
          </Form.Item>
          {validityType === 1 ? (
            <Form.Item name="dates" label="有效日期" rules={[{ required: true, message: ECARD_MSG.validityRequired }]}>
              <DatePicker.RangePicker />
            </Form.Item>
          ) : (
            <Form.Item name="validDays" label="激活后有效天数" rules={[{ required: true, message: ECARD_MSG.validityRequired }]}>
              <InputNumber min={1} max={3650} precision={0} addonAfter="天" />
            </Form.Item>
          )}
          <Form.Item name="realName" label="实名绑定" extra="开启后激活时须填写持卡人身份证号">
            <Radio.Group
              options={[
                { value: 0, label: '不需要' },
                { value: 1, label: '需要实名' },
              ]}
            />
          </Form.Item>
          <Form.Item name="faceCheck" label="人脸核验">
            <Radio.Group
              options={[
                { value: 0, label: '关闭' },
                { value: 1, label: '开启' },
              ]}
            />
          </Form.Item>
        </Form>
      </div>
      <div style={{ display: step === 2 ? 'block' : 'none' }}>
        <Form form={proj} layout="vertical" initialValues={{ projects: [{ name: '', dayLimit: 1, totalLimit: 1 }] }}>
          <Form.List
            name="projects"
            rules={[{ validator: async (_, v) => (v?.length ? undefined : Promise.reject(new Error(ECARD_MSG.projectRequired))) }]}
          >
            {(fields, { add, remove }, { errors }) => (
              <>
                {fields.map((f) => (
                  <Space key={f.key} align="baseline" wrap data-testid="ecard-project-row">
                    <Form.Item name={[f.name, 'poiId']} label="景区">
                      <Select
                        allowClear
                        style={{ width: 180 }}
                        placeholder="选择景区"
                        options={(pois.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[f.name, 'name']}
                      label="项目名称"
                      rules={[{ required: true, whitespace: true, message: ECARD_MSG.projectNameRequired }]}
                    >
                      <Input style={{ width: 180 }} maxLength={100} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'dayLimit']} label="每日次数" extra="0 为不限">
                      <InputNumber min={0} max={100} precision={0} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'totalLimit']} label="总次数" rules={[{ required: true, message: '请输入总次数' }]}>
                      <InputNumber min={1} max={10000} precision={0} />
                    </Form.Item>
                    <Button type="link" danger onClick={() => remove(f.name)}>
                      删除
                    </Button>
                  </Space>
                ))}
                <Form.ErrorList errors={errors} />
                <Button type="dashed" onClick={() => add(newProject())} block>
                  添加项目
                </Button>
              </>
            )}
          </Form.List>
        </Form>
      </div>
      <div style={{ textAlign: 'right', marginTop: 24 }}>
        <Space>
          {step > 0 && <Button onClick={() => setStep(step - 1)}>上一步</Button>}
          {step < 2 && (
            <Button type="primary" loading={busy} onClick={() => void (step === 0 ? saveInfo() : saveRule())}>
              下一步
            </Button>
          )}
          {step === 2 && (
            <Button type="primary" loading={busy} onClick={() => void saveProjects()}>
              完成
            </Button>
          )}
        </Space>
      </div>
    </Modal>
  );
}
