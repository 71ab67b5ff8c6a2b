import { ROUTES, type RouteDef } from '@bo/contract';
import { Card, Input, Table, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { routeIcon } from '../../components/route-icon';

interface MenuRow {
  key: string;
  title: string;
  icon?: string;
  roles: string[];
  hidden: boolean;
  children?: MenuRow[];
}

function rows(routes: RouteDef[], inherited: string[], search: string): MenuRow[] {
  const out: MenuRow[] = [];
  for (const r of routes) {
    const roles = (r.roles ?? inherited) as string[];
    const children = r.children ? rows(r.children, roles, search) : [];
    const match = !search || r.title.toLowerCase().includes(search);
    if (!match && children.length === 0) continue;
    out.push({ key: r.name, title: r.title, icon: r.icon, roles, hidden: !!r.hidden, children: children.length ? children : undefined });
  }
  return out;
}

/**
 * /configure/menu: the menu as the route-role table builds it, with the groups each entry is open
 * to (spec-1 §6). A group's explicit privileges widen this; they are edited under Peran.
 */
export function MenuPage() {
  const [search, setSearch] = useState('');
  const data = useMemo(() => rows(ROUTES, [], search.trim().toLowerCase()), [search]);
  return (
    <Card title="Menu" className="menu-page">
      <Typography.Paragraph type="secondary">
        Susunan menu dan peran yang dapat membukanya. Entri bertanda &quot;Sub-izin&quot; tidak tampil di menu (tambah, ubah, hapus, halaman detail).
      </Typography.Paragraph>
      <Input.Search
        allowClear
        placeholder="Cari menu"
        style={{ maxWidth: 320, marginBottom: 12 }}
        onChange={(e) => setSearch(e.target.value)}
        className="menu-page-search"
      />
      <Table<MenuRow>
        size="small"
        rowKey="key"
        dataSource={data}
        pagination={false}
        expandable={{ defaultExpandAllRows: false }}
        columns={[
          {
            title: 'Menu',
            dataIndex: 'title',
            render: (t: string, r) => (
              <span>
                {r.icon ? routeIcon(r.icon) : null} {t} {r.hidden ? <Tag>Sub-izin</Tag> : null}
              </span>
            ),
          },
          {
            title: 'Peran',
            dataIndex: 'roles',
            render: (roles: string[]) => (roles.length ? roles.map((x) => <Tag key={x}>{x}</Tag>) : <Tag color="blue">Semua pengguna</Tag>),
          },
        ]}
      />
    </Card>
  );
}
