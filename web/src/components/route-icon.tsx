import {
  AppstoreOutlined,
  BankOutlined,
  ContactsOutlined,
  DashboardOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  InboxOutlined,
  QuestionCircleOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  ShoppingOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

const ICONS: Record<string, ReactNode> = {
  user: <UserOutlined />,
  dashboard: <DashboardOutlined />,
  bank: <BankOutlined />,
  contacts: <ContactsOutlined />,
  shopping: <ShoppingOutlined />,
  inbox: <InboxOutlined />,
  'file-text': <FileTextOutlined />,
  'shopping-cart': <ShoppingCartOutlined />,
  wallet: <WalletOutlined />,
  shop: <ShopOutlined />,
  environment: <EnvironmentOutlined />,
  setting: <SettingOutlined />,
  question: <QuestionCircleOutlined />,
};

export function routeIcon(name: string | undefined): ReactNode {
  return name ? (ICONS[name] ?? <AppstoreOutlined />) : undefined;
}
