import { Col, Row, Select } from 'antd';
import { useEffect, useState } from 'react';
import { get } from '../../api/client';

interface Area {
  area_id: number;
  area_name: string;
}

/** Kemendagri ids tell the level by their digits: district 357801 → city 3578 → province 35. */
const cityOf = (district?: number | null) => (district ? Math.floor(district / 100) : undefined);
const provinceOf = (district?: number | null) => (district ? Math.floor(district / 10_000) : undefined);

function useAreas(path: string, areaId?: number, enabled = true) {
  const [areas, setAreas] = useState<Area[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setAreas([]);
      return;
    }
    let live = true;
    setLoading(true);
    get<Area[]>(path, areaId ? { area_id: areaId } : undefined, { silent: true })
      .then((a) => live && setAreas(a))
      .catch(() => live && setAreas([]))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [path, areaId, enabled]);
  return { areas, loading };
}

const searchable = {
  filterOption: (input: string, o?: { label?: unknown }) =>
    String(o?.label ?? '')
      .toLowerCase()
      .includes(input.toLowerCase()),
};

/** One level of the cascade: a searchable, clearable select of areas. */
function AreaSelect(props: {
  id?: string;
  className: string;
  placeholder: string;
  disabled?: boolean;
  list: { areas: Area[]; loading: boolean };
  value: number | undefined;
  onChange: (v: number | undefined) => void;
}) {
  const { list, onChange, ...select } = props;
  return (
    <Col span={8}>
      <Select
        {...select}
        aria-label={select.placeholder}
        showSearch={searchable}
        loading={list.loading}
        options={list.areas.map((x) => ({ value: Number(x.area_id), label: x.area_name }))}
        allowClear
        onChange={(v) => onChange(v ?? undefined)}
      />
    </Col>
  );
}

/** Province → city → district selects (GET /member/get_province, /member/get_city?area_id=); the value is the district id. */
export function RegionCascade(props: { id?: string; value?: number | null; onChange?: (v: number | null) => void }) {
  const { value, onChange } = props;
  const [province, setProvince] = useState<number | undefined>(provinceOf(value));
  const [city, setCity] = useState<number | undefined>(cityOf(value));
  useEffect(() => {
    if (value) {
      setProvince(provinceOf(value));
      setCity(cityOf(value));
    }
  }, [value]);
  const provinces = useAreas('/member/get_province');
  const cities = useAreas('/member/get_city', province, !!province);
  const districts = useAreas('/member/get_city', city, !!city);
  return (
    <Row gutter={8} className="region-cascade">
      <AreaSelect
        className="region-province"
        placeholder="Provinsi"
        list={provinces}
        value={province}
        onChange={(v) => {
          setProvince(v);
          setCity(undefined);
          onChange?.(null);
        }}
      />
      <AreaSelect
        className="region-city"
        placeholder="Kota / Kabupaten"
        disabled={!province}
        list={cities}
        value={city}
        onChange={(v) => {
          setCity(v);
          onChange?.(null);
        }}
      />
      <AreaSelect
        id={props.id}
        className="region-district"
        placeholder="Kecamatan"
        disabled={!city}
        list={districts}
        value={value ?? undefined}
        onChange={(v) => onChange?.(v ?? null)}
      />
    </Row>
  );
}
