import { SearchOutlined } from '@ant-design/icons';
import { memo } from 'react';
import type { BlockProps } from '@yym/contract';

export default memo(function SearchPreview({ p }: { p: BlockProps<'search'> }) {
  const bg = !p.isTopLocation && p.bgImage ? { backgroundImage: `url(${p.bgImage})` } : undefined;
  return (
    <div style={{ background: p.backgroundColor }}>
      <div className="pv-search" style={bg}>
        {p.isShowAddress && <span className="addr">杭州 ▾</span>}
        <div className="box">
          <SearchOutlined />
          {p.placeholder}
        </div>
        {p.isShowWeather && <span className="weather">晴 23°C</span>}
      </div>
      {p.isHot && p.hotList.length > 0 && (
        <div className="pv-search-hot">
          {p.hotList.map((h, i) => (
            <span key={i}>{h.name}</span>
          ))}
        </div>
      )}
    </div>
  );
});
