import type { ReactNode } from 'react';
import {
  AccountBookOutlined, AppstoreOutlined, BarChartOutlined, CalendarOutlined, DollarOutlined, ExportOutlined,
  FileTextOutlined, HomeOutlined, MessageOutlined, NotificationOutlined, SafetyOutlined, ScheduleOutlined,
  SettingOutlined, SolutionOutlined, TeamOutlined, TrophyOutlined,
} from '@ant-design/icons';

// The icons menus.yaml may name; a name missing here falls back to AppstoreOutlined.
const icons: Readonly<Record<string, ReactNode>> = {
  AccountBookOutlined: <AccountBookOutlined />,
  AppstoreOutlined: <AppstoreOutlined />,
  BarChartOutlined: <BarChartOutlined />,
  CalendarOutlined: <CalendarOutlined />,
  DollarOutlined: <DollarOutlined />,
  ExportOutlined: <ExportOutlined />,
  FileTextOutlined: <FileTextOutlined />,
  HomeOutlined: <HomeOutlined />,
  MessageOutlined: <MessageOutlined />,
  NotificationOutlined: <NotificationOutlined />,
  SafetyOutlined: <SafetyOutlined />,
  ScheduleOutlined: <ScheduleOutlined />,
  SettingOutlined: <SettingOutlined />,
  SolutionOutlined: <SolutionOutlined />,
  TeamOutlined: <TeamOutlined />,
  TrophyOutlined: <TrophyOutlined />,
};

/** The icon of a menu group by its antd icon name. */
export function menuIcon(name: string): ReactNode {
  return icons[name] ?? icons.AppstoreOutlined;
}
