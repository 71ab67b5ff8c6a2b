import { BugOutlined } from '@ant-design/icons';
import { Badge, Modal, Table } from 'antd';
import { useState } from 'react';
import { errorLogStore } from '../error-log-store';

/** Error-log dialog: production UI errors with err, vm, info, url. Hidden when there are none. */
export function ErrorLog() {
  const logs = errorLogStore.use();
  const [open, setOpen] = useState(false);
  if (logs.length === 0) return null;
  return (
    <>
      <Badge count={logs.length} size="small">
        <BugOutlined className="error-log-icon" style={{ color: '#f5222d', fontSize: 18, cursor: 'pointer' }} onClick={() => setOpen(true)} />
      </Badge>
      <Modal open={open} title="Log Kesalahan" width="80%" onCancel={() => setOpen(false)} footer={null}>
        <Table
          rowKey={(r) => `${r.time}-${r.err}`}
          size="small"
          dataSource={logs}
          pagination={false}
          columns={[
            { title: 'Pesan', dataIndex: 'err' },
            { title: 'Sumber', dataIndex: 'vm', width: 120 },
            { title: 'Info', dataIndex: 'info', width: 160 },
            { title: 'URL', dataIndex: 'url' },
          ]}
        />
      </Modal>
    </>
  );
}
