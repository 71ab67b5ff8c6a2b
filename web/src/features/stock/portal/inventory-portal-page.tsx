import { ROUTES } from '@bo/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { post } from '../../../api/client';
import { createQueryKeys } from '../../../lib/query-keys';
import { filterRoutes } from '../../../lib/route-filter';
import { useProfile } from '../../../lib/session';

const portalKeys = createQueryKeys('inventory_portal');

interface InventorySummary {
  stock_value: number;
  below_minimum: number;
  expiring_batches: number;
  expired_batches: number;
  retur_draft: number;
}

/** /inventory/portal: the Inventori landing page, a few live figures and the inventory pages the user may open. */
export function InventoryPortalPage() {
  const profile = useProfile();
  const pages = useMemo(() => {
    const inventory = filterRoutes(
      profile,
      ROUTES.filter((r) => r.name === 'inventory'),
    )[0];
    return (inventory?.children ?? []).filter((r) => !r.hidden && r.name !== 'inventoryPortal');
  }, [profile]);
  const summary = useQuery({ queryKey: portalKeys.item('summary'), queryFn: () => post<InventorySummary>('/inventory/summary', {}) });
  const s = summary.data;
  const figures = [
    { key: 'stock-value', title: 'Nilai Stok', value: s?.stock_value, prefix: 'Rp' },
    { key: 'below-minimum', title: 'Produk di Bawah Minimum', value: s?.below_minimum },
    { key: 'expiring', title: 'Batch Kedaluwarsa ≤ 90 Hari', value: s?.expiring_batches },
    { key: 'expired', title: 'Batch Sudah Kedaluwarsa', value: s?.expired_batches },
    { key: 'retur-draft', title: 'Retur Supplier Draft', value: s?.retur_draft },
  ];
  return (
    <Card title={<h1 className="page-title">Inventori</h1>} className="inventory-portal-page">
      <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
        {figures.map((f) => (
          <Col key={f.key} xs={12} md={8} lg={6} xl={4}>
            <Card size="small" className={`inventory-figure inventory-figure-${f.key}`}>
              <Statistic title={f.title} value={f.value ?? 0} prefix={f.prefix} loading={summary.isLoading} groupSeparator="." />
            </Card>
          </Col>
        ))}
      </Row>
      <Typography.Title level={2} style={{ fontSize: 15, margin: '0 0 8px' }}>
        Halaman Inventori
      </Typography.Title>
      <Row gutter={[12, 12]}>
        {pages.map((r) => (
          <Col key={r.name} xs={12} md={8} lg={6} xl={4}>
            <Link to={r.path}>
              <Card hoverable size="small" className={`portal-item inventory-link-${r.name}`}>
                {r.title}
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
