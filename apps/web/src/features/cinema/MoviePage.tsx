import { Tabs } from 'antd';
import CardsTab from './CardsTab.tsx';
import CinemasTab from './CinemasTab.tsx';
import FilmsTab from './FilmsTab.tsx';
import ScreeningsTab from './ScreeningsTab.tsx';
import SettingsTab from './SettingsTab.tsx';

/** 影院影片: cinemas and halls, films, screenings with their seat maps, the card review and the 观影设置. */
export default function MoviePage() {
  return (
    <Tabs
      destroyOnHidden
      items={[
        { key: 'cinema', label: '影院', children: <CinemasTab /> },
        { key: 'film', label: '影片', children: <FilmsTab /> },
        { key: 'screening', label: '排片', children: <ScreeningsTab /> },
        { key: 'card', label: '会员卡审核', children: <CardsTab /> },
        { key: 'settings', label: '观影设置', children: <SettingsTab /> },
      ]}
    />
  );
}
