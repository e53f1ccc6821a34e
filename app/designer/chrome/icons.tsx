import type { SVGProps } from 'react'

/** The designer's toolbar icons: 24-unit stroke drawings in the current text colour, decorative. */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number }

/** A 24-unit stroke drawing of `paths`. */

export function StrokeIcon({ paths, size = 16, ...props }: IconProps & { paths: readonly string[] }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
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

const UNDO_PATHS = ['M9 14 4 9l5-5', 'M4 9h11a5 5 0 0 1 0 10h-3']
export const UndoIcon = (props: IconProps) => <StrokeIcon paths={UNDO_PATHS} {...props} />

const REDO_PATHS = ['m15 14 5-5-5-5', 'M20 9H9a5 5 0 0 0 0 10h3']
export const RedoIcon = (props: IconProps) => <StrokeIcon paths={REDO_PATHS} {...props} />

const POINTER_PATHS = ['m5 3 14 8-6 2-2 6z']
export const PointerIcon = (props: IconProps) => <StrokeIcon paths={POINTER_PATHS} {...props} />

const HAND_PATHS = [
  'M8 13V5.5a1.5 1.5 0 0 1 3 0V12',
  'M11 11V4.5a1.5 1.5 0 0 1 3 0V12',
  'M14 11V6.5a1.5 1.5 0 0 1 3 0V15a6 6 0 0 1-6 6h-1a6 6 0 0 1-5-2.7L3 15a1.5 1.5 0 0 1 2.5-1.6L8 16',
]
export const HandIcon = (props: IconProps) => <StrokeIcon paths={HAND_PATHS} {...props} />

const PEN_PATHS = ['M4 19 8 6l9 3-4 10z', 'M4 19l5-5', 'M10 13a1.5 1.5 0 1 0 0-.01', 'm14 4 6 2']
export const PenIcon = (props: IconProps) => <StrokeIcon paths={PEN_PATHS} {...props} />

const ZOOMIN_PATHS = ['M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14z', 'm20 20-4-4', 'M11 8v6', 'M8 11h6']
export const ZoomInIcon = (props: IconProps) => <StrokeIcon paths={ZOOMIN_PATHS} {...props} />

const ZOOMOUT_PATHS = ['M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14z', 'm20 20-4-4', 'M8 11h6']
export const ZoomOutIcon = (props: IconProps) => <StrokeIcon paths={ZOOMOUT_PATHS} {...props} />

const FIT_PATHS = ['M4 9V4h5', 'M20 9V4h-5', 'M4 15v5h5', 'M20 15v5h-5']
export const FitIcon = (props: IconProps) => <StrokeIcon paths={FIT_PATHS} {...props} />

const ALIGNLEFT_PATHS = ['M4 3v18', 'M8 7h10v4H8z', 'M8 14h6v4H8z']
export const AlignLeftIcon = (props: IconProps) => <StrokeIcon paths={ALIGNLEFT_PATHS} {...props} />

const ALIGNCENTERH_PATHS = ['M12 3v18', 'M6 7h12v4H6z', 'M8 14h8v4H8z']
export const AlignCenterHIcon = (props: IconProps) => <StrokeIcon paths={ALIGNCENTERH_PATHS} {...props} />

const ALIGNRIGHT_PATHS = ['M20 3v18', 'M6 7h10v4H6z', 'M10 14h6v4h-6z']
export const AlignRightIcon = (props: IconProps) => <StrokeIcon paths={ALIGNRIGHT_PATHS} {...props} />

const ALIGNTOP_PATHS = ['M3 4h18', 'M7 8v10h4V8z', 'M14 8v6h4V8z']
export const AlignTopIcon = (props: IconProps) => <StrokeIcon paths={ALIGNTOP_PATHS} {...props} />

const ALIGNMIDDLE_PATHS = ['M3 12h18', 'M7 6v12h4V6z', 'M14 8v8h4V8z']
export const AlignMiddleIcon = (props: IconProps) => <StrokeIcon paths={ALIGNMIDDLE_PATHS} {...props} />

const ALIGNBOTTOM_PATHS = ['M3 20h18', 'M7 6v10h4V6z', 'M14 10v6h4v-6z']
export const AlignBottomIcon = (props: IconProps) => <StrokeIcon paths={ALIGNBOTTOM_PATHS} {...props} />

const DISTRIBUTEH_PATHS = ['M4 3v18', 'M20 3v18', 'M9 8h6v8H9z']
export const DistributeHIcon = (props: IconProps) => <StrokeIcon paths={DISTRIBUTEH_PATHS} {...props} />

const DISTRIBUTEV_PATHS = ['M3 4h18', 'M3 20h18', 'M8 9h8v6H8z']
export const DistributeVIcon = (props: IconProps) => <StrokeIcon paths={DISTRIBUTEV_PATHS} {...props} />

const FRONT_PATHS = ['M8 8h12v12H8z', 'M4 16V4h12']
export const FrontIcon = (props: IconProps) => <StrokeIcon paths={FRONT_PATHS} {...props} />

const BACK_PATHS = ['M4 4h12v12H4z', 'M8 20h12V8']
export const BackIcon = (props: IconProps) => <StrokeIcon paths={BACK_PATHS} {...props} />

const GROUP_PATHS = ['M3 3h6v6H3z', 'M15 15h6v6h-6z', 'M9 6h6', 'M18 9v6', 'M6 9v6', 'M9 18h6']
export const GroupIcon = (props: IconProps) => <StrokeIcon paths={GROUP_PATHS} {...props} />

const UNGROUP_PATHS = ['M3 3h7v7H3z', 'M14 14h7v7h-7z']
export const UngroupIcon = (props: IconProps) => <StrokeIcon paths={UNGROUP_PATHS} {...props} />

const DUPLICATE_PATHS = ['M8 8h12v12H8z', 'M16 8V4H4v12h4']
export const DuplicateIcon = (props: IconProps) => <StrokeIcon paths={DUPLICATE_PATHS} {...props} />

const SAVE_PATHS = [
  'M5 3h11l5 5v11a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z',
  'M7 3v6h8',
  'M7 21v-7h10v7',
]
export const SaveIcon = (props: IconProps) => <StrokeIcon paths={SAVE_PATHS} {...props} />

const PLAY_PATHS = ['m7 4 13 8-13 8z']
export const PlayIcon = (props: IconProps) => <StrokeIcon paths={PLAY_PATHS} {...props} />

const BLOCK_PATHS = ['M3 3h18v18H3z', 'M3 12h18', 'M12 3v9']
export const BlockIcon = (props: IconProps) => <StrokeIcon paths={BLOCK_PATHS} {...props} />

const MONITOR_PATHS = ['M3 4h18v12H3z', 'M8 20h8', 'M12 16v4']
export const MonitorIcon = (props: IconProps) => <StrokeIcon paths={MONITOR_PATHS} {...props} />

const PHONE_PATHS = ['M7 2h10a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1z', 'M11 18h2']
export const PhoneIcon = (props: IconProps) => <StrokeIcon paths={PHONE_PATHS} {...props} />

const MAGNET_PATHS = ['M6 3v8a6 6 0 0 0 12 0V3', 'M6 7h4', 'M14 7h4']
export const MagnetIcon = (props: IconProps) => <StrokeIcon paths={MAGNET_PATHS} {...props} />

const GRID_PATHS = ['M3 9h18', 'M3 15h18', 'M9 3v18', 'M15 3v18']
export const GridIcon = (props: IconProps) => <StrokeIcon paths={GRID_PATHS} {...props} />

// A pulse line: live values.
const PULSE_PATHS = ['M3 12h4l2-6 4 12 2-6h6']
export const PulseIcon = (props: IconProps) => <StrokeIcon paths={PULSE_PATHS} {...props} />

const BACKARROW_PATHS = ['M19 12H5', 'm12 19-7-7 7-7']
export const BackArrowIcon = (props: IconProps) => <StrokeIcon paths={BACKARROW_PATHS} {...props} />

const LINK_PATHS = [
  'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1',
  'M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
]
export const LinkIcon = (props: IconProps) => <StrokeIcon paths={LINK_PATHS} {...props} />

const BOLT_PATHS = ['M13 2 4 14h7l-1 8 9-12h-7z']
export const BoltIcon = (props: IconProps) => <StrokeIcon paths={BOLT_PATHS} {...props} />

const CHART_PATHS = ['M4 20V10', 'M10 20V4', 'M16 20v-7', 'M3 20h18']
export const ChartIcon = (props: IconProps) => <StrokeIcon paths={CHART_PATHS} {...props} />

const FORM_PATHS = ['M4 5h16v4H4z', 'M4 13h10', 'M4 17h7']
export const FormIcon = (props: IconProps) => <StrokeIcon paths={FORM_PATHS} {...props} />

const SHAPE_PATHS = ['M12 3 3 8v8l9 5 9-5V8z']
export const ShapeIcon = (props: IconProps) => <StrokeIcon paths={SHAPE_PATHS} {...props} />

const SYMBOL_PATHS = ['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z', 'M12 7v10', 'M7 12h10']
export const SymbolIcon = (props: IconProps) => <StrokeIcon paths={SYMBOL_PATHS} {...props} />

const CONTROL_PATHS = ['M4 6h16', 'M4 12h16', 'M4 18h16', 'M8 4v4', 'M16 10v4', 'M10 16v4']
export const ControlIcon = (props: IconProps) => <StrokeIcon paths={CONTROL_PATHS} {...props} />

const WORKFLOW_PATHS = ['M4 4h6v6H4z', 'M14 14h6v6h-6z', 'M7 10v4a3 3 0 0 0 3 3h4']
export const WorkflowIcon = (props: IconProps) => <StrokeIcon paths={WORKFLOW_PATHS} {...props} />

const WARNING_PATHS = ['M12 3 2 21h20z', 'M12 10v5', 'M12 18h.01']
export const WarningIcon = (props: IconProps) => <StrokeIcon paths={WARNING_PATHS} {...props} />
