import { useTranslation } from '../../i18n/index.ts';
import { ColorPicker, Divider, Modal } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { THEMES } from '@yym/contract';
import { session, useSession } from '../session.ts';
import { COLORS, THEME_LABELS, themeLook } from '../themes.ts';
import { pressable } from '../../components/pressable.ts';

/** The ten themes and the colour picker (default theme-hey, #10AB7F). */
export function ThemeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const themeName = useSession((s) => s.themeName);
  const color = useSession((s) => s.colorName);
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  return (
    <Modal title={t('nav.theme')} open={open} onCancel={onClose} footer={null} width={620}>
      <div className="yym-themes">
        {THEMES.map((th) => {
          const look = themeLook(th.key);
          return (
            <div
              key={th.key}
              className={`yym-theme ${themeName === th.key ? 'active' : ''}`}
              data-theme={th.key}
              {...pressable(() => session.setTheme(th.key), { pressed: themeName === th.key })}
            >
              <div className="yym-theme-preview">
                <span style={{ background: look.siderBg }} />
                <span style={{ background: look.headerBg, borderBottom: '1px solid #eee' }} />
                {themeName === th.key && <CheckOutlined className="yym-theme-check" />}
              </div>
              <div className="yym-theme-name">{THEME_LABELS[th.key][lang]}</div>
            </div>
          );
        })}
      </div>
      <Divider>{t('nav.color')}</Divider>
      <ColorPicker
        value={color}
        showText
        presets={[{ label: t('nav.color'), colors: COLORS }]}
        disabledAlpha
        onChangeComplete={(c) => session.setColor(c.toHexString().toUpperCase())}
      />
    </Modal>
  );
}
