import { Drawer } from 'antd';
import { constants } from '../../generated/constants.js';
import { ProductLogo } from '../components/ProductLogo';
import { SideMenu } from './SideMenu';

/** The side menu in a drawer from the left, under 1024 px (AppLayout loads it on the first tap on the menu button). */
export function MenuDrawer(props: { open: boolean; onClose: () => void; hasLegacyHost: boolean }) {
  return (
    <Drawer
      placement="left"
      width={constants.sidebarWidthPx + 40}
      open={props.open}
      onClose={props.onClose}
      title={<div style={{ minWidth: 0, overflow: 'hidden' }}><ProductLogo size={28} /></div>}
      styles={{ body: { padding: 0 } }}
    >
      <SideMenu hasLegacyHost={props.hasLegacyHost} />
    </Drawer>
  );
}
