import { MENU_SEARCH } from '@bo/contract';
import { SearchOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import Fuse from 'fuse.js';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { MenuEntry } from '../../lib/route-filter';

interface SearchItem {
  title: string;
  path: string;
  external?: boolean;
}

function searchItems(entries: MenuEntry[], prefix: string[] = []): SearchItem[] {
  const out: SearchItem[] = [];
  for (const e of entries) {
    const trail = [...prefix, e.title];
    if (e.children) out.push(...searchItems(e.children, trail));
    else out.push({ title: trail.join(' > '), path: e.path, external: e.external });
  }
  return out;
}

/** 'Cari Menu': fuzzy search over the permitted menu (threshold 0.4, title 0.7, path 0.3). */
export function MenuSearch({ menu }: { menu: MenuEntry[] }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [results, setResults] = useState<SearchItem[]>([]);
  const items = useMemo(() => searchItems(menu), [menu]);
  const fuse = useMemo(
    () => new Fuse(items, { threshold: MENU_SEARCH.threshold, keys: MENU_SEARCH.keys.map((k) => ({ ...k })), shouldSort: true, minMatchCharLength: 1 }),
    [items],
  );
  return (
    <span className="menu-search" style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <SearchOutlined className="menu-search-icon" style={{ fontSize: 18, cursor: 'pointer' }} onClick={() => setOpen((o) => !o)} />
      {open ? (
        <Select
          className="menu-search-select"
          autoFocus
          defaultOpen
          showSearch={{ filterOption: false, onSearch: (q) => setResults(q ? fuse.search(q).map((r) => r.item) : []) }}
          placeholder="Cari Menu"
          style={{ width: 220 }}
          options={results.map((r) => ({ value: r.path, label: r.title }))}
          notFoundContent={null}
          onBlur={() => setOpen(false)}
          onChange={(path: string) => {
            const item = results.find((r) => r.path === path);
            setOpen(false);
            setResults([]);
            if (item?.external) window.open(path, '_blank', 'noopener');
            else navigate(path);
          }}
        />
      ) : null}
    </span>
  );
}
