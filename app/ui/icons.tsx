import type { SVGProps } from 'react'

/** Stroke icons on a 24-unit grid, drawn in the current text colour. Decorative unless labelled. */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number }

function Svg({ paths, size = 16, ...props }: IconProps & { paths: readonly string[] }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  )
}

const CheckIcon_PATHS = ['m5 12.5 4.5 4.5L19 7.5']
export function CheckIcon(props: IconProps) {
  return <Svg paths={CheckIcon_PATHS} {...props} />
}

const CloseIcon_PATHS = ['M6 6l12 12', 'M18 6 6 18']
export function CloseIcon(props: IconProps) {
  return <Svg paths={CloseIcon_PATHS} {...props} />
}

const ChevronDownIcon_PATHS = ['m6 9 6 6 6-6']
export function ChevronDownIcon(props: IconProps) {
  return <Svg paths={ChevronDownIcon_PATHS} {...props} />
}

const ChevronUpIcon_PATHS = ['m6 15 6-6 6 6']
export function ChevronUpIcon(props: IconProps) {
  return <Svg paths={ChevronUpIcon_PATHS} {...props} />
}

const ChevronLeftIcon_PATHS = ['m15 6-6 6 6 6']
export function ChevronLeftIcon(props: IconProps) {
  return <Svg paths={ChevronLeftIcon_PATHS} {...props} />
}

const ChevronRightIcon_PATHS = ['m9 6 6 6-6 6']
export function ChevronRightIcon(props: IconProps) {
  return <Svg paths={ChevronRightIcon_PATHS} {...props} />
}

const SearchIcon_PATHS = ['M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14z', 'm20 20-4-4']
export function SearchIcon(props: IconProps) {
  return <Svg paths={SearchIcon_PATHS} {...props} />
}

const EyeIcon_PATHS = [
  'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z',
  'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
]
export function EyeIcon(props: IconProps) {
  return <Svg paths={EyeIcon_PATHS} {...props} />
}

const EyeOffIcon_PATHS = [
  'M3 3l18 18',
  'M10.6 5.1A10.7 10.7 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3.2 4.1',
  'M6.6 6.6A17 17 0 0 0 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6',
  'M9.9 9.9a3 3 0 0 0 4.2 4.2',
]
export function EyeOffIcon(props: IconProps) {
  return <Svg paths={EyeOffIcon_PATHS} {...props} />
}

const InfoIcon_PATHS = ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M12 11v5', 'M12 8h.01']
export function InfoIcon(props: IconProps) {
  return <Svg paths={InfoIcon_PATHS} {...props} />
}

const AlertIcon_PATHS = [
  'M10.3 4.2 2.6 17.5A2 2 0 0 0 4.3 20.5h15.4a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0z',
  'M12 9v4',
  'M12 17h.01',
]
export function AlertIcon(props: IconProps) {
  return <Svg paths={AlertIcon_PATHS} {...props} />
}

const SuccessIcon_PATHS = ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'm8 12.5 2.8 2.8L16.5 9.5']
export function SuccessIcon(props: IconProps) {
  return <Svg paths={SuccessIcon_PATHS} {...props} />
}

const ErrorIcon_PATHS = ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M15 9l-6 6', 'M9 9l6 6']
export function ErrorIcon(props: IconProps) {
  return <Svg paths={ErrorIcon_PATHS} {...props} />
}

const SortIcon_PATHS = ['m8 9 4-4 4 4', 'm16 15-4 4-4-4']
export function SortIcon(props: IconProps) {
  return <Svg paths={SortIcon_PATHS} {...props} />
}

const BellIcon_PATHS = ['M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9', 'M13.7 21a2 2 0 0 1-3.4 0']
export function BellIcon(props: IconProps) {
  return <Svg paths={BellIcon_PATHS} {...props} />
}

const UserIcon_PATHS = ['M20 21a8 8 0 0 0-16 0', 'M12 13a5 5 0 1 0 0-10 5 5 0 0 0 0 10z']
export function UserIcon(props: IconProps) {
  return <Svg paths={UserIcon_PATHS} {...props} />
}

const LockIcon_PATHS = [
  'M6 11h12a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-8a1 1 0 0 1 1-1z',
  'M8 11V7a4 4 0 0 1 8 0v4',
]
export function LockIcon(props: IconProps) {
  return <Svg paths={LockIcon_PATHS} {...props} />
}

const LogoutIcon_PATHS = ['M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4', 'm16 17 5-5-5-5', 'M21 12H9']
export function LogoutIcon(props: IconProps) {
  return <Svg paths={LogoutIcon_PATHS} {...props} />
}

const MenuIcon_PATHS = ['M4 6h16', 'M4 12h16', 'M4 18h16']
export function MenuIcon(props: IconProps) {
  return <Svg paths={MenuIcon_PATHS} {...props} />
}

const CollapseIcon_PATHS = ['M4 6h16', 'M10 12h10', 'M4 18h16', 'm7 9-3 3 3 3']
export function CollapseIcon(props: IconProps) {
  return <Svg paths={CollapseIcon_PATHS} {...props} />
}

const ExpandIcon_PATHS = ['M4 6h16', 'M4 12h10', 'M4 18h16', 'm17 9 3 3-3 3']
export function ExpandIcon(props: IconProps) {
  return <Svg paths={ExpandIcon_PATHS} {...props} />
}

const ArrowUpIcon_PATHS = ['M12 19V5', 'm5 12 7-7 7 7']
export function ArrowUpIcon(props: IconProps) {
  return <Svg paths={ArrowUpIcon_PATHS} {...props} />
}

const ArrowDownIcon_PATHS = ['M12 5v14', 'm19 12-7 7-7-7']
export function ArrowDownIcon(props: IconProps) {
  return <Svg paths={ArrowDownIcon_PATHS} {...props} />
}

const EditIcon_PATHS = ['M12 20h9', 'M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z']
export function EditIcon(props: IconProps) {
  return <Svg paths={EditIcon_PATHS} {...props} />
}

const TrashIcon_PATHS = [
  'M3 6h18',
  'M8 6V4a1 1 0 0 1 1-1h6a1 1 0 0 1 1 1v2',
  'M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6',
]
export function TrashIcon(props: IconProps) {
  return <Svg paths={TrashIcon_PATHS} {...props} />
}

const PlusIcon_PATHS = ['M12 5v14', 'M5 12h14']
export function PlusIcon(props: IconProps) {
  return <Svg paths={PlusIcon_PATHS} {...props} />
}

const RefreshIcon_PATHS = ['M21 12a9 9 0 1 1-2.6-6.4', 'M21 3v6h-6']
export function RefreshIcon(props: IconProps) {
  return <Svg paths={RefreshIcon_PATHS} {...props} />
}

const DownloadIcon_PATHS = ['M12 3v12', 'm7 10 5 5 5-5', 'M20 21H4']
export function DownloadIcon(props: IconProps) {
  return <Svg paths={DownloadIcon_PATHS} {...props} />
}

const UploadIcon_PATHS = ['M12 15V3', 'm7 8 5-5 5 5', 'M20 21H4']
export function UploadIcon(props: IconProps) {
  return <Svg paths={UploadIcon_PATHS} {...props} />
}

const GripIcon_PATHS = ['M9 5h.01', 'M9 12h.01', 'M9 19h.01', 'M15 5h.01', 'M15 12h.01', 'M15 19h.01']
export function GripIcon(props: IconProps) {
  return <Svg paths={GripIcon_PATHS} {...props} />
}

// Axes with a rising line: "show the trend".
const TrendIcon_PATHS = ['M3 3v18h18', 'm7 14 4-4 3 3 5-6']
export function TrendIcon(props: IconProps) {
  return <Svg paths={TrendIcon_PATHS} {...props} />
}

const FolderIcon_PATHS = ['M3 6a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z']
export function FolderIcon(props: IconProps) {
  return <Svg paths={FolderIcon_PATHS} {...props} />
}

// A folder with an arrow into it: "move to a folder".
const MoveIcon_PATHS = [...FolderIcon_PATHS, 'M8 13h7', 'M12.5 10.5 15 13l-2.5 2.5']
export function MoveIcon(props: IconProps) {
  return <Svg paths={MoveIcon_PATHS} {...props} />
}

const PageIcon_PATHS = ['M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9z', 'M14 3v6h6']
export function PageIcon(props: IconProps) {
  return <Svg paths={PageIcon_PATHS} {...props} />
}

const HomeIcon_PATHS = ['M3 11 12 3l9 8', 'M5 10v10h14V10']
export function HomeIcon(props: IconProps) {
  return <Svg paths={HomeIcon_PATHS} {...props} />
}

const GearIcon_PATHS = [
  'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  'M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z',
]
export function GearIcon(props: IconProps) {
  return <Svg paths={GearIcon_PATHS} {...props} />
}

const GridIcon_PATHS = ['M4 4h7v7H4z', 'M13 4h7v7h-7z', 'M4 13h7v7H4z', 'M13 13h7v7h-7z']
export function GridIcon(props: IconProps) {
  return <Svg paths={GridIcon_PATHS} {...props} />
}

const PhoneIcon_PATHS = ['M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2z', 'M11 18h2']
export function PhoneIcon(props: IconProps) {
  return <Svg paths={PhoneIcon_PATHS} {...props} />
}

const CubeIcon_PATHS = ['M21 16V8l-9-5-9 5v8l9 5 9-5z', 'M3.3 7.5 12 12.5l8.7-5', 'M12 22V12.5']
export function CubeIcon(props: IconProps) {
  return <Svg paths={CubeIcon_PATHS} {...props} />
}

const DatabaseIcon_PATHS = [
  'M12 8c4.4 0 8-1.3 8-3s-3.6-3-8-3-8 1.3-8 3 3.6 3 8 3z',
  'M4 5v14c0 1.7 3.6 3 8 3s8-1.3 8-3V5',
  'M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3',
]
export function DatabaseIcon(props: IconProps) {
  return <Svg paths={DatabaseIcon_PATHS} {...props} />
}

const ClockIcon_PATHS = ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M12 7v5l3 2']
export function ClockIcon(props: IconProps) {
  return <Svg paths={ClockIcon_PATHS} {...props} />
}

const ChipIcon_PATHS = [
  'M7 7h10v10H7z',
  'M10 3v4',
  'M14 3v4',
  'M10 17v4',
  'M14 17v4',
  'M3 10h4',
  'M3 14h4',
  'M17 10h4',
  'M17 14h4',
]
export function ChipIcon(props: IconProps) {
  return <Svg paths={ChipIcon_PATHS} {...props} />
}

const FactoryIcon_PATHS = ['M3 21V10l6 4V10l6 4V4h6v17z', 'M7 17h2', 'M12 17h2', 'M17 17h1']
export function FactoryIcon(props: IconProps) {
  return <Svg paths={FactoryIcon_PATHS} {...props} />
}

const UsersIcon_PATHS = [
  'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2',
  'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  'M22 21v-2a4 4 0 0 0-3-3.9',
  'M16 3.1a4 4 0 0 1 0 7.8',
]
export function UsersIcon(props: IconProps) {
  return <Svg paths={UsersIcon_PATHS} {...props} />
}

const ShieldIcon_PATHS = ['M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z']
export function ShieldIcon(props: IconProps) {
  return <Svg paths={ShieldIcon_PATHS} {...props} />
}

const DesignIcon_PATHS = [
  'M12 19l7-7 3 3-7 7z',
  'M18 13l-1.5-7.5L2 2l3.5 14.5L13 18z',
  'M2 2l7.6 7.6',
  'M11 13a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
]
export function DesignIcon(props: IconProps) {
  return <Svg paths={DesignIcon_PATHS} {...props} />
}

const MonitorIcon_PATHS = ['M3 4h18v12H3z', 'M8 20h8', 'M12 16v4']
export function MonitorIcon(props: IconProps) {
  return <Svg paths={MonitorIcon_PATHS} {...props} />
}
