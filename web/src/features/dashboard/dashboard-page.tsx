import { DASHBOARD_WIDGETS, type DashboardWidget, RESTRICTED_GROUP_ID } from '@bo/contract';
import { Card, Col, Descriptions, Row, Statistic, Tag } from 'antd';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { preloadCharts } from '../../components/charts';
import { useGeneralConfig } from '../../lib/config';
import { formatDate } from '../../lib/dates';
import { buildMenu, filterRoutes, type MenuEntry, mayUse, showsPartnerMenu } from '../../lib/route-filter';
import { SCREENS } from '../../lib/screens';
import { isPartner, type Profile, useProfile } from '../../lib/session';
import { type DashboardFilters, filterParams, thisMonth } from './api/dashboard-api';
import { DashboardFilterBar } from './filter-bar';
import { InView } from './in-view';
import {
  BestCategoriesChart,
  BestProductsChart,
  CustomerTypePie,
  ExpiryWarning,
  GenderPie,
  IdleProductsTable,
  LoyalCustomersTable,
  MaterialPendingTable,
  OmzetStatsChart,
  OrderCountCard,
  PendingShipmentsTable,
  PoDraftTable,
  PoReceiptTable,
  ProductsOutCard,
  ProvinceChart,
  SalesStatsChart,
  SalesTotalCard,
  ShippingCostTable,
  StockOutChart,
  StockPerProductTable,
  TopPurchasesChart,
  type WidgetProps,
} from './widgets';

/**
 * 'Akses Cepat': the menu pages that work for this user, in menu order: permitted (the menu is built
 * from the permitted routes), with a screen (not a page still being prepared), not the dashboard
 * itself, each page once and each title once.
 */
export function quickLinks(menu: MenuEntry[], hasPage: (name: string) => boolean, limit = 24): MenuEntry[] {
  const seenPath = new Set<string>();
  const seenTitle = new Set<string>();
  const out: MenuEntry[] = [];
  const walk = (entries: MenuEntry[]) => {
    for (const e of entries) {
      if (e.children) {
        walk(e.children);
        continue;
      }
      if (e.external || e.path === '/dashboard' || !hasPage(e.name)) continue;
      if (seenPath.has(e.path) || seenTitle.has(e.title)) continue;
      seenPath.add(e.path);
      seenTitle.add(e.title);
      out.push(e);
    }
  };
  walk(menu);
  return out.slice(0, limit);
}

/** The widgets this user may see: those whose dashboard sub-permission the user holds (the server's own rule, mayUse). */
export function dashboardWidgetsFor(profile: Pick<Profile, 'roles' | 'privileges' | 'group_type'>): Set<DashboardWidget> {
  return new Set((Object.keys(DASHBOARD_WIDGETS) as DashboardWidget[]).filter((w) => mayUse(profile, DASHBOARD_WIDGETS[w].permission)));
}

interface Slot {
  widget: DashboardWidget;
  /** Column widths (antd grid) or a flex basis for the cards. */
  col: { xs?: number; md?: number; lg?: number; xl?: number; flex?: string };
  render: (p: WidgetProps) => ReactNode;
  chart?: boolean;
}

const card = { flex: '1 1 200px' };
const half = { xs: 24, xl: 12 };
const third = { xs: 24, md: 12, xl: 8 };

/** The widgets in page order, a row each section; a widget the user may not see is left out (neither drawn nor called). */
const SECTIONS: Slot[][] = [
  [
    { widget: 'total_rp_penjualan', col: card, render: (p) => <SalesTotalCard {...p} /> },
    { widget: 'total_produk_keluar_penjualan', col: card, render: (p) => <ProductsOutCard {...p} /> },
    { widget: 'jumlah_pesanan', col: card, render: (p) => <OrderCountCard {...p} widget="jumlah_pesanan" /> },
    { widget: 'jumlah_pesanan_dikirim', col: card, render: (p) => <OrderCountCard {...p} widget="jumlah_pesanan_dikirim" /> },
    { widget: 'jumlah_pesanan_belum_dikirim', col: card, render: (p) => <OrderCountCard {...p} widget="jumlah_pesanan_belum_dikirim" /> },
  ],
  [
    { widget: 'summary_statistik_penjualan', col: half, chart: true, render: (p) => <SalesStatsChart {...p} /> },
    { widget: 'summary_statistik_omzet', col: half, chart: true, render: (p) => <OmzetStatsChart {...p} /> },
  ],
  [
    { widget: 'grafik_stok_keluar_minggu_ini', col: third, chart: true, render: (p) => <StockOutChart {...p} widget="grafik_stok_keluar_minggu_ini" /> },
    {
      widget: 'grafik_stok_keluar_tiga_bulan_terakhir',
      col: third,
      chart: true,
      render: (p) => <StockOutChart {...p} widget="grafik_stok_keluar_tiga_bulan_terakhir" />,
    },
    { widget: 'grafik_stok_keluar_per_bulan', col: third, chart: true, render: (p) => <StockOutChart {...p} widget="grafik_stok_keluar_per_bulan" /> },
  ],
  [
    { widget: 'produk_terlaris', col: third, chart: true, render: (p) => <BestProductsChart {...p} /> },
    { widget: 'kategori_terlaris', col: third, chart: true, render: (p) => <BestCategoriesChart {...p} /> },
    { widget: 'top_10_pembelian_terbanyak', col: third, chart: true, render: (p) => <TopPurchasesChart {...p} /> },
  ],
  [
    { widget: 'summary_statistik_customer_provinsi', col: third, chart: true, render: (p) => <ProvinceChart {...p} /> },
    { widget: 'summary_statistik_jenis_kelamin', col: third, chart: true, render: (p) => <GenderPie {...p} /> },
    { widget: 'summary_statistik_type_customer_pie', col: third, chart: true, render: (p) => <CustomerTypePie {...p} /> },
  ],
  [
    { widget: 'list_pengiriman_pending', col: half, render: (p) => <PendingShipmentsTable {...p} /> },
    { widget: 'ongkir_belum_disetujui', col: half, render: (p) => <ShippingCostTable {...p} /> },
    { widget: 'loyal_customer', col: half, render: (p) => <LoyalCustomersTable {...p} /> },
    { widget: 'stock_per_product', col: half, render: (p) => <StockPerProductTable {...p} /> },
    { widget: 'daftar_po_belum_dikirim', col: half, render: (p) => <PoDraftTable {...p} /> },
    { widget: 'daftar_po_penerimaan', col: half, render: (p) => <PoReceiptTable {...p} /> },
    { widget: 'material_order_pending', col: half, render: (p) => <MaterialPendingTable {...p} /> },
    { widget: 'list_produk_tidak_bergerak', col: half, render: (p) => <IdleProductsTable {...p} /> },
    { widget: 'stock_expiry_warning', col: half, render: (p) => <ExpiryWarning {...p} /> },
  ],
];

/**
 * /dashboard (Beranda): the welcome card with the period (default this month) and warehouse filters,
 * the widgets the user's dashboard sub-permissions allow (each its own call, loading and failing on
 * its own; the first screen's all at once, the ones further down as they near the screen), then the
 * company, warehouse and role cards and 'Akses Cepat'.
 */
export function DashboardPage() {
  const p = useProfile();
  const config = useGeneralConfig();
  const links = useMemo(() => quickLinks(buildMenu(filterRoutes(p), showsPartnerMenu(p)), (name) => SCREENS.has(name)), [p]);
  const allowed = useMemo(() => dashboardWidgetsFor(p), [p]);
  const [filters, setFilters] = useState<DashboardFilters>(() => ({ period: thisMonth(), gudang_id: 0 }));
  const params = useMemo(() => filterParams(filters), [filters]);
  const sections = SECTIONS.map((slots) => slots.filter((s) => allowed.has(s.widget))).filter((slots) => slots.length > 0);
  const drawsCharts = sections.some((slots) => slots.some((s) => s.chart));
  useEffect(() => {
    if (drawsCharts) preloadCharts();
  }, [drawsCharts]);
  return (
    <div className="dashboard-page">
      <Card style={{ marginBottom: 16 }}>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'space-between', alignItems: 'center' }}>
          <div>
            <h2 style={{ marginTop: 0 }} className="welcome-title">
              Selamat datang, {p.admin_person_full_name || p.name}!
            </h2>
            <div style={{ color: '#595959' }}>{formatDate(new Date(), 'dddd, D MMMM YYYY')}</div>
          </div>
          {sections.length ? <DashboardFilterBar value={filters} onChange={setFilters} warehouse={!isPartner(p)} /> : null}
        </div>
      </Card>
      {sections.map((slots) => (
        <Row gutter={[16, 16]} key={slots[0].widget} style={{ marginBottom: 16 }} className="dashboard-section">
          {slots.map((s) => (
            <Col key={s.widget} {...s.col}>
              <InView>{s.render({ params })}</InView>
            </Col>
          ))}
        </Row>
      ))}
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8}>
          <Card>
            <Statistic title="Perusahaan" value={p.company_name} valueStyle={{ fontSize: 20 }} />
            <div style={{ color: '#595959' }}>{p.app_name}</div>
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card>
            <Statistic
              title="Gudang Aktif"
              value={isPartner(p) ? '-' : p.admin_gudang_active_name || (p.admin_gudang_id_active === 0 ? 'Semua Gudang' : '-')}
              valueStyle={{ fontSize: 20 }}
            />
            <div style={{ color: '#595959' }}>
              {p.admin_group_id === RESTRICTED_GROUP_ID ? `${p.access_gudang.length} gudang dapat diakses` : 'Semua gudang dapat diakses'}
            </div>
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card>
            <Statistic title="Peran" value={p.group_name} valueStyle={{ fontSize: 20 }} />
            <div style={{ color: '#595959' }}>@{p.admin_username}</div>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title="Akses Cepat" className="quick-links">
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
              {links.map((l) => (
                <Link key={l.path} to={l.path} className="quick-link">
                  <Tag style={{ padding: '4px 10px', cursor: 'pointer' }}>{l.title}</Tag>
                </Link>
              ))}
            </div>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title="Informasi Perusahaan">
            <Descriptions column={1} size="small">
              <Descriptions.Item label="Nama">{config.data?.config_company || p.company_name}</Descriptions.Item>
              <Descriptions.Item label="Alamat">{config.data?.config_address || '-'}</Descriptions.Item>
              <Descriptions.Item label="Kota">{config.data?.config_city_name || '-'}</Descriptions.Item>
              <Descriptions.Item label="Telepon">{config.data?.config_phone || '-'}</Descriptions.Item>
              <Descriptions.Item label="Email">{config.data?.config_email || '-'}</Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
      </Row>
    </div>
  );
}
