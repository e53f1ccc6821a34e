import type { SystemTemplateKind } from '../../../../engine/templates/systemPages'

/*
 * Small schematic pictures of each starting point: what the page will hold and where, drawn in SVG so
 * they stay sharp at any zoom and need no image files.
 */

const INK = '#8a94a6'
const ACCENT = '#1677ff'
const ALARM = '#e5484d'

const bar = (x: number, y: number, w: number, h = 3, fill = INK) => (
  <rect x={x} y={y} width={w} height={h} rx={1} fill={fill} />
)

function card(x: number, y: number) {
  return (
    <g key={`${x}-${y}`}>
      <rect x={x} y={y} width={24} height={20} rx={2} fill="none" stroke={INK} />
      {bar(x + 3, y + 4, 12, 2, '#333')}
      {bar(x + 3, y + 9, 18, 2)}
      {bar(x + 3, y + 13, 18, 2)}
    </g>
  )
}

const alarmRows = (x: number, y: number, w: number, n: number) =>
  Array.from({ length: n }, (_, i) => y + i * 5).map((rowY) => (
    <g key={rowY}>
      {bar(x, rowY, 3, 3, ALARM)}
      {bar(x + 5, rowY, w - 5)}
    </g>
  ))

const wave = (x: number, y: number, w: number, h: number, color = ACCENT) => (
  <polyline
    fill="none"
    stroke={color}
    strokeWidth={1.5}
    points={Array.from(
      { length: 9 },
      (_, i) => `${x + (i * w) / 8},${y + h / 2 + Math.sin(i * 0.9) * (h / 2.4)}`,
    ).join(' ')}
  />
)

function systemPicture(kind: SystemTemplateKind) {
  switch (kind) {
    case 'overview':
      return (
        <>
          {bar(6, 5, 40, 4, '#333')}
          {[6, 34, 62, 90].map((x) => card(x, 13))}
          {[6, 34].map((x) => card(x, 36))}
          {alarmRows(6, 60, 108, 2)}
        </>
      )
    case 'detail':
      return (
        <>
          {bar(6, 5, 40, 4, '#333')}
          {[14, 20, 26, 32, 38].map((y) => bar(6, y, 30))}
          <rect x={42} y={13} width={72} height={24} fill="none" stroke={INK} />
          {wave(44, 15, 68, 20)}
          <rect x={42} y={40} width={72} height={16} fill="none" stroke={INK} />
          {wave(44, 42, 68, 12, '#2e9d4a')}
          {alarmRows(6, 60, 108, 2)}
        </>
      )
    case 'trend':
      return (
        <>
          {bar(6, 5, 40, 4, '#333')}
          <rect x={6} y={13} width={108} height={34} fill="none" stroke={INK} />
          {wave(8, 15, 104, 30)}
          {wave(8, 20, 104, 20, '#2e9d4a')}
          <rect x={6} y={50} width={108} height={18} fill="none" stroke={INK} />
          {wave(8, 52, 104, 14, '#f5a623')}
        </>
      )
    case 'alarm':
      return (
        <>
          {bar(6, 5, 40, 4, '#333')}
          {alarmRows(6, 14, 108, 5)}
          <rect x={6} y={42} width={108} height={26} fill="none" stroke={INK} />
          {[46, 51, 56, 61].map((y) => bar(9, y, 102))}
        </>
      )
    case 'phone':
      return (
        <>
          <rect x={42} y={3} width={36} height={68} rx={5} fill="none" stroke="#333" />
          <rect x={44} y={8} width={32} height={6} fill="#16325c" />
          {[18, 23, 28, 33, 38].map((y) => bar(46, y, 28))}
          {alarmRows(46, 46, 28, 3)}
          {bar(44, 64, 32, 4, '#d6dbe3')}
        </>
      )
  }
}

/** The picture of a system template, an empty canvas (`empty`) or a custom template (`custom`). */
export function StartThumbnail({ kind }: { kind: SystemTemplateKind | 'empty' | 'custom' }) {
  return (
    <svg className="start-choice__thumb" viewBox="0 0 120 74" aria-hidden="true">
      <rect x={0.5} y={0.5} width={119} height={73} rx={3} fill="#fff" stroke="#d6dbe3" />
      {kind === 'empty' ? (
        <path d="M54 37h12M60 31v12" stroke={INK} strokeWidth={2} />
      ) : kind === 'custom' ? (
        <>
          {bar(6, 5, 40, 4, '#333')}
          <rect x={6} y={14} width={50} height={30} fill="none" stroke={INK} strokeDasharray="3 2" />
          <rect x={62} y={14} width={52} height={30} fill="none" stroke={INK} strokeDasharray="3 2" />
          <rect x={6} y={48} width={108} height={20} fill="none" stroke={INK} strokeDasharray="3 2" />
        </>
      ) : (
        systemPicture(kind)
      )}
    </svg>
  )
}
