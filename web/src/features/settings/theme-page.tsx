import { SETTINGS_DEFAULT_THEME_COLOR, THEME_PRESETS } from '@bo/contract';
import { Button, Card, ColorPicker, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useConfigSetting } from './use-config-setting';

/** /configure/theme: the stored colour configuration (string colours only). */
export function ThemePage() {
  const s = useConfigSetting('color');
  const [color, setColor] = useState<string>(SETTINGS_DEFAULT_THEME_COLOR);
  useEffect(() => {
    if (!s.loading && s.value && s.value !== '0') setColor(s.value);
  }, [s.loading, s.value]);
  return (
    <Card title="Tema">
      <p>Warna utama aplikasi untuk semua pengguna perusahaan ini.</p>
      <Space wrap style={{ marginBottom: 16 }}>
        {THEME_PRESETS.map((c) => (
          <Button
            key={c}
            aria-label={c}
            onClick={() => setColor(c)}
            style={{ background: c, width: 32, height: 32, padding: 0, outline: color === c ? '2px solid #000' : undefined }}
          />
        ))}
      </Space>
      <div style={{ marginBottom: 16 }}>
        <ColorPicker value={color} showText onChangeComplete={(c) => setColor(c.toHexString())} disabledAlpha />
      </div>
      <Button type="primary" loading={s.saving} onClick={() => typeof color === 'string' && void s.save(color)}>
        Simpan Warna
      </Button>
    </Card>
  );
}
