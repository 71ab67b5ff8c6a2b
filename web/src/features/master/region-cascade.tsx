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
  const opts = (a: Area[]) => a.map((x) => ({ value: Number(x.area_id), label: x.area_name }));
  return (
    <Row gutter={8} className="region-cascade">
      <Col span={8}>
        <Select
          className="region-province"
          placeholder="Provinsi"
          showSearch={searchable}
          loading={provinces.loading}
          options={opts(provinces.areas)}
          value={province}
          allowClear
          onChange={(v) => {
            setProvince(v ?? undefined);
            setCity(undefined);
            onChange?.(null);
          }}
        />
      </Col>
      <Col span={8}>
        <Select
          className="region-city"
          placeholder="Kota / Kabupaten"
          showSearch={searchable}
          disabled={!province}
          loading={cities.loading}
          options={opts(cities.areas)}
          value={city}
          allowClear
          onChange={(v) => {
            setCity(v ?? undefined);
            onChange?.(null);
          }}
        />
      </Col>
      <Col span={8}>
        <Select
          id={props.id}
          className="region-district"
          placeholder="Kecamatan"
          showSearch={searchable}
          disabled={!city}
          loading={districts.loading}
          options={opts(districts.areas)}
          value={value ?? undefined}
          allowClear
          onChange={(v) => onChange?.(v ?? null)}
        />
      </Col>
    </Row>
  );
}
