import { groupBySection, ROUTES } from '@bo/contract';
import { Card, Col, Row, Typography } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { filterRoutes } from '../../lib/route-filter';
import { useProfile } from '../../lib/session';

/** /configure: the 'Pengaturan' portal, the permitted settings pages grouped in labelled sections. */
export function PortalPage() {
  const profile = useProfile();
  const sections = useMemo(() => {
    const configure = filterRoutes(
      profile,
      ROUTES.filter((r) => r.name === 'configure'),
    )[0];
    return groupBySection((configure?.children ?? []).filter((r) => !r.hidden && r.path !== '/configure'));
  }, [profile]);
  return (
    <Card title={<h1 className="page-title">Pengaturan</h1>} className="portal-page">
      {sections.map((s) => (
        <section key={s.title} className="portal-section" aria-label={s.title} style={{ marginBottom: 16 }}>
          <Typography.Title level={2} style={{ fontSize: 15, margin: '0 0 8px' }} className="portal-section-title">
            {s.title}
          </Typography.Title>
          <Row gutter={[12, 12]}>
            {s.items.map((r) => (
              <Col key={r.name} xs={12} md={8} lg={6} xl={4}>
                <Link to={r.path}>
                  <Card hoverable size="small" className="portal-item">
                    {r.title}
                  </Card>
                </Link>
              </Col>
            ))}
          </Row>
        </section>
      ))}
    </Card>
  );
}
