import { NavLink, ScrollArea } from '@mantine/core';
import {
  IconBox,
  IconBuildingWarehouse,
  IconChartBar,
  IconChartLine,
  IconLayoutDashboard,
  IconTruckDelivery,
  type Icon,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { drawerEntries, findScreen, groupOfPath, type MenuGroup } from './routes';

const ICONS: Record<string, Icon> = {
  Dashboard: IconLayoutDashboard,
  Orders: IconTruckDelivery,
  Products: IconBox,
  Management: IconBuildingWarehouse,
  'Transaction Analytics': IconChartLine,
  'Order Analytics': IconChartBar,
};

function iconFor(label: string) {
  const Icon = ICONS[label];
  return Icon ? <Icon size={18} stroke={1.5} /> : null;
}

interface SideDrawerProps {
  /** Called after a link is chosen; closes the drawer on small screens. */
  onNavigate?: () => void;
}

export function SideDrawer({ onNavigate }: SideDrawerProps) {
  const { pathname } = useLocation();
  const activePath = findScreen(pathname)?.path;
  const currentGroup = groupOfPath(pathname);
  const [openGroups, setOpenGroups] = useState<Set<MenuGroup>>(() => new Set(currentGroup ? [currentGroup] : []));

  const [expandedFor, setExpandedFor] = useState(currentGroup);
  // Adjusting state while rendering (not in an effect) expands the new path's group in the same pass.
  if (currentGroup !== expandedFor) {
    setExpandedFor(currentGroup);
    if (currentGroup && !openGroups.has(currentGroup)) setOpenGroups(new Set(openGroups).add(currentGroup));
  }

  const toggleGroup = (group: MenuGroup) =>
    setOpenGroups((open) => {
      const next = new Set(open);
      if (next.has(group)) next.delete(group);
      else next.add(group);
      return next;
    });

  return (
    // Its links take the focus; the menu itself needs no tab stop of its own.
    <ScrollArea viewportProps={{ tabIndex: -1 }}>
      {drawerEntries().map((entry) =>
        entry.kind === 'link' ? (
          <NavLink
            key={entry.screen.path}
            component={Link}
            to={entry.screen.path}
            label={entry.screen.menuLabel}
            leftSection={iconFor(entry.screen.menuLabel ?? '')}
            active={activePath === entry.screen.path}
            onClick={onNavigate}
          />
        ) : (
          <NavLink
            key={entry.label}
            label={entry.label}
            leftSection={iconFor(entry.label)}
            opened={openGroups.has(entry.label)}
            onChange={() => toggleGroup(entry.label)}
            childrenOffset={28}
          >
            {entry.screens.map((screen) => (
              <NavLink
                key={screen.path}
                component={Link}
                to={screen.path}
                label={screen.menuLabel}
                active={activePath === screen.path}
                onClick={onNavigate}
              />
            ))}
          </NavLink>
        ),
      )}
    </ScrollArea>
  );
}
