import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider, theme as antTheme } from 'antd';
import idID from 'antd/locale/id_ID';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { DEFAULT_THEME_COLOR } from '@bo/contract';
import { useConfigValue } from '../lib/config';
import { backgroundForWhiteText } from '../lib/contrast';
import { queryClient } from './query-client';
import { router } from './router';
import { settingsStore, sizeStore, type UiSize } from './settings-store';

/**
 * A user who asks the system for reduced motion (WCAG 2.3.3) gets no sliding drawers, fading modals or
 * click waves: antd's motion token and wave effect follow the media query, also when it changes.
 */
function usePrefersReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduced, setReduced] = useState(() => typeof window !== 'undefined' && window.matchMedia?.(query).matches === true);
  useEffect(() => {
    const list = window.matchMedia?.(query);
    if (!list) return;
    const changed = () => setReduced(list.matches);
    list.addEventListener('change', changed);
    return () => list.removeEventListener('change', changed);
  }, []);
  return reduced;
}

const SIZE_MAP: Record<UiSize, 'large' | 'middle' | 'small'> = { default: 'large', medium: 'middle', small: 'small', mini: 'small' };

function ThemedApp() {
  const settings = settingsStore.use();
  const size = sizeStore.use();
  const color = useConfigValue('color');
  const stored = color.data && /^#[0-9a-f]{3,8}$/i.test(color.data) ? color.data : null;
  const configured = settings.themeColor ?? stored ?? DEFAULT_THEME_COLOR;
  // white text on the theme colour (primary buttons, tags, menu selection) must reach WCAG AA 4.5:1
  // whatever colour a company configures: the configured colour is darkened just enough when needed
  const primary = backgroundForWhiteText(configured);
  const reducedMotion = usePrefersReducedMotion();
  useEffect(() => {
    document.documentElement.style.setProperty('--theme-color', primary);
  }, [primary]);
  return (
    <ConfigProvider
      locale={idID}
      componentSize={SIZE_MAP[size]}
      wave={{ disabled: reducedMotion }}
      theme={{
        token: {
          colorPrimary: primary,
          motion: !reducedMotion,
          colorLink: primary,
          colorTextLightSolid: '#ffffff',
          // grey secondary texts (card titles, descriptions, labels) at WCAG AA on white: antd's 45 % black is 3.4:1
          colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
          colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
          colorTextDescription: 'rgba(0, 0, 0, 0.6)',
          colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
        },
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
