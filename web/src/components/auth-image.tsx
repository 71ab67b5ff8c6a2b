import { PictureOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Image } from 'antd';
import { useEffect, useState } from 'react';
import { fetchBlob } from './resource/resource-transfer';

/** An object URL for a Blob, revoked when the Blob changes or the component goes. */
function useObjectUrl(blob: Blob | undefined) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const u = URL.createObjectURL(blob);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [blob]);
  return url;
}

const useAuthBlob = (src: string, enabled = true) =>
  useQuery({ queryKey: ['auth-image', src], queryFn: () => fetchBlob(src), enabled, staleTime: Number.POSITIVE_INFINITY, gcTime: 10 * 60_000 });

/**
 * An image served behind the bearer token (e.g. /product/image?image_id=…): fetched with the API
 * client's auth, cached as a Blob, shown through an object URL revoked when the image goes. With
 * `previewSrc` the small `src` (a thumbnail) shows and the full picture is fetched only when the
 * preview opens.
 */
export function AuthImage(props: { src: string; alt: string; size?: number; className?: string; preview?: boolean; previewSrc?: string }) {
  const { src, alt, size = 40, className, preview = true, previewSrc } = props;
  const q = useAuthBlob(src);
  const url = useObjectUrl(q.data);
  const [open, setOpen] = useState(false);
  const full = useAuthBlob(previewSrc ?? src, open && previewSrc !== undefined);
  const fullUrl = useObjectUrl(previewSrc ? full.data : undefined);
  if (!url)
    return (
      <span
        className={className}
        style={{ display: 'inline-flex', width: size, height: size, alignItems: 'center', justifyContent: 'center', background: '#f5f5f5' }}
      >
        <PictureOutlined aria-label={q.isError ? `${alt} tidak dapat dimuat` : alt} />
      </span>
    );
  const previewConfig = preview && previewSrc ? { open, onOpenChange: setOpen, src: fullUrl ?? url } : preview;
  return <Image className={className} src={url} alt={alt} width={size} height={size} style={{ objectFit: 'cover' }} preview={previewConfig} />;
}

/** The thumbnail address of a product image address (/product/image?image_id=…). */
export const thumbnailOf = (src: string) => `${src}${src.includes('?') ? '&' : '?'}size=thumb`;
