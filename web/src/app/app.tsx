import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider, theme as antTheme } from 'antd';
import idID from 'antd/locale/id_ID';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { DEFAULT_THEME_COLOR } from '@bo/contract';
import { useConfigValue } from '../lib/config';
import { queryClient } from './query-client';
import { router } from './router';
import { settingsStore, sizeStore, type UiSize } from './settings-store';

const SIZE_MAP: Record<UiSize, 'large' | 'middle' | 'small'> = { default: 'large', medium: 'middle', small: 'small', mini: 'small' };

function ThemedApp() {
  const settings = settingsStore.use();
  const size = sizeStore.use();
  const color = useConfigValue('color');
  const stored = color.data && /^#[0-9a-f]{3,8}$/i.test(color.data) ? color.data : null;
  const primary = settings.themeColor ?? stored ?? DEFAULT_THEME_COLOR;
  useEffect(() => {
    document.documentElement.style.setProperty('--theme-color', primary);
  }, [primary]);
  return (
    <ConfigProvider
      locale={idID}
      componentSize={SIZE_MAP[size]}
      theme={{
        token: { colorPrimary: primary },
        algorithm: size === 'mini' ? [antTheme.defaultAlgorithm, antTheme.compactAlgorithm] : antTheme.defaultAlgorithm,
      }}
    >
      <RouterProvider router={router} />
    </ConfigProvider>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemedApp />
    </QueryClientProvider>
  );
}
