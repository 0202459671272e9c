import { SearchGlyph } from '../../kit/glyphs.tsx';
import { memo, useContext, useState } from 'react';
import type { BlockProps } from '@yym/contract';
import { StoreTenantContext, useLive } from '../../kit/preview.tsx';

const searchHref = (tenantId: string, words: string) => `/h5/search?tenantId=${tenantId}&q=${encodeURIComponent(words.trim())}`;

export default memo(function SearchPreview({ p }: { p: BlockProps<'search'> }) {
  const live = useLive();
  const tenantId = useContext(StoreTenantContext);
  const [words, setWords] = useState('');
  const bg = !p.isTopLocation && p.bgImage ? { backgroundImage: `url(${p.bgImage})` } : undefined;
  // On the live storefront the box searches the merchant's tickets, and a hot word searches itself.
  const searching = live && !!tenantId;
  return (
    <div style={{ background: p.backgroundColor }}>
      <div className="pv-search" style={bg}>
        {p.isShowAddress && <span className="addr">杭州 ▾</span>}
        {searching ? (
          <form
            className="box"
            onSubmit={(e) => {
              e.preventDefault();
              window.location.assign(searchHref(tenantId, words));
            }}
          >
            <SearchGlyph />
            <input
              type="search"
              aria-label={p.placeholder || '搜索'}
              placeholder={p.placeholder}
              value={words}
              onChange={(e) => setWords(e.target.value)}
            />
          </form>
        ) : (
          <div className="box">
            <SearchGlyph />
            {p.placeholder}
          </div>
        )}
        {p.isShowWeather && <span className="weather">晴 23°C</span>}
      </div>
      {p.isHot && p.hotList.length > 0 && (
        <div className="pv-search-hot">
          {p.hotList.map((h, i) =>
            searching ? (
              <a key={i} href={searchHref(tenantId, h.name)}>
                {h.name}
              </a>
            ) : (
              <span key={i}>{h.name}</span>
            ),
          )}
        </div>
      )}
    </div>
  );
});
