import { DISTRICT_SEARCH_MIN_CHARS } from '@bo/contract';
import { type RemoteOption, RemoteSelect } from './remote-select';

export interface DistrictItem {
  id: string | number;
  text: string;
}

/** District select 'Cari Kecamatan'; the caller passes the fetcher (GET /member/get_city?area_id=). */
export function DistrictSelect(props: {
  fetcher: (search: string) => Promise<DistrictItem[]>;
  value?: string | number | null;
  onChange?: (value: string | number | null, option?: RemoteOption) => void;
  disabled?: boolean;
  /** Options shown before any search (the current district when editing). */
  initialOptions?: RemoteOption[];
  id?: string;
}) {
  return (
    <RemoteSelect
      placeholder="Cari Kecamatan"
      minChars={DISTRICT_SEARCH_MIN_CHARS}
      fetcher={async (s) => (await props.fetcher(s)).map((d) => ({ value: d.id, label: d.text }))}
      value={props.value}
      onChange={props.onChange}
      disabled={props.disabled}
      initialOptions={props.initialOptions}
      id={props.id}
    />
  );
}
