import { CONTEXT_MENU_WIDTH } from '@bo/contract';
import { CloseOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { bumpRefresh, closeAll, closeOthers, closeView, tagsStore, type VisitedView } from '../tags-store';

/** Tabs of visited pages; affixed tabs cannot close; right-click opens Refresh/Close/Close Others/Close All. */
export function TagsView() {
  const { views } = tagsStore.use();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [menu, setMenu] = useState<{ x: number; y: number; view: VisitedView } | null>(null);

  useEffect(() => {
    if (!menu) return;
    const close = () => setMenu(null);
    document.addEventListener('click', close);
    return () => document.removeEventListener('click', close);
  }, [menu]);

  const toLast = (remaining: VisitedView[]) => {
    const last = remaining[remaining.length - 1];
    navigate(last ? last.path : '/');
  };
  const close = (view: VisitedView) => {
    if (view.affix) return;
    const remaining = closeView(view.path);
    if (view.path === pathname) toLast(remaining);
  };
  // A new refresh key remounts the page (app-layout's page key), which asks its data again. No detour
  // through /redirect: that navigation could land after a Close All clicked right after, and bring back
  // the tab just closed.
  const refresh = (view: VisitedView) => {
    bumpRefresh(view.path);
    if (view.path !== pathname) navigate(view.path);
  };

  return (
    <div className="tags-view">
      {views.map((v) => (
        <Link
          key={v.path}
          to={v.path}
          className={`tags-view-item${v.path === pathname ? ' active' : ''}`}
          data-path={v.path}
          onContextMenu={(e) => {
            e.preventDefault();
            setMenu({ x: e.clientX, y: e.clientY, view: v });
          }}
          onAuxClick={(e) => {
            if (e.button === 1) {
              e.preventDefault();
              close(v);
            }
          }}
        >
          {v.title}
          {v.affix ? null : (
            <span
              className="tags-view-close"
              role="button"
              aria-label="Tutup"
              onClick={(e) => {
                e.preventDefault();
                e.stopPropagation();
                close(v);
              }}
            >
              <CloseOutlined />
            </span>
          )}
        </Link>
      ))}
      {menu ? (
        <ul className="contextmenu" style={{ left: menu.x, top: menu.y, width: CONTEXT_MENU_WIDTH }}>
          <li onClick={() => refresh(menu.view)}>Refresh</li>
          {menu.view.affix ? null : <li onClick={() => close(menu.view)}>Close</li>}
          <li
            onClick={() => {
              closeOthers(menu.view.path);
              if (menu.view.path !== pathname) navigate(menu.view.path);
            }}
          >
            Close Others
          </li>
          <li onClick={() => toLast(closeAll())}>Close All</li>
        </ul>
      ) : null}
    </div>
  );
}
