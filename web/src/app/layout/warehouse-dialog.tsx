import { ALL_WAREHOUSES_ID, MSG, RESTRICTED_GROUP_ID, WAREHOUSE_NOTICE_MS, WAREHOUSE_RELOAD_DELAY_MS } from '@bo/contract';
import { Button, message, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useWarehouseOptions } from '../../api/get-warehouse-options';
import { updateActiveWarehouse } from '../../api/update-active-warehouse';
import type { Profile } from '../../lib/session';

export interface WarehouseOption {
  id: number;
  name: string;
}

/**
 * Warehouse options of spec-1 §5, the same the server's update_gudang_active accepts: group 6 sees
 * only its access_gudang, others every warehouse; 'Semua Gudang' (id 0) only where the server says
 * it may be chosen (gudang_all_allowed: superusers, or group 6 whose access covers every warehouse).
 */
export function warehouseOptions(profile: Pick<Profile, 'admin_group_id' | 'access_gudang' | 'gudang_all_allowed'>, all: WarehouseOption[]): WarehouseOption[] {
  const restricted = profile.admin_group_id === RESTRICTED_GROUP_ID;
  const list = restricted ? profile.access_gudang.map((g) => ({ id: Number(g.gudang_id), name: g.master_gudang_name })) : all;
  return profile.gudang_all_allowed ? [{ id: ALL_WAREHOUSES_ID, name: 'Semua Gudang' }, ...list] : list;
}

/** 'Ganti Gudang' dialog: saves the active warehouse, shows the notice and reloads after 3 s. */
export function WarehouseDialog({ open, onClose, profile }: { open: boolean; onClose: () => void; profile: Profile }) {
  const [saving, setSaving] = useState(false);
  const list = useWarehouseOptions(open);
  const all = (list.data?.data ?? []).map((w) => ({ id: Number(w.master_gudang_id), name: w.master_gudang_name }));
  const options = warehouseOptions(profile, all);
  const change = async (id: number) => {
    setSaving(true);
    try {
      const env = await updateActiveWarehouse(id);
      message.success(env.msg || MSG.warehouseChanged, WAREHOUSE_NOTICE_MS / 1000);
      setTimeout(() => window.location.reload(), WAREHOUSE_RELOAD_DELAY_MS);
    } catch {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={open}
      title="Ganti Gudang"
      onCancel={onClose}
      className="warehouse-dialog"
      footer={
        <Button onClick={onClose} className="warehouse-close">
          Tutup
        </Button>
      }
    >
      <Typography.Paragraph>
        Gudang aktif: <b>{profile.admin_gudang_active_name || (profile.admin_gudang_id_active === 0 ? 'Semua Gudang' : '-')}</b>
      </Typography.Paragraph>
      <Select
        className="warehouse-select"
        style={{ width: '100%' }}
        placeholder="Pilih gudang"
        loading={list.isFetching || saving}
        disabled={saving}
        value={options.some((o) => o.id === profile.admin_gudang_id_active) ? (profile.admin_gudang_id_active ?? undefined) : undefined}
        options={options.map((o) => ({ value: o.id, label: o.name }))}
        onChange={(v: number) => change(v)}
      />
    </Modal>
  );
}
