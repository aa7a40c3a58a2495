import { ImageOff } from 'lucide-react';

/** A product picture, or a grey "no image" placeholder of the same size; `className` sizes and shapes both. */
export function ProductImage({ src, className }: { src: string | null | undefined; className: string }) {
  if (!src)
    return (
      <div
        role="img"
        aria-label="이미지 없음"
        className={`flex shrink-0 items-center justify-center bg-slate-100 text-slate-400 ${className}`}
      >
        <ImageOff aria-hidden="true" className="size-8" />
      </div>
    );
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      referrerPolicy="no-referrer"
      className={`shrink-0 object-cover ${className}`}
    />
  );
}
