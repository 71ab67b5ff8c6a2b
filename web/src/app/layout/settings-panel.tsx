import { THEME_PRESETS } from '@bo/contract';
import { CheckOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Divider, Drawer, Space, Switch } from 'antd';
import { changeSetting, settingsStore } from '../settings-store';

/** Right settings panel: theme colour, tags view, fixed header, sidebar logo. */
export function SettingsPanel() {
  const s = settingsStore.use();
  const row = (label: string, key: 'tagsView' | 'fixedHeader' | 'sidebarLogo') => (
    <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '8px 0' }}>
      <span>{label}</span>
      <Switch className={`setting-${key}`} checked={s[key]} onChange={(v) => changeSetting(key, v)} />
    </div>
  );
  return (
    <>
      <div
        className="settings-handle"
        style={{ background: 'var(--theme-color, #767676)' }}
        role="button"
        aria-label="Pengaturan tampilan"
        tabIndex={0}
        onClick={() => changeSetting('showSettings', true)}
      >
        <SettingOutlined />
      </div>
      <Drawer open={s.showSettings} onClose={() => changeSetting('showSettings', false)} title="Pengaturan Tampilan" size={280} className="settings-panel">
        <div style={{ marginBottom: 8 }}>Warna Tema</div>
        <Space wrap>
          {THEME_PRESETS.map((c) => (
            <Button
              key={c}
              aria-label={c}
              style={{ background: c, width: 28, height: 28, padding: 0, border: 'none', color: '#fff' }}
              onClick={() => changeSetting('themeColor', c)}
              icon={s.themeColor === c ? <CheckOutlined /> : null}
            />
          ))}
          <Button size="small" onClick={() => changeSetting('themeColor', null)}>
            Ikuti konfigurasi
          </Button>
        </Space>
        <Divider />
        {row('Tampilkan Tags View', 'tagsView')}
        {row('Header Tetap', 'fixedHeader')}
        {row('Logo Sidebar', 'sidebarLogo')}
      </Drawer>
    </>
  );
}
