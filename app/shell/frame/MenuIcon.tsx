import {
  BellIcon,
  ChipIcon,
  ClockIcon,
  CubeIcon,
  DatabaseIcon,
  FactoryIcon,
  FolderIcon,
  GearIcon,
  GridIcon,
  HomeIcon,
  InfoIcon,
  MenuIcon as ListIcon,
  PageIcon,
  PhoneIcon,
  ShieldIcon,
  UsersIcon,
} from '../../ui/icons'
import type { MenuIconName } from '../menu/menuCatalog'

const ICONS: Record<MenuIconName, typeof GridIcon> = {
  collector: ChipIcon,
  factory: FactoryIcon,
  model: CubeIcon,
  bigData: DatabaseIcon,
  scheduler: ClockIcon,
  settings: GearIcon,
  network: UsersIcon,
  security: ShieldIcon,
  mobile: PhoneIcon,
  apps: GridIcon,
  bell: BellIcon,
  menu: ListIcon,
  info: InfoIcon,
  folder: FolderIcon,
  page: PageIcon,
  home: HomeIcon,
}

/** The icon of a side-menu entry. */
export function MenuIcon({ name, size = 18 }: { name: MenuIconName | undefined; size?: number }) {
  const Icon = ICONS[name ?? 'page']
  return <Icon size={size} className="side-menu__icon" />
}
