import { RESOURCES } from '@bo/contract';
import type { ComponentType } from 'react';
import { Navigate } from 'react-router';
import { EkspedisiPage, KasbankPage, KaryawanPage } from './extra-actions';
import { KontakPage, VerifikasiKontakPage } from './member-pages';
import { resourcePageOf } from '../../components/resource/resource-page';

const cache = new Map<string, ComponentType>();

function redirectTo(path: string): ComponentType {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per route name and cached (pageForRoute)
  return function RedirectToList() {
    return <Navigate to={path} replace />;
  };
}

function KontakCreatePage() {
  return <KontakPage openCreate />;
}

/** Areas whose page adds screens for their extra calls (extra-actions.tsx), list and create route. */
const EXTENDED: Record<string, ComponentType<{ openCreate?: boolean }>> = { karyawan: KaryawanPage, ekspedisi: EkspedisiPage, kasbank: KasbankPage };
const extendedCache = new Map<string, ComponentType>();
function extendedPage(key: string, mode: 'list' | 'create'): ComponentType {
  const k = `${key}:${mode}`;
  let C = extendedCache.get(k);
  if (!C) {
    const Page = EXTENDED[key];
    // biome-ignore lint/correctness/noComponentHookFactories: made once per area and mode and cached
    C = function ExtendedPage() {
      return <Page openCreate={mode === 'create'} />;
    };
    extendedCache.set(k, C);
  }
  return C;
}

/**
 * The page of a master route name: the list route shows the area's page; its Create sub-permission
 * route opens the create dialog on it; Update and Delete (which need a row) go back to the list.
 */
function build(name: string): ComponentType {
  if (name === 'verifikasi' || name.startsWith('verifikasiApproval')) return name === 'verifikasi' ? VerifikasiKontakPage : redirectTo('/verifikasi');
  if (name === 'kontakAutoApprove') return redirectTo('/kontak');
  for (const def of RESOURCES) {
    const p = def.permission;
    if (def.key === 'member') {
      if (name === p.list) return KontakPage as ComponentType;
      if (name === p.create) return KontakCreatePage;
      if (name === p.update || name === p.delete) return redirectTo(def.route ?? '/');
      continue;
    }
    if (name === p.list) return EXTENDED[def.key] ? extendedPage(def.key, 'list') : resourcePageOf(def);
    if (name === p.create) return EXTENDED[def.key] ? extendedPage(def.key, 'create') : resourcePageOf(def, 'create');
    if (name === p.update || name === p.delete) return redirectTo(def.route ?? '/');
  }
  return redirectTo('/404');
}

export function pageForRoute(name: string): ComponentType {
  let c = cache.get(name);
  if (!c) {
    c = build(name);
    cache.set(name, c);
  }
  return c;
}
