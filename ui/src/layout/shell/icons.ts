import AlertOutlined from '@ant-design/icons-svg/es/asn/AlertOutlined';
import BarChartOutlined from '@ant-design/icons-svg/es/asn/BarChartOutlined';
import BellOutlined from '@ant-design/icons-svg/es/asn/BellOutlined';
import CalculatorOutlined from '@ant-design/icons-svg/es/asn/CalculatorOutlined';
import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import CloudDownloadOutlined from '@ant-design/icons-svg/es/asn/CloudDownloadOutlined';
import DashboardOutlined from '@ant-design/icons-svg/es/asn/DashboardOutlined';
import FileExcelOutlined from '@ant-design/icons-svg/es/asn/FileExcelOutlined';
import FormOutlined from '@ant-design/icons-svg/es/asn/FormOutlined';
import HomeOutlined from '@ant-design/icons-svg/es/asn/HomeOutlined';
import LineChartOutlined from '@ant-design/icons-svg/es/asn/LineChartOutlined';
import MessageOutlined from '@ant-design/icons-svg/es/asn/MessageOutlined';
import NumberOutlined from '@ant-design/icons-svg/es/asn/NumberOutlined';
import SlidersOutlined from '@ant-design/icons-svg/es/asn/SlidersOutlined';
import TagsOutlined from '@ant-design/icons-svg/es/asn/TagsOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import UnorderedListOutlined from '@ant-design/icons-svg/es/asn/UnorderedListOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import type { SidebarIcon } from './links.ts';

/** Each sidebar link's antd icon, as data drawn by the plain Icon (the shell loads no antd). */
export const SIDEBAR_ICONS: Record<SidebarIcon, IconDefinition> = {
  home: HomeOutlined,
  dataentry: FormOutlined,
  dashboards: DashboardOutlined,
  live: LineChartOutlined,
  reports: FileExcelOutlined,
  datagrabber: CloudDownloadOutlined,
  summary: BarChartOutlined,
  parameters: SlidersOutlined,
  operations: CalendarOutlined,
  constants: NumberOutlined,
  lookups: UnorderedListOutlined,
  users: TeamOutlined,
  comments: MessageOutlined,
  processtags: TagsOutlined,
  ccf: AlertOutlined,
  recalculate: CalculatorOutlined,
  notifications: BellOutlined,
};
