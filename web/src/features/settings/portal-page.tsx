import { ROUTES } from '@bo/contract';
import { Card, Col, Row } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { filterRoutes } from '../../lib/route-filter';
import { useProfile } from '../../lib/session';

/** /configure: the 'Pengaturan' portal, a card per permitted settings page. */
export function PortalPage() {
  const profile = useProfile();
  const items = useMemo(() => {
    const configure = filterRoutes(
      profile,
      ROUTES.filter((r) => r.name === 'configure'),
    )[0];
    return (configure?.children ?? []).filter((r) => !r.hidden && r.path !== '/configure');
  }, [profile]);
  return (
    <Card title="Pengaturan Portal">
      <Row gutter={[12, 12]}>
        {items.map((r) => (
          <Col key={r.name} xs={12} md={8} lg={6}>
            <Link to={r.path}>
              <Card hoverable size="small" className="portal-item">
                {r.title}
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
