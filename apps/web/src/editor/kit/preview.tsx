import { createContext, useContext, type CSSProperties, type ReactNode } from 'react';
import { centsToYuan, linkTarget, thumbnailUrl, type Link } from '@yym/contract';

/** Where a preview is drawn: the designer canvas (links inert) or the live storefront (links work). */
export const LiveContext = createContext(false);
export const useLive = () => useContext(LiveContext);
/** The storefront's tenant, so links to its own pages carry it (`/h5/product/<id>?tenantId=`, `/h5/hotels?tenantId=`). */
export const StoreTenantContext = createContext('');

/** A thumbnail of an uploaded file uses the storage's `yym` style. */
export const thumb = thumbnailUrl;

/**
 * The storefront's first screen (its first blocks, StorefrontDoc): a block's leading picture there (a banner's
 * first slide: the likely largest paint) loads at once and first of all; every other picture is lazy, so the
 * slides out of sight and the pictures further down do not compete with it on a weak signal (#41).
 */
export const FirstScreenContext = createContext(false);

/** A picture, or a neutral placeholder box when none was chosen yet. `lead`: the block's leading picture. */
export function Img({
  src,
  style,
  className,
  alt = '',
  lead,
}: {
  src?: string;
  style?: CSSProperties;
  className?: string;
  alt?: string;
  lead?: boolean;
}) {
  const first = useContext(FirstScreenContext) && lead;
  if (!src)
    return (
      <div className={`pv-ph ${className ?? ''}`} style={style}>
        <span>图片</span>
      </div>
    );
  return (
    <img
      className={className}
      style={style}
      src={thumb(src)}
      alt={alt}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
      // the leading picture is painted as soon as it arrives; the others may wait for a free moment
      decoding={first ? undefined : 'async'}
      draggable={false}
    />
  );
}

export const Yuan = ({ cents, from, className }: { cents: number; from?: boolean; className?: string }) => (
  <span className={className ?? 'pv-price'}>
    <small>¥</small>
    {centsToYuan(cents).replace(/\.00$/, '')}
    {from && <small>起</small>}
  </span>
);

/** Makes its children a link in the storefront (H5 URL, internal page, phone call); inert in the designer. */
export function Linked({
  link,
  children,
  className,
  style,
}: {
  link?: Partial<Link>;
  children: ReactNode;
  className?: string;
  style?: CSSProperties;
}) {
  const live = useLive();
  const tenantId = useContext(StoreTenantContext);
  const t = live ? linkTarget(link) : {};
  if (t.href && /^\/h5\/(product\/|voice\/|hotels$|foods$)/.test(t.href) && tenantId) t.href += `?tenantId=${tenantId}`;
  if (t.href)
    return (
      <a className={className} style={style} href={t.href}>
        {children}
      </a>
    );
  if (t.tel) {
    const tel = t.tel;
    return (
      <a
        className={className}
        style={style}
        href={`tel:${tel[0]}`}
        onClick={(e) => {
          if (tel.length > 1) {
            e.preventDefault();
            const pick = window.prompt(`拨打电话: ${tel.join(' / ')}`, tel[0]);
            if (pick) window.location.href = `tel:${pick}`;
          }
        }}
      >
        {children}
      </a>
    );
  }
  return (
    <div className={className} style={style}>
      {children}
    </div>
  );
}

/** Tabs strip shared by goods, waterfall, flash sale and cube previews (style 1-4). */
export function TabStrip({ names, active, style = 1, width }: { names: string[]; active: number; style?: number; width?: number }) {
  return (
    <div className={`pv-tabs pv-tabs-${style}`}>
      {names.map((n, i) => (
        <span key={i} className={i === active ? 'on' : ''} style={width ? { minWidth: width } : undefined}>
          {n}
        </span>
      ))}
    </div>
  );
}

export const EmptyHint = ({ text }: { text: string }) => <div className="pv-empty">{text}</div>;
