import { RESOURCES } from '@bo/contract';
import type { ComponentType } from 'react';
import { Navigate } from 'react-router';
import { KontakPage, VerifikasiKontakPage } from './member-pages';
import { resourcePageOf } from './resource-page';

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
    if (name === p.list) return resourcePageOf(def);
    if (name === p.create) return resourcePageOf(def, 'create');
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
