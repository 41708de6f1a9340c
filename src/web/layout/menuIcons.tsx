import type { ReactNode } from 'react';
import {
  AccountBookOutlined, AppstoreOutlined, BarChartOutlined, CalendarOutlined, DollarOutlined, ExportOutlined,
  FileTextOutlined, HomeOutlined, MessageOutlined, NotificationOutlined, SafetyOutlined, ScheduleOutlined,
  SettingOutlined, SolutionOutlined, TeamOutlined, TrophyOutlined,
} from '@ant-design/icons';

// The icons menus.yaml may name; a name missing here falls back to AppstoreOutlined. Hidden from screen readers:
// a menu item's name is its Japanese label alone.
const icons: Readonly<Record<string, ReactNode>> = {
  AccountBookOutlined: <AccountBookOutlined aria-hidden />,
  AppstoreOutlined: <AppstoreOutlined aria-hidden />,
  BarChartOutlined: <BarChartOutlined aria-hidden />,
  CalendarOutlined: <CalendarOutlined aria-hidden />,
  DollarOutlined: <DollarOutlined aria-hidden />,
  ExportOutlined: <ExportOutlined aria-hidden />,
  FileTextOutlined: <FileTextOutlined aria-hidden />,
  HomeOutlined: <HomeOutlined aria-hidden />,
  MessageOutlined: <MessageOutlined aria-hidden />,
  NotificationOutlined: <NotificationOutlined aria-hidden />,
  SafetyOutlined: <SafetyOutlined aria-hidden />,
  ScheduleOutlined: <ScheduleOutlined aria-hidden />,
  SettingOutlined: <SettingOutlined aria-hidden />,
  SolutionOutlined: <SolutionOutlined aria-hidden />,
  TeamOutlined: <TeamOutlined aria-hidden />,
  TrophyOutlined: <TrophyOutlined aria-hidden />,
};

/** The icon of a menu group by its antd icon name. */
export function menuIcon(name: string): ReactNode {
  return icons[name] ?? icons.AppstoreOutlined;
}
