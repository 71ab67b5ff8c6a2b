import { Form } from 'antd';
import { ProductSearch } from '../product-search/product-search';
import type { ProductSearchRow } from '../product-search/product-search-rows';

/**
 * The "Tambah produk" field in the header of a stock document form (transfer, adjustment, supplier
 * return): a product search that adds a line on each pick and stays empty. It is closed until the
 * form knows where the stock is (`ready`, e.g. a warehouse is chosen; `notReadyText` says what to
 * do first) and while the form is busy picking (`busy`).
 */
export function DocumentProductAdder<T extends ProductSearchRow = ProductSearchRow>(props: {
  id: string;
  className?: string;
  ready: boolean;
  busy?: boolean;
  notReadyText?: string;
  minWidth?: number;
  fetcher?: (search: string) => Promise<T[]>;
  onPick: (productId: number | null, row?: T) => void;
}) {
  const { ready, notReadyText = 'Pilih gudang terlebih dahulu' } = props;
  return (
    <Form.Item label="Tambah produk" style={{ minWidth: props.minWidth ?? 360 }}>
      <ProductSearch<T>
        id={props.id}
        className={props.className}
        disabled={!ready || props.busy}
        value={null}
        fetcher={props.fetcher}
        onChange={props.onPick}
        placeholder={ready ? 'Ketik 3 huruf atau pindai barcode' : notReadyText}
      />
    </Form.Item>
  );
}
